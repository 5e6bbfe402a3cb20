import { buildIfStale } from '../../scripts/build-if-stale';

/** The browser suites run on the built app: built once before any of them, never by two at a time. */
export default async function buildOnce(): Promise<void> {
  await buildIfStale();
}
