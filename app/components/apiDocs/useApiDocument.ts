import { useCallback, useEffect, useState } from 'react';
import { isOpenApiDocument, type OpenApiDocument } from './openApi';

/** Where the server serves its OpenAPI document. */
export const API_DOCUMENT_URL = '/api/v1/openapi.json';

export type ApiDocumentState =
  | { state: 'loading' }
  | { state: 'failed'; offline: boolean; message: string }
  | { state: 'ready'; doc: OpenApiDocument };

/** The document of this visit, fetched once: it changes only with a new release of the server. */
let fetched: Promise<OpenApiDocument> | null = null;

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

function loadDocument(): Promise<OpenApiDocument> {
  fetched ??= fetchDocument().catch((err: unknown) => {
    fetched = null;
    throw err;
  });
  return fetched;
}

/** The server's OpenAPI document; a failed load tries again when the connection comes back, or on `retry`. */
export function useApiDocument(): { loaded: ApiDocumentState; retry(): void } {
  const [loaded, setLoaded] = useState<ApiDocumentState>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    loadDocument().then(
      (doc) => current && setLoaded({ state: 'ready', doc }),
      (err: unknown) => {
        if (!current) return;
        const offline = err instanceof NoConnection || !navigator.onLine;
        setLoaded({ state: 'failed', offline, message: offline ? '' : (err as Error).message });
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setLoaded({ state: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  useEffect(() => {
    if (loaded.state !== 'failed') return;
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [loaded.state, retry]);

  return { loaded, retry };
}
