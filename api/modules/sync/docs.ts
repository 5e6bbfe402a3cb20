import { text } from '../../http/openapi/answers';
import type { OperationNotes } from '../../http/openapi/notes';

/** The API document's notes on the routes in ./routes.ts. */
export const EVENT_NOTES: OperationNotes = {
  'GET /api/v1/events': {
    summary: 'Change notices',
    description:
      'A Server-Sent Events stream: the current cursor first, then a `change` event each time the change log moves on, and a keep-alive comment every 25 seconds. The client pulls the changes itself (GET /api/v1/rounds?since=).',
    answer: text('text/event-stream', 'retry: 5000\n\nevent: cursor\ndata: {"cursor":98231}\n\nevent: change\ndata: {"cursor":98232}\n\n', 'The stream, open for as long as the client listens.'),
    refusals: { 429: 'Too many event streams are open from this address (an IPv6 /64) on this server.' },
  },
};
