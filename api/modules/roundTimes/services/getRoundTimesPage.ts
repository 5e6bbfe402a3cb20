import { altsLookup } from '../../../../domain/account';
import { queryRoundList } from '../../../../domain/roundList/query';
import type { RoundListQuery, RoundPage } from '../../../../domain/roundList/types';
import type { Db } from '../../../db/connection';
import type { RoundIndex } from '../../../readModel/rounds';
import { listAlts } from '../../accounts/services/listAlts';

/**
 * A page of Round Times for a device that has no copy of its own yet, worked out by the code the
 * device runs on its copy: the same rows, ranks and badges.
 */
export async function getRoundTimesPage(db: Db, index: RoundIndex, query: RoundListQuery): Promise<RoundPage> {
  const [{ data }, alts] = await Promise.all([index.queryData(), listAlts(db)]);
  return queryRoundList(data, altsLookup(alts), query);
}
