import crypto from 'node:crypto';
import type { Logger } from 'pino';
import { TICK_SECONDS } from '../../domain/constants';
import { COUNTED_STATUSES } from '../../domain/trust';
import type { Db } from '../db/connection';
import { Random } from './random';

/** Between one simulated round's upload and the next round's start, as a team walks back and scrolls again. */
const BREAK_MS = 45_000;
/** The first round began this long before the server started, so its first checkpoint comes within seconds. */
const FIRST_ROUND_HEAD_START_MS = 38_000;
/** Loading between waves: the real time a round takes beyond its game time. */
const LOADING_SECONDS_PER_WAVE = 1.8;

interface SimulatedTeam {
  stop(): void;
}

const ticks = (seconds: number) => Math.round(seconds / TICK_SECONDS) * TICK_SECONDS;

/** Five characters who played a 5 Man round together, in their roles: the demo's own regulars. */
async function regulars(db: Db): Promise<{ character_name: string; role: string }[] | null> {
  const round = await db('rounds').where({ format: 'five_man' }).orderBy('id', 'desc').first('id');
  if (!round) return null;
  const players = await db('round_players').where({ round_id: round.id }).orderBy('position').select('character_name', 'role');
  return players.length === 5 ? players : null;
}

/** A time slower than the format's third-fastest: the team's rounds count as they land, never held for review. */
async function modestTime(db: Db, rng: Random): Promise<number> {
  const third = await db('rounds').where({ format: 'five_man' }).whereIn('status', COUNTED_STATUSES).orderBy('round_time').offset(2).first('round_time');
  return ticks(Math.max(Number(third?.round_time ?? 540), 540) + 20 + rng.next() * 70);
}

/** Wave times summing to the round's time, the later waves longer, each a whole number of ticks. */
function waveTimes(rng: Random, roundTime: number): number[] {
  const weights = Array.from({ length: 10 }, (_, i) => 0.7 + i * 0.07 + rng.next() * 0.1);
  const total = weights.reduce((sum, w) => sum + w, 0);
  const waves = weights.map((w) => ticks((w / total) * roundTime));
  waves[9] = ticks(roundTime - waves.slice(0, 9).reduce((sum, w) => sum + w, 0));
  return waves;
}

/**
 * A team that plays 5 Man rounds on the demo server, as the plugin reports them: the scroller's QS
 * checkpoint at the start of each wave 2 to 10, at a real round's pace, then every teammate's
 * upload. Through the server's own HTTP endpoints with a plugin token, so /live has something to follow.
 */
/** `speed` plays faster than real time, for tests that watch a whole round. */
export function startSimulatedTeam(db: Db, baseUrl: string, signingSecret: string, logger: Logger, { speed = 1 } = {}): SimulatedTeam {
  const rng = new Random(Date.now() % 2_147_483_647);
  const timers = new Set<NodeJS.Timeout>();
  let stopped = false;
  let token: string | null = null;

  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, Math.max(0, ms / speed));
      timer.unref();
      timers.add(timer);
    });

  /** A plugin token, asked for as the plugin asks: HMAC-SHA256 over timestamp and nonce. */
  async function pluginToken(character: string): Promise<string> {
    const timestamp = String(Date.now());
    const nonce = crypto.randomUUID();
    const signature = crypto.createHmac('sha256', signingSecret).update(`${timestamp}${nonce}`).digest('base64');
    const res = await fetch(`${baseUrl}/api/v1/tokens/public/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Timestamp': timestamp, 'X-Nonce': nonce, 'X-Signature': signature },
      body: JSON.stringify({ description: character }),
    });
    const body = (await res.json()) as { data?: { token?: string } };
    if (!body.data?.token) throw new Error(`the simulated team got no plugin token: ${res.status}`);
    return body.data.token;
  }

  async function post(path: string, body: unknown): Promise<void> {
    const res = await fetch(`${baseUrl}/api/v1${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    if (res.status >= 400) throw new Error(`the simulated team's ${path} answered ${res.status}: ${await res.text()}`);
  }

  async function playRound(startedAtMs: number): Promise<void> {
    const players = await regulars(db);
    if (!players) return;
    const scroller = players[0]!.character_name;
    token ??= await pluginToken(scroller);
    const roundTime = await modestTime(db, rng);
    const waves = waveTimes(rng, roundTime);
    const startedAt = new Date(startedAtMs).toISOString();
    const qs = waves.map(() => 4 + (rng.next() < 0.7 ? 0 : rng.next() < 0.7 ? 1 : 2));
    let elapsed = 0;
    // The round's clock: real milliseconds since it started, run `speed` times faster.
    const playedMs = () => (Date.now() - startedAtMs) * speed;
    for (let wave = 2; wave <= 10 && !stopped; wave++) {
      elapsed += (waves[wave - 2]! + LOADING_SECONDS_PER_WAVE) * 1000;
      await wait(elapsed - playedMs());
      if (stopped) return;
      await post('/run-sessions/checkpoints', { format: 'five_man', players, reporter: scroller, scroller: true, round_started_at: startedAt, wave_number: wave, qs_time: qs[wave - 1], good_premove: true });
    }
    elapsed += (waves[9]! + LOADING_SECONDS_PER_WAVE) * 1000;
    await wait(elapsed - playedMs());
    if (stopped) return;
    const waveData = waves.map((wave_time, i) => ({ wave_number: i + 1, wave_time, qs_time: i === 0 ? 0 : qs[i], good_premove: true, reset: false }));
    for (const [i, player] of players.entries()) {
      await post('/rounds/', {
        format: 'five_man',
        round_time: i === 0 ? roundTime : ticks(roundTime + TICK_SECONDS),
        submitted_by: player.character_name,
        scroller: i === 0,
        world_region: 'USE',
        players,
        wave_data: waveData,
        round_started_at: startedAt,
        elapsed_real_time: Number((elapsed / 1000).toFixed(1)),
      });
    }
  }

  void (async () => {
    let start = Date.now() - FIRST_ROUND_HEAD_START_MS / speed;
    while (!stopped) {
      try {
        await playRound(start);
      } catch (err) {
        logger.warn({ err }, 'the simulated team could not play its round');
      }
      await wait(BREAK_MS);
      start = Date.now();
    }
  })();

  return {
    stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
    },
  };
}
