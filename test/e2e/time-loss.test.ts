import { beforeAll, describe, expect, it } from 'vitest';
import type { Round, WaveEntry } from '../../domain/types';
import { openApp, startDemoSite } from '../support/app';
import { siteInChromium } from '../support/browser';
import { chooseOption } from '../support/controls';
import { copyComplete } from '../support/localData';
import { expectFitsAndAccessible, lookName, LOOKS, showIn } from '../support/looks';

const KINDS = { fighter: 'fighter_death_time', ranger: 'ranger_death_time', runner: 'runner_death_time', healer: 'healer_death_time' } as const;
const PLURAL = { fighter: 'Fighters', ranger: 'Rangers', runner: 'Runners', healer: 'Healers', queen: 'The queen' } as const;

/** The kind that died last in a wave, worked out here: the latest death time, the queen ending wave 10. */
function lastToDie(wave: WaveEntry): keyof typeof PLURAL {
  if (wave.wave_number === 10 && wave.queen_spawn_time != null) return 'queen';
  const timed = Object.entries(KINDS).filter(([, field]) => wave[field] != null) as [keyof typeof KINDS, (typeof KINDS)[keyof typeof KINDS]][];
  // PENANCE order settles a tie: fighters, rangers, runners, healers.
  return timed.reduce((last, [kind, field]) => (wave[field]! > wave[KINDS[last]]! ? kind : last), timed[0]![0]);
}

const tenths = (seconds: number) => Math.round(seconds * 10) / 10;
const signed = (seconds: number) => `${seconds > 0 ? '+' : seconds < 0 ? '-' : ''}${Math.abs(seconds).toFixed(1)} s`;

describe('where the time goes on Round Details, in Chromium', () => {
  const suite = siteInChromium(startDemoSite);
  let worldRecord: Round;
  /** A 5 Man scroller round with every wave and its deaths timed, not the record itself. */
  let known: Round;

  beforeAll(async () => {
    const rounds: Round[] = (await suite.site.request('GET', '/api/v1/rounds/')).body.data.data;
    const fiveMan = rounds.filter((r) => r.format === 'five_man').sort((a, b) => a.round_time - b.round_time || (a.round_date ?? '').localeCompare(b.round_date ?? '') || a.id - b.id);
    worldRecord = fiveMan[0]!;
    const timed = (round: Round) => round.scroller && round.wave_data.length === 10 && round.wave_data.every((w) => w.runner_death_time != null);
    expect(timed(worldRecord)).toBe(true);
    known = fiveMan.find((r) => r.id !== worldRecord.id && timed(r) && r.round_time > worldRecord.round_time + 20)!;
  });

  it('names the wave that lost most against the world record, the kind that held it open and whose job it was, in every look', async () => {
    const { context, page } = await openApp(suite.browser, suite.site, `/details/${known.id}`);
    await copyComplete(page);
    const card = page.getByRole('region', { name: 'Where the time goes' });
    await card.waitFor({ timeout: 15_000 });
    await chooseOption(page, card.getByRole('button', { name: /Against$/ }), 'The world record');

    const record = new Map(worldRecord.wave_data.map((w) => [w.wave_number, w]));
    const waves = [...known.wave_data].sort((a, b) => a.wave_number - b.wave_number);
    const lost = waves.map((w) => ({ wave: w.wave_number, lost: tenths(w.wave_time - record.get(w.wave_number)!.wave_time) }));
    const worst = [...lost].sort((a, b) => b.lost - a.lost || a.wave - b.wave)[0]!;
    const worstWave = waves[worst.wave - 1]!;
    const kind = lastToDie(worstWave);
    const recordKind = kind === 'queen' ? null : record.get(worst.wave)![KINDS[kind]];
    const kindLost = kind === 'queen' || recordKind == null ? worst.lost : tenths(worstWave[KINDS[kind]]! - recordKind);
    const expected = worst.lost > 0 ? `Most time lost: wave ${worst.wave}, ${PLURAL[kind].toLowerCase()}, ${signed(kindLost)} against the world record` : 'No wave lost time against the world record';

    const rows = card.getByRole('table', { name: 'Each wave against the world record' }).locator('tbody tr');
    for (const look of LOOKS) {
      await showIn(page, look);
      await expect.poll(() => card.getByTestId('time-loss-summary').innerText(), { message: lookName(look) }).toBe(expected);
      const shown = await rows.evaluateAll((trs) => trs.map((tr) => [tr.children[1]!.querySelector('strong')?.textContent ?? null, tr.children[2]!.textContent!.replace('difference ', '').trim()]));
      expect(shown, lookName(look)).toEqual(waves.map((w, i) => [PLURAL[lastToDie(w)], signed(lost[i]!.lost)]));
      await expectFitsAndAccessible(page, look);
    }
    await context.close();
  });

  it('works offline from the device’s copy, and says whose job each kind is', async () => {
    const { context, page } = await openApp(suite.browser, suite.site, `/details/${known.id}`);
    await copyComplete(page);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
    await context.setOffline(true);
    await page.reload();
    const card = page.getByRole('region', { name: 'Where the time goes' });
    await card.waitFor({ timeout: 15_000 });
    await expect.poll(() => card.getByTestId('time-loss-summary').innerText()).toMatch(/^(Most time lost: wave \d+|No wave lost time)/);
    const roles = await card.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => tr.children[1]!.textContent));
    for (const text of roles) expect(text).toMatch(/^(Fighters \(Main Attacker, 2nd Attacker\)|Rangers \(Main Attacker, 2nd Attacker\)|Runners \(Defender\)|Healers \(Healer\)|The queen \(Collector\))/);
    await context.close();
  });
});
