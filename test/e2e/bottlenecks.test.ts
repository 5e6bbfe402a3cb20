import { beforeAll, describe, expect, it } from 'vitest';
import type { Round, WaveEntry } from '../../domain/types';
import { openApp, startDemoSite } from '../support/app';
import { siteInChromium } from '../support/browser';
import { copyComplete } from '../support/localData';
import { expectFitsAndAccessible, lookName, LOOKS, showIn } from '../support/looks';

const DEATHS = { fighter: 'fighter_death_time', ranger: 'ranger_death_time', runner: 'runner_death_time', healer: 'healer_death_time' } as const;
type Kind = keyof typeof DEATHS | 'queen';
const ORDER: Kind[] = ['fighter', 'ranger', 'runner', 'healer', 'queen'];
const PLURAL: Record<Kind, string> = { fighter: 'Fighters', ranger: 'Rangers', runner: 'Runners', healer: 'Healers', queen: 'The queen' };

/** The kind that died last in a wave, worked out here; null when the wave timed none. */
function lastToDie(wave: WaveEntry): Kind | null {
  if (wave.wave_number === 10 && wave.queen_spawn_time != null) return 'queen';
  let last: Kind | null = null;
  for (const kind of ORDER.slice(0, 4) as (keyof typeof DEATHS)[]) {
    const time = wave[DEATHS[kind]];
    if (time != null && (last === null || time > wave[DEATHS[last as keyof typeof DEATHS]]!)) last = kind;
  }
  return last;
}

const teamOf = (round: Round): string => round.players.map((player) => player.character_name.toLowerCase()).sort().join(',');

/** Per wave, how many rounds each kind held open (only `kinds`), and the wave and kind most often: the card's line, worked out here. */
function tally(rounds: readonly Round[], kinds: readonly Kind[]) {
  const counts = Array.from({ length: 10 }, () => new Map<Kind, number>());
  const read = Array(10).fill(0);
  for (const round of rounds) {
    for (const wave of round.wave_data) {
      const kind = lastToDie(wave);
      if (!kind) continue;
      read[wave.wave_number - 1]++;
      if (kinds.includes(kind)) counts[wave.wave_number - 1]!.set(kind, (counts[wave.wave_number - 1]!.get(kind) ?? 0) + 1);
    }
  }
  let most: { wave: number; kind: Kind; count: number } | null = null;
  counts.forEach((byKind, i) => {
    const ranked = [...byKind].sort((a, b) => b[1] - a[1] || ORDER.indexOf(a[0]) - ORDER.indexOf(b[0]));
    for (const [kind, count] of ranked) if (!most || count > most.count) most = { wave: i + 1, kind, count };
  });
  const found = most as { wave: number; kind: Kind; count: number } | null;
  const line = found && `${PLURAL[found.kind]} ${found.kind === 'queen' ? 'holds' : 'hold'} wave ${found.wave} open most often: ${found.count} of ${read[found.wave - 1]} rounds (${Math.round((found.count / read[found.wave - 1]) * 100)}%)`;
  return { counts, read, line };
}

describe('where the time goes on team and player pages, in Chromium', () => {
  const suite = siteInChromium(startDemoSite);
  /** The demo's busiest 5 Man team's scroller rounds that timed their penance. */
  let teamRounds: Round[];
  let names: string[];
  let defender: string;

  beforeAll(async () => {
    const rounds: Round[] = (await suite.site.request('GET', '/api/v1/rounds/')).body.data.data;
    const timed = rounds.filter((r) => r.format === 'five_man' && r.scroller && r.wave_data.some((w) => lastToDie(w) !== null));
    const byTeam = new Map<string, Round[]>();
    for (const round of timed) byTeam.set(teamOf(round), [...(byTeam.get(teamOf(round)) ?? []), round]);
    teamRounds = [...byTeam.values()].sort((a, b) => b.length - a.length)[0]!;
    expect(teamRounds.length).toBeGreaterThan(3);
    names = teamRounds[0]!.players.map((p) => p.character_name);
    defender = teamRounds[0]!.players.find((p) => p.role === 'Defender')!.character_name;
  });

  it("counts how often each kind held each of a team's waves open, as bars and as a table, in every look", async () => {
    const { context, page } = await openApp(suite.browser, suite.site, `/team/${encodeURIComponent(names.join(','))}?format=five_man`);
    await copyComplete(page);
    const card = page.getByRole('region', { name: 'Where the time goes' });
    await card.waitFor({ timeout: 20_000 });
    const expected = tally(teamRounds, ORDER);
    await expect.poll(() => card.getByTestId('bottleneck-summary').innerText()).toMatch(new RegExp(`^${expected.line!.replace(/[()]/g, '\\$&')}, [+-]?\\d+\\.\\d s \\(median\\) against the top ten\\.$`));

    await card.getByRole('button', { name: 'Show as table' }).click();
    const table = card.getByRole('table');
    const shown = await table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => cell.firstChild?.textContent?.trim() ?? '')));
    const headers = await table.locator('thead th').allInnerTexts();
    const kinds = headers.slice(2).map((header) => ORDER.find((kind) => PLURAL[kind].toLowerCase() === header.toLowerCase())!);
    expect(shown).toEqual(
      expected.counts.map((byKind, i) => [
        String(i + 1),
        String(expected.read[i]),
        ...kinds.map((kind) => (i < 9 && kind === 'queen' ? '–' : `${byKind.get(kind) ?? 0} (${Math.round(((byKind.get(kind) ?? 0) / expected.read[i]) * 100)}%)`)),
      ]),
    );
    for (const look of LOOKS) {
      await showIn(page, look);
      await expectFitsAndAccessible(page, look, card);
    }
    await card.getByRole('button', { name: 'Show as table' }).click();
    await card.getByRole('list', { name: 'How often each kind held each wave open' }).waitFor();
    for (const look of LOOKS) {
      await showIn(page, look);
      await expectFitsAndAccessible(page, look);
    }
    await context.close();
  });

  it("shows a defender how often runners hold their waves, in the role the page's Role select chose", async () => {
    const { context, page } = await openApp(suite.browser, suite.site, `/player/${encodeURIComponent(defender)}?format=five_man&role=Defender`);
    await copyComplete(page);
    const card = page.getByRole('region', { name: 'Where the time goes' });
    await card.waitFor({ timeout: 20_000 });
    const rounds: Round[] = (await suite.site.request('GET', '/api/v1/rounds/')).body.data.data;
    // The player's page reads every character linked with theirs.
    const alts: Record<string, string[]> = (await suite.site.request('GET', '/api/v1/accounts/')).body.data.data;
    const own = new Set([defender, ...(alts[defender] ?? [])].map((name) => name.toLowerCase()));
    const asDefender = rounds.filter(
      (r) => r.format === 'five_man' && r.scroller && r.wave_data.some((w) => lastToDie(w) !== null) && r.players.some((p) => own.has(p.character_name.toLowerCase()) && p.role === 'Defender'),
    );
    const expected = tally(asDefender, ['runner']);
    await expect.poll(() => card.getByTestId('bottleneck-summary').innerText()).toMatch(new RegExp(`^${expected.line!.replace(/[()]/g, '\\$&')}`));
    expect(await card.innerText()).toContain("among the kinds that are the Defender's job");
    for (const look of LOOKS) {
      await showIn(page, look);
      expect(await card.getByTestId('bottleneck-summary').innerText(), lookName(look)).toMatch(/^Runners hold wave/);
      await expectFitsAndAccessible(page, look);
    }
    await context.close();
  });
});
