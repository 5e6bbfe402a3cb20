import type { Row } from '../measure';
import type { PhoneSite } from './firstVisit';
import { openAt } from './pageWaits';
import { phoneContext } from './phoneContext';
import { progress, runsRow } from './units';

const TIMEOUT_MS = 60_000;
const RUNS = 5;
/** A quick typist's gap between keys. */
const KEY_GAP_MS = 60;

interface EarlySearch {
  /** ms from navigation until the app showed the search's results with the name still in the field; null when it never did. */
  shownMs: number | null;
  kept: boolean;
  /** The longest main-thread task from navigation until the results were shown (or the visit gave up). */
  longestTaskMs: number;
}

interface ListedRound {
  id: number;
  players: { character_name: string }[];
}

/** The round the server lists first on Round Times for a search: the app's first row for it. */
async function firstRound(site: PhoneSite, search = ''): Promise<ListedRound> {
  const reply = await fetch(`${site.link.baseUrl}/api/v1/round-times?search=${encodeURIComponent(search)}&page_size=1`);
  const body = (await reply.json()) as { data: { data: { rows: { round: ListedRound }[] } } };
  const first = body.data.data.rows[0]?.round;
  if (!first) throw new Error(`Round Times lists no round for "${search}"`);
  return first;
}

/**
 * A first visit to Round Times in which a name is typed into Search Player the moment the field is in
 * the page, as a player who knows what they came for does, whether or not the app has taken over yet.
 */
async function earlySearch(site: PhoneSite, name: string, firstRound: number): Promise<EarlySearch> {
  const phone = await phoneContext(site.browser);
  const { page } = phone;
  try {
    const start = Date.now();
    await openAt(page, `${site.link.baseUrl}/round-times`, TIMEOUT_MS)();
    const field = page.getByRole('searchbox', { name: 'Search Player' });
    await field.waitFor({ state: 'attached', timeout: TIMEOUT_MS });
    await field.pressSequentially(name, { delay: KEY_GAP_MS });
    const shown = await page
      .waitForFunction(
        ({ typed, round }) => {
          const input = document.querySelector<HTMLInputElement>('input[type="search"]');
          const first = document.querySelector('table[aria-label="Rounds"] tbody tr a[href^="/details/"]');
          return new URL(location.href).searchParams.get('search') === typed && input?.value === typed && first?.getAttribute('href') === `/details/${round}`;
        },
        { typed: name, round: firstRound },
        { timeout: TIMEOUT_MS - (Date.now() - start), polling: 50 },
      )
      .then(() => page.evaluate(() => performance.now()))
      .catch(() => null);
    const tasks = await phone.longTasks();
    const until = shown ?? Infinity;
    const longestTaskMs = Math.max(0, ...tasks.filter((task) => task.startMs < until).map((task) => task.durationMs));
    return { shownMs: shown, kept: (await field.inputValue().catch(() => '')) === name, longestTaskMs };
  } finally {
    await phone.close();
  }
}

/** Visits in which a name is typed as soon as Search Player is in the page: is it kept, how soon are its results shown, and does the page stall? */
export async function earlySearchRows(site: PhoneSite): Promise<Row[]> {
  const name = (await firstRound(site)).players[0]!.character_name;
  const expected = (await firstRound(site, name)).id;
  const visits: EarlySearch[] = [];
  for (let run = 0; run < RUNS; run++) {
    progress(`first visit to /round-times, typing ${name} at once`);
    visits.push(await earlySearch(site, name, expected));
  }
  const kept = visits.filter((visit) => visit.kept).length;
  const shown = runsRow(`a name typed (${KEY_GAP_MS} ms between keys) as soon as Search Player is in the page: its results shown, from navigation`, visits.map((visit) => visit.shownMs), 2500, TIMEOUT_MS);
  const tasks = runsRow('  longest main-thread task from navigation until they are shown (page CPU slowed 4×)', visits.map((visit) => visit.longestTaskMs), 100, TIMEOUT_MS);
  return [
    { ...shown, what: `${shown.what}; kept in ${kept} of ${RUNS}`, budget: `${shown.budget}, kept in every visit`, ok: shown.ok === true && kept === RUNS },
    tasks,
  ];
}
