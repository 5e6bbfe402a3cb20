import crypto from 'node:crypto';
import type autocannon from 'autocannon';
import { ROLES_BY_FORMAT } from '../../domain/constants';
import { pluginSignature } from '../../api/modules/tokens/pluginSignature';
import { runTraffic, type TrafficSummary } from './cannon';
import type { LoadOptions } from './options';
import { runPaced } from './paced';
import { PLUGIN_SIGNING_SECRET } from './server';

export const TEAM_SIZE = 5;
const UPLOAD_PATH = '/api/v1/rounds/';
const ROLES = ROLES_BY_FORMAT.five_man;

export interface LoadTeam {
  index: number;
  names: string[];
  /** Seconds: the same in every teammate's report. */
  roundTime: number;
  /** The teammate whose plugin reports as the scroller, on every other team: its teammates' reports agree with it, so it holds the round. */
  scroller: string | null;
}

/** What the teammates' uploads of one team were answered. */
export interface TeamOutcome {
  team: LoadTeam;
  /** Round id per teammate answered 201. */
  ids: Map<number, number>;
}

/**
 * The teams that upload: regulars, who play round after round as clans do, so the leaderboard grows
 * as a site's does rather than by five strangers a round. Each regular's five plugins have tokens of
 * their own.
 */
export const REGULAR_TEAMS = 100;

/** The `index`th team to finish a round: a regular's next round, two ticks or more from its others, so none is taken for another. */
export const teamOf = (index: number): LoadTeam => {
  const regular = index % REGULAR_TEAMS;
  const round = Math.floor(index / REGULAR_TEAMS);
  const names = Array.from({ length: TEAM_SIZE }, (_, member) => `Load ${regular.toString(36).padStart(2, '0')} ${member}`);
  const ticks = 950 + (regular % 40) + 2 * round;
  return { index, names, roundTime: Math.round(ticks * 6) / 10, scroller: index % 2 === 0 ? names[index % TEAM_SIZE]! : null };
};

/** One teammate's report, as the plugin sends it: the same players, time and waves as the others', its own name as submitter. */
function reportOf(team: LoadTeam, member: number): string {
  const waves = Array.from({ length: 10 }, (_, i) => ({
    wave_number: i + 1,
    wave_time: 45 + i * 2,
    qs_time: i === 0 ? 0 : 4,
    good_premove: i % 3 !== 0,
    reset: false,
    ...(i === 9 ? { queen_spawn_time: 12.6, runner_death_time: 30 } : {}),
  }));
  return JSON.stringify({
    format: 'five_man',
    round_time: team.roundTime,
    scroller: team.names[member] === team.scroller,
    submitted_by: team.names[member],
    world_region: 'USE',
    players: team.names.map((character_name, i) => ({ character_name, role: ROLES[i]! })),
    wave_data: waves,
  });
}

/** A plugin's token, asked for as the plugin does: a request signed over a timestamp and a nonce. */
async function pluginToken(baseUrl: string, description: string): Promise<string> {
  const timestamp = String(Date.now());
  const nonce = crypto.randomUUID();
  const res = await fetch(`${baseUrl}/api/v1/tokens/public/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Timestamp': timestamp, 'X-Nonce': nonce, 'X-Signature': pluginSignature(PLUGIN_SIGNING_SECRET, timestamp, nonce) },
    body: JSON.stringify({ description }),
  });
  if (res.status !== 200) throw new Error(`a plugin token was refused: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

/** Tokens for `teams` teams' worth of plugins, a few requests at a time. */
export async function pluginTokens(baseUrl: string, teams: number): Promise<string[]> {
  const tokens: string[] = [];
  const total = teams * TEAM_SIZE;
  while (tokens.length < total) {
    const batch = Array.from({ length: Math.min(20, total - tokens.length) }, (_, i) => pluginToken(baseUrl, `Load plugin ${tokens.length + i}`));
    tokens.push(...(await Promise.all(batch)));
  }
  return tokens;
}

interface Sent {
  team: number;
  member: number;
}

/**
 * Teams in turn, each team's five uploads one after another in the queue, so that the uploading
 * connections post them within milliseconds of each other, as five plugins do at the end of a round.
 * Teams go on for as long as the run lasts; each plugin has a token of its own, the pool reused by
 * later teams.
 */
export function createUploadPlan(tokens: readonly string[]) {
  const teamsOfTokens = Math.floor(tokens.length / TEAM_SIZE);
  const outcomes = new Map<number, TeamOutcome>();
  let sent = 0;

  const tokenOf = (team: number, member: number) => tokens[(team % teamsOfTokens) * TEAM_SIZE + member]!;
  const outcomeOf = (index: number) => {
    let outcome = outcomes.get(index);
    if (!outcome) outcomes.set(index, (outcome = { team: teamOf(index), ids: new Map() }));
    return outcome;
  };
  const record = ({ team, member }: Sent, status: number, body: string) => {
    if (status === 201) outcomeOf(team).ids.set(member, (JSON.parse(body) as { data: { id: number } }).data.id);
  };

  /** The next upload in the plan: its request, and what to do with its answer. */
  function next(): { headers: Record<string, string>; body: string; answered(status: number, body: string): void } {
    const upload: Sent = { team: Math.floor(sent / TEAM_SIZE), member: sent % TEAM_SIZE };
    sent++;
    return {
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokenOf(upload.team, upload.member)}` },
      body: reportOf(outcomeOf(upload.team).team, upload.member),
      answered: (status, body) => record(upload, status, body),
    };
  }

  /** The plan as autocannon sends it, each connection its next upload as soon as the last is answered. */
  const request: autocannon.Request = {
    method: 'POST',
    path: UPLOAD_PATH,
    setupRequest(req, context) {
      const upload = next();
      Object.assign(context, { upload });
      return { ...req, headers: upload.headers, body: upload.body };
    },
    onResponse(status, body, context) {
      (context as { upload: ReturnType<typeof next> }).upload.answered(status, body);
    },
  };

  /**
   * Posts again, one by one, every upload of a started team that was not answered 201: those the
   * end of the run cut off, and any that failed, as a plugin retries. Returns how many were resent.
   */
  async function completeTeams(baseUrl: string): Promise<{ resent: number; failed: number }> {
    let resent = 0;
    let failed = 0;
    for (const outcome of outcomes.values()) {
      for (let member = 0; member < TEAM_SIZE; member++) {
        if (outcome.ids.has(member)) continue;
        resent++;
        const res = await fetch(`${baseUrl}${UPLOAD_PATH}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${tokenOf(outcome.team.index, member)}` },
          body: reportOf(outcome.team, member),
        });
        const text = await res.text();
        if (res.status === 201) record({ team: outcome.team.index, member }, res.status, text);
        else failed++;
      }
    }
    return { resent, failed };
  }

  /**
   * Sends the plan's next uploads for `seconds`: `uploadRate` a second, a team's five at once, or,
   * with no rate, from `uploadConnections` each sending its next as soon as the last is answered.
   */
  const send = (baseUrl: string, { uploadRate, uploadConnections }: Pick<LoadOptions, 'uploadRate' | 'uploadConnections'>, seconds: number): Promise<TrafficSummary> =>
    uploadRate
      ? runPaced({ baseUrl, path: UPLOAD_PATH, rate: uploadRate, together: TEAM_SIZE, seconds, next })
      : runTraffic({ baseUrl, connections: uploadConnections, seconds, request });

  return { send, completeTeams, outcomes: (): TeamOutcome[] => [...outcomes.values()] };
}

/** One plugin's upload outside the timed traffic, of a team of its own (`label`), answered with the round's id. */
export async function uploadOnce(baseUrl: string, token: string, label: string): Promise<number> {
  const names = Array.from({ length: TEAM_SIZE }, (_, member) => `${label} ${member}`);
  const res = await fetch(`${baseUrl}${UPLOAD_PATH}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: reportOf({ index: -1, names, roundTime: 612.6, scroller: null }, 0),
  });
  if (res.status !== 201) throw new Error(`an upload was refused: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { id: number } }).data.id;
}
