import type { Db } from '../../../db/connection';
import type { UserRow } from '../../../db/rows';
import { requireUserRow } from './requireUserRow';
import { updateUser } from './updateUser';

export async function setAnnouncePbs(db: Db, userId: number, announcePbs: boolean): Promise<UserRow> {
  await requireUserRow(db, userId);
  return updateUser(db, userId, { announce_pbs: announcePbs });
}
