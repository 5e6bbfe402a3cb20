import crypto from 'node:crypto';
import type Router from '@koa/router';
import { encodeOnce } from '../../../http/encoding';
import { buildApiDocument } from '../../../http/openapi/document';
import type { PreparedAnswer } from '../../../http/respond';
import { OPERATION_NOTES } from '../operationNotes';

/**
 * The API document as an answer named by its content. Prepared here rather than by prepared(),
 * which wraps data in the success envelope: OpenAPI tools read the document at its address as it is.
 * It lasts as long as the process, so it is compressed hardest, once.
 */
export function documentAnswer(router: Router): PreparedAnswer {
  const json = JSON.stringify(buildApiDocument(router, OPERATION_NOTES));
  const etag = `openapi-${crypto.createHash('sha256').update(json).digest('base64url').slice(0, 16)}`;
  return { kind: 'prepared', etag: `"${etag}"`, encoded: encodeOnce(json, { lasting: true }) };
}
