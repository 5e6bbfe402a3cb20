import Router from '@koa/router';
import type { AnnouncementLog } from '../../../domain/announcements';
import { announcementLogQuerySchema } from '../../../domain/schemas';
import type { AppDeps } from '../../deps';
import { auth } from '../../http/auth';
import { json, respond } from '../../http/respond';
import { validate } from '../../http/validation';
import { listAnnouncements } from './services/listAnnouncements';

const DEFAULT_LIMIT = 25;

export function announcementRoutes({ db, config }: AppDeps): Router {
  const router = new Router();
  const logQuery = validate({ query: announcementLogQuerySchema });

  router.get('/announcements', auth('admin'), logQuery, async (ctx) => {
    const { limit } = logQuery.input(ctx).query;
    const log: AnnouncementLog = { enabled: config.announcements.webhookUrl !== null, data: await listAnnouncements(db, limit ?? DEFAULT_LIMIT) };
    await respond(ctx, json(log));
  });

  return router;
}
