import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { splitBarColumn } from '../../api/unfurl/draw/roundPicture';
import { PALETTES } from '../../api/unfurl/draw/theme';
import { heldRound, submitRound } from '../support/api';
import { databaseKinds } from '../support/databases';
import { startServer, type TestServer } from '../support/server';
import { fiveManRound } from '../fixtures/rounds';

const SITE = 'https://ba-times.example';
const DISCORD = 'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)';
const TWITTER = 'Twitterbot/1.0';
const SHELL = '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="theme-color" content="#c9a227" /><meta name="description" content="Barbarian Assault round times, leaderboards and replays." /><title>BA Times</title></head><body><div id="root"></div></body></html>';

/** The page's meta tags by property or name, as a crawler reads them: no script runs. */
function tagsOf(html: string): Record<string, string> {
  const tags: Record<string, string> = {};
  for (const match of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"/g)) tags[match[1]!] = match[2]!.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  return tags;
}

const hex = (color: string) => [1, 3, 5].map((at) => parseInt(color.slice(at, at + 2), 16));

function pixel(png: PNG, x: number, y: number): number[] {
  const at = (png.width * y + x) * 4;
  return [png.data[at]!, png.data[at + 1]!, png.data[at + 2]!];
}

describe.each(databaseKinds)('links that unfurl on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let staticDir: string;
  const ids: Record<'record' | 'slower' | 'held' | 'deleted', number> = { record: 0, slower: 0, held: 0, deleted: 0 };

  const page = async (pathAndQuery: string, agent = DISCORD, headers: Record<string, string> = {}) => {
    const res = await fetch(server.baseUrl + pathAndQuery, { headers: { 'User-Agent': agent, ...headers } });
    expect(res.status).toBe(200);
    return { html: await res.text() };
  };
  const tagsAt = async (pathAndQuery: string, agent = DISCORD) => tagsOf((await page(pathAndQuery, agent)).html);
  const picture = async (url: string, headers: Record<string, string> = {}) => {
    expect(url.startsWith(`${SITE}/og/`)).toBe(true);
    const res = await fetch(server.baseUrl + url.slice(SITE.length), { headers });
    return { res, body: Buffer.from(await res.arrayBuffer()) };
  };

  beforeAll(async () => {
    staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ba-times-unfurl-'));
    fs.writeFileSync(path.join(staticDir, 'index.html'), SHELL);
    server = await startServer(kind, { STATIC_DIR: staticDir, PUBLIC_URL: SITE });
    admin = await server.signInAdmin();
    ids.record = await submitRound(server, admin, fiveManRound({ round_time: 600 }));
    ids.slower = await submitRound(server, admin, fiveManRound({ round_time: 612.6, wave_data: fiveManRound().wave_data.slice(0, 9) }));
    ids.held = await heldRound(server);
    ids.deleted = await submitRound(server, admin, fiveManRound({ round_time: 700 }));
    expect((await server.request('DELETE', `/api/v1/rounds/${ids.deleted}`, { token: admin })).status).toBeLessThan(300);
  });

  afterAll(async () => {
    await server?.stop();
    fs.rmSync(staticDir, { recursive: true, force: true });
  });

  it("gives a round's page its own tags on the first byte, for Discord's crawler and Twitter's alike", async () => {
    for (const agent of [DISCORD, TWITTER]) {
      const tags = await tagsAt(`/details/${ids.slower}`, agent);
      expect(tags['og:title']).toBe('5 Man in 10:12.6, #2');
      expect(tags['og:description']).toContain('Defender Dan (Defender)');
      expect(tags['og:description']).toContain('12.6 s behind the world record of 10:00.0');
      expect(tags.description).toBe(tags['og:description']);
      expect(tags['og:url']).toBe(`${SITE}/details/${ids.slower}`);
      expect(tags['og:image']).toMatch(new RegExp(`^${SITE}/og/round/${ids.slower}\\.png\\?v=[0-9a-f]{24}$`));
      expect([tags['og:image:width'], tags['og:image:height']]).toEqual(['1200', '630']);
      expect(tags['og:image:alt']).toContain('wave splits');
      expect(tags['og:site_name']).toBe('BA Times');
      expect(tags['twitter:card']).toBe('summary_large_image');
      expect(tags['theme-color']).toBe('#c9a227');
    }
    expect((await tagsAt(`/details/${ids.record}`))['og:title']).toBe('5 Man in 10:00.0, World record');
    expect((await tagsAt(`/replay/${ids.record}`))['og:title']).toBe('Replay: 5 Man in 10:00.0, World record');
  });

  it("answers the round's picture: a 1200×630 PNG with its splits bar against the record's, kept for good under its version", async () => {
    const { res, body } = await picture((await tagsAt(`/details/${ids.slower}`))['og:image']!);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const png = PNG.sync.read(body);
    expect([png.width, png.height]).toEqual([1200, 630]);
    const { accent, record, bg } = PALETTES.dark;
    for (let wave = 0; wave < 10; wave++) {
      const own = splitBarColumn(wave, 'round');
      const theirs = splitBarColumn(wave, 'record');
      // The round sent nine splits: its tenth wave has no bar; the record's has all ten.
      expect(pixel(png, own.x + own.width / 2, own.bottom - 3)).toEqual(hex(wave < 9 ? accent : bg));
      expect(pixel(png, theirs.x + theirs.width / 2, theirs.bottom - 3)).toEqual(hex(record));
    }
    const again = await picture((await tagsAt(`/details/${ids.slower}`))['og:image']!);
    expect(again.body.equals(body)).toBe(true);
    const light = PNG.sync.read((await picture(`${SITE}/og/round/${ids.slower}.png?theme=light`)).body);
    expect(pixel(light, splitBarColumn(0, 'round').x + 5, splitBarColumn(0, 'round').bottom - 3)).toEqual(hex(PALETTES.light.accent));
  });

  it('answers a picture asked for without its version for a while, and a client holding it with 304', async () => {
    const first = await picture(`${SITE}/og/round/${ids.record}.png`);
    expect(first.res.headers.get('cache-control')).toBe('public, max-age=600');
    const etag = first.res.headers.get('etag')!;
    expect(etag).toMatch(/^"[0-9a-f]{24}"$/);
    expect((await picture(`${SITE}/og/round/${ids.record}.png`, { 'If-None-Match': etag })).res.status).toBe(304);
  });

  it('unfurls a held round as awaiting review and a deleted or unknown one as not found, with the site picture and no time', async () => {
    const held = await tagsAt(`/details/${ids.held}`);
    expect(held['og:title']).toBe('Awaiting review');
    expect(held['og:image']).toMatch(new RegExp(`^${SITE}/og/site\\.png\\?v=`));
    expect(JSON.stringify(held)).not.toContain('5:00.0');
    for (const gone of [ids.deleted, 999999, 'abc']) expect((await tagsAt(`/details/${gone}`))['og:title']).toBe('Round not found');
    expect((await picture(`${SITE}/og/round/${ids.held}.png`)).res.status).toBe(404);
    expect((await picture(`${SITE}/og/round/${ids.deleted}.png`)).res.status).toBe(404);
    const site = await picture(held['og:image']!);
    expect(PNG.sync.read(site.body).width).toBe(1200);
  });

  it("gives a player, a team and the records their own tags and pictures", async () => {
    const player = await tagsAt('/player/main%20man');
    expect(player['og:title']).toBe('Main Man on BA Times');
    expect(player['og:description']).toBe('Personal bests: 5 Man 10:00.0 as Main Attacker. 2 rounds played.');
    const team = await tagsAt(`/team/${encodeURIComponent('main man,defender dan,coll lector,second sam,heal hannah')}`);
    expect(team['og:title']).toBe('Team: Main Man, Second Sam, Heal Hannah, Coll Lector, Defender Dan');
    expect(team['og:description']).toContain('Best: 5 Man 10:00.0 in 2 rounds.');
    const records = await tagsAt('/records?format=five_man');
    expect(records['og:title']).toBe('5 Man world records');
    expect(records['og:url']).toBe(`${SITE}/records?format=five_man`);
    for (const tags of [player, team, records]) {
      const { res, body } = await picture(tags['og:image']!);
      expect(res.status).toBe(200);
      expect(PNG.sync.read(body).height).toBe(630);
    }
  });

  it('gives every list page its own title and description', async () => {
    const titles: Record<string, string> = {
      '/round-times': 'Round Times',
      '/round-times?format=leech': 'Round Times: Leech',
      '/leaderboard': 'Player Leaderboard',
      '/teams': 'Teams',
      '/live': 'Live',
      '/faq': 'Frequently Asked Questions',
    };
    for (const [address, title] of Object.entries(titles)) {
      const tags = await tagsAt(address);
      expect(tags['og:title']).toBe(title);
      expect(tags['og:description']).not.toBe('Barbarian Assault round times, leaderboards and replays.');
      expect(tags['og:url']).toBe(`${SITE}${address}`);
    }
  });

  it('puts nothing of a signed-in visitor in the tags, and nothing a request header says in an address', async () => {
    const token = await server.signIn('some-viewer');
    const anonymous = (await page(`/details/${ids.slower}`)).html;
    const signedIn = (await page(`/details/${ids.slower}`, DISCORD, { Authorization: `Bearer ${token}`, Cookie: `token=${token}`, Host: 'evil.example', 'X-Forwarded-Host': 'evil.example' })).html;
    expect(signedIn).toBe(anonymous);
    expect(signedIn).not.toContain('evil.example');
  });

  it('refuses bad picture addresses clearly and escapes markup in an address', async () => {
    const refused = async (address: string, status: number, message: RegExp) => {
      const res = await fetch(server.baseUrl + address);
      expect(res.status).toBe(status);
      expect(await res.text()).toMatch(message);
    };
    await refused('/og/round/abc.png', 400, /whole number/);
    await refused('/og/round/1e3.png', 400, /whole number/);
    await refused('/og/player/Nobody%20Here.png', 404, /nothing to show/);
    await refused(`/og/player/${'x'.repeat(2000)}.png`, 404, /No player/);
    await refused('/og/player/%3Cscript%3Ealert(1)%3C%2Fscript%3E.png', 404, /No player/);
    await refused('/og/player/%E0%A4%A.png', 400, /percent-encoding/);
    await refused('/og/records.png?format=bogus', 400, /format must be one of/);
    await refused('/og/site.png?theme=neon', 400, /theme must be one of/);
    await refused('/og/elsewhere.png', 404, /No such picture/);
    expect((await fetch(`${server.baseUrl}/og/site.png`, { method: 'POST' })).status).toBe(405);
    const markup = await page('/player/%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(markup.html).not.toContain('<script>alert(1)');
    expect(tagsOf(markup.html)['og:title']).toBe('Player not found');
    const long = await page(`/player/${'y'.repeat(2000)}`);
    expect(tagsOf(long.html)['og:title']).toBe('Player not found');
    expect(long.html).not.toContain('y'.repeat(100) + '"');
  });
});

describe('a flood of picture requests', () => {
  let server: TestServer;
  let admin: string;
  let staticDir: string;

  beforeAll(async () => {
    staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ba-times-unfurl-'));
    fs.writeFileSync(path.join(staticDir, 'index.html'), SHELL);
    // One minute's window throughout, however long the test takes.
    const minute = Date.UTC(2030, 0, 1, 12, 0, 1);
    server = await startServer('sqlite', { STATIC_DIR: staticDir, PUBLIC_URL: SITE, RATE_LIMIT_SCALE: '1' }, undefined, { rateLimitClock: () => minute });
    admin = await server.signInAdmin();
  });

  afterAll(async () => {
    await server?.stop();
    fs.rmSync(staticDir, { recursive: true, force: true });
  });

  it('draws at most its limit of new pictures per address, then stands the site picture in, and refuses past the request limit', async () => {
    const ids: number[] = [];
    for (let n = 0; n < 16; n++) ids.push(await submitRound(server, admin, fiveManRound({ round_time: 600 + n })));
    const asked = ids.flatMap((id) => [`/og/round/${id}.png`, `/og/round/${id}.png?theme=light`]);
    // One after another, as a crawler walks a channel: none waits behind another's drawing.
    const answers: Response[] = [];
    for (const address of asked) {
      const res = await fetch(server.baseUrl + address);
      await res.arrayBuffer();
      answers.push(res);
    }
    const drawn = answers.filter((res) => res.headers.get('cache-control') !== 'no-store');
    const standIns = answers.filter((res) => res.headers.get('cache-control') === 'no-store');
    expect(answers.every((res) => res.status === 200 && res.headers.get('content-type') === 'image/png')).toBe(true);
    expect(drawn).toHaveLength(30);
    expect(standIns).toHaveLength(2);
    let status = 200;
    for (let n = 0; n < 240 && status === 200; n++) status = (await fetch(`${server.baseUrl}/og/site.png`).then(async (res) => (await res.arrayBuffer(), res))).status;
    expect(status).toBe(429);
    expect((await fetch(`${server.baseUrl}/healthz`)).status).toBeLessThan(500);
  });
});
