import type { Region } from '../../../../domain/constants';
import type { Db } from '../../../db/connection';
import type { UserRow } from '../../../db/rows';
import { requireUserRow } from './requireUserRow';
import { updateUser } from './updateUser';

export async function setRegion(db: Db, userId: number, region: Region): Promise<UserRow> {
  await requireUserRow(db, userId);
  return updateUser(db, userId, { region });
}
