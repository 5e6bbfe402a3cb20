import { useLoaded } from '../../data/useLoaded';
import { loadOnce } from '../../lazy/loadOnce';
import { isOpenApiDocument, type OpenApiDocument } from './openApi';

/** Where the server serves its OpenAPI document. */
export const API_DOCUMENT_URL = '/api/v1/openapi.json';

export type ApiDocumentState =
  | { state: 'loading' }
  | { state: 'failed'; offline: boolean; message: string }
  | { state: 'ready'; doc: OpenApiDocument };

class NoConnection extends Error {}

async function fetchDocument(): Promise<OpenApiDocument> {
  let res: Response;
  try {
    res = await fetch(API_DOCUMENT_URL, { headers: { Accept: 'application/json' } });
  } catch {
    throw new NoConnection();
  }
  if (!res.ok) throw new Error(`The server answered ${res.status}.`);
  const doc: unknown = await res.json().catch(() => null);
  if (!isOpenApiDocument(doc)) throw new Error('The server sent something other than an OpenAPI document.');
  return doc;
}

/** The document of this visit, fetched once: it changes only with a new release of the server. */
const loadDocument = loadOnce(fetchDocument);

/** The server's OpenAPI document; a failed load tries again when the connection comes back, or on `retry`. */
export function useApiDocument(): { loaded: ApiDocumentState; retry(): void } {
  const { value: doc, loading, error, reload } = useLoaded(loadDocument);
  if (doc) return { loaded: { state: 'ready', doc }, retry: reload };
  if (loading) return { loaded: { state: 'loading' }, retry: reload };
  const offline = error instanceof NoConnection || !navigator.onLine;
  return { loaded: { state: 'failed', offline, message: offline ? '' : (error as Error).message }, retry: reload };
}
