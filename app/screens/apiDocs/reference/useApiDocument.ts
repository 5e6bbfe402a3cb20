import { api, ApiFailure } from '../../../data/api';
import { queryKeys } from '../../../data/keys';
import { useServerQuery, type ServerQuery } from '../../../data/query/useServerQuery';
import { loadOnce } from '../../../lazy/loadOnce';
import { isOpenApiDocument, type OpenApiDocument } from './openApi';

/** The page says why the document could not load. */
async function fetchDocument(): Promise<OpenApiDocument> {
  const { data } = await api<unknown>('/openapi.json', { bare: true });
  if (!isOpenApiDocument(data)) throw new Error('The server sent something other than an OpenAPI document.');
  return data;
}

/** The document of this visit, fetched once: it changes only with a new release of the server. */
const loadDocument = loadOnce(fetchDocument);

/** The server's OpenAPI document; a failed load tries again when the connection comes back, or on reload. */
export function useApiDocument(): ServerQuery<OpenApiDocument> {
  return useServerQuery(queryKeys.apiDocument(), loadDocument);
}

/** Whether a failed load failed for want of a connection: no answer came, or the browser knows it is offline. */
export const failedOffline = (error: unknown): boolean => (error instanceof ApiFailure && error.status === null) || !navigator.onLine;
