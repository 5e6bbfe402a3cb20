import { beforeAll, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { leechRound } from '../fixtures/rounds';
import { submitRound } from './api';
import type { TestServer } from './server';

/** The ids of the rounds Round Times shows on its page, sorted: a round shown twice appears twice. */
export function shownRoundIds(page: Page): Promise<number[]> {
  return page
    .locator('table[aria-label="Rounds"] tbody tr a[href^="/details/"]')
    .evaluateAll((links) => links.map((link) => Number(link.getAttribute('href')!.split('/').pop())).sort((a, b) => a - b));
}

/** The ids of every round the server lists, sorted. */
export async function serverRoundIds(server: TestServer): Promise<number[]> {
  const rounds: { id: number }[] = (await server.request('GET', '/api/v1/rounds/')).body.data.data;
  return rounds.map((round) => round.id).sort((a, b) => a - b);
}

/** The server's newest change-log cursor. */
export async function serverCursor(server: TestServer): Promise<number> {
  return (await server.request('GET', '/api/v1/rounds/')).body.data.cursor;
}

/** Waits until Round Times shows exactly the server's rounds, each once. */
export async function expectServerRoundsShown(page: Page, server: TestServer): Promise<void> {
  const expected = await serverRoundIds(server);
  await expect.poll(() => shownRoundIds(page), { timeout: 30_000 }).toEqual(expected);
}

/** Waits until the page's device holds its complete copy (its sync cursor is set): from then on it shows what it stored. */
export async function copyComplete(page: Page): Promise<void> {
  await expect.poll(async () => (await storedData(page))?.cursor ?? null, { timeout: 30_000 }).not.toBeNull();
}

export interface StoredData {
  roundIds: number[];
  cursor: number | null;
}

/** The round ids and the sync cursor in the page's IndexedDB, read directly; null when there is no database (never creates one). */
export function storedData(page: Page): Promise<StoredData | null> {
  return page.evaluate(async () => {
    if (!(await indexedDB.databases()).some((held) => held.name === 'ba-times')) return null;
    return new Promise<StoredData | null>((resolve, reject) => {
      const opening = indexedDB.open('ba-times');
      opening.onerror = () => reject(opening.error);
      opening.onsuccess = () => {
        const db = opening.result;
        if (!db.objectStoreNames.contains('rounds')) {
          db.close();
          resolve(null);
          return;
        }
        const read = db.transaction(['rounds', 'sync']);
        const ids = read.objectStore('rounds').getAllKeys();
        const state = read.objectStore('sync').get('state');
        read.onerror = () => reject(read.error);
        read.oncomplete = () => {
          db.close();
          resolve({ roundIds: (ids.result as number[]).sort((a, b) => a - b), cursor: (state.result as { cursor: number | null } | undefined)?.cursor ?? null });
        };
      };
    });
  });
}

/** The server's side of a fault test: an admin, signed in before the tests, adding and deleting rounds. */
export function roundsAsAdmin(site: () => TestServer): { add(body?: unknown): Promise<number>; remove(id: number): Promise<unknown> } {
  let admin: string;
  beforeAll(async () => {
    admin = await site().signInAdmin();
  });
  return {
    add: (body = leechRound()) => submitRound(site(), admin, body),
    remove: (id) => site().request('DELETE', `/api/v1/rounds/${id}/`, { token: admin }),
  };
}
