import type { Page } from 'playwright-core';
import type { Row } from '../measure';
import { isComplete, waitForSync, type SyncMark } from './localCopy';
import { firstRow, openAt, pause, timeUntilShown } from './pageWaits';
import { isApiAnswer, SIZES_SETTLE_MS, type RecordedAnswer } from './phoneContext';
import type { ShapedLink } from './shapedLink';
import { bytes, millis, seconds } from './units';

const OFFLINE_TIMEOUT_MS = 30_000;
/** Waited beyond the offline limit, so that a page slower than it still gets a figure. */
const OFFLINE_PATIENCE_MS = 120_000;
const REPEAT_TIMEOUT_MS = 120_000;

/** With the local copy complete: the link cut, Round Times reloaded, then its first round's details opened. */
export async function offlineRows(link: ShapedLink, page: Page): Promise<{ rows: Row[]; firstRoundId: number | null }> {
  const href = await firstRow(page, 'Rounds').locator('a[href*="/details/"]').first().getAttribute('href');
  const firstRoundId = href ? Number(href.split('/').pop()) : null;
  link.cut();
  const reload = await timeUntilShown(page, () => page.reload({ waitUntil: 'commit', timeout: OFFLINE_PATIENCE_MS }), [firstRow(page, 'Rounds')], OFFLINE_PATIENCE_MS);
  const details =
    firstRoundId === null
      ? null
      : await timeUntilShown(
          page,
          openAt(page, `${link.baseUrl}/details/${firstRoundId}`, OFFLINE_PATIENCE_MS),
          [page.getByRole('heading', { level: 1, name: 'Round Details' }), page.getByRole('region', { name: 'Team', exact: true })],
          OFFLINE_PATIENCE_MS,
        );
  const row = (what: string, ms: number | null): Row => ({
    what,
    measured: ms === null ? `not shown after ${seconds(OFFLINE_PATIENCE_MS)}` : millis(ms),
    budget: `shows within ${seconds(OFFLINE_TIMEOUT_MS)}`,
    ok: ms !== null && ms <= OFFLINE_TIMEOUT_MS,
  });
  return {
    firstRoundId,
    rows: [
      row('offline (link cut) after the complete copy: reload Round Times to first row', reload),
      row(`offline: Round Details of the first row (round ${firstRoundId ?? '?'}): heading and team`, details),
    ],
  };
}

/** The link restored, Round Times opened again on the complete copy: the API bodies its sync costs when nothing is new. */
export async function repeatVisitRow(link: ShapedLink, page: Page, answers: () => Promise<RecordedAnswer[]>, held: SyncMark): Promise<{ row: Row; requests: RecordedAnswer[] }> {
  link.restore();
  const start = Date.now();
  await page.goto(`${link.baseUrl}/round-times`, { waitUntil: 'commit' });
  const moved = await waitForSync(page, (mark) => isComplete(mark) && mark.lastSyncedAt !== held.lastSyncedAt, REPEAT_TIMEOUT_MS);
  await pause(SIZES_SETTLE_MS);
  const requests = (await answers()).filter((answer) => answer.at >= start && isApiAnswer(answer));
  const body = requests.reduce((sum, answer) => sum + answer.bodyBytes, 0);
  const list = requests.map((answer) => `${answer.method} ${answer.path} ${answer.status} ${answer.bodyBytes} B`).join('; ');
  return {
    requests,
    row: {
      what: `repeat visit, nothing new: API answer bodies until the sync is idle (${list || 'no API requests'})`,
      measured: moved ? bytes(body) : `sync not idle after ${seconds(REPEAT_TIMEOUT_MS)}`,
      budget: '≤ 200 B',
      ok: moved !== null && body <= 200,
    },
  };
}
