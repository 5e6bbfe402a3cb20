import { z } from 'zod';
import { apiKeyShape, pluginTokenShape } from '../../../domain/shapes/apiKey';
import { ok } from '../../http/openapi/answers';
import { exampleApiKey } from '../../http/openapi/examples';
import { inData, JSON_BODY, type OperationNotes } from '../../http/openapi/notes';

/** The API document's notes on the routes in ./routes.ts. */
export const TOKEN_NOTES: OperationNotes = {
  'GET /api/v1/tokens': {
    summary: 'Every API key',
    answer: ok(inData(z.array(apiKeyShape)), { data: [exampleApiKey] }, "The keys, each with its token (empty when it was sealed under another APP_SECRET)."),
  },
  'POST /api/v1/tokens': {
    summary: 'Make an API key',
    description: 'A private key for uploads, which lasts a year.',
    bodyExample: { description: 'Clan uploader' },
    answer: ok(inData(apiKeyShape), { data: exampleApiKey }, 'The key made.', { status: 201 }),
    refusals: JSON_BODY,
  },
  'POST /api/v1/tokens/public': {
    summary: "The plugin's API key",
    description: 'A key for the plugin to upload with, made on its signed request; the plugin names the character it plays as.',
    bodyExample: { description: 'Defender Dan' },
    answer: ok(pluginTokenShape, { token: exampleApiKey.token, expires_at: '2026-05-01T19:00:00.000000' }, 'The key and when it expires, an hour on.'),
    refusals: { 401: 'The signature is missing, wrong or stale, or its nonce was used (`signature_missing`, `invalid_signature`, `stale_timestamp`, `nonce_reused`).', ...JSON_BODY },
  },
  'POST /api/v1/tokens/:id/disable': {
    summary: 'Disable an API key',
    answer: ok(inData(apiKeyShape), { data: { ...exampleApiKey, active: false } }, 'The key, now disabled.'),
    refusals: { 404: 'No key has this id.' },
  },
};
