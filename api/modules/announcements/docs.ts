import { announcementLogShape } from '../../../domain/shapes/announcements';
import { ok } from '../../http/openapi/answers';
import { exampleAnnouncement } from '../../http/openapi/examples';
import type { OperationNotes } from '../../http/openapi/notes';

/** The API document's notes on the routes in ./routes.ts. */
export const ANNOUNCEMENT_NOTES: OperationNotes = {
  'GET /api/v1/announcements': {
    summary: 'The Discord announcement outbox',
    description: 'The latest announcements, newest first, and whether announcements are set up at all.',
    answer: ok(announcementLogShape, { enabled: true, data: [exampleAnnouncement] }, 'The outbox.'),
  },
};
