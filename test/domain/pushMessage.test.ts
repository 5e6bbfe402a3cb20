import { describe, expect, it } from 'vitest';
import { liveMessage, pbMessage, readPushMessage, recordMessage } from '../../domain/pushMessage';

describe('push messages', () => {
  it("words a followed player's new PB as the round's notification, opening its details", () => {
    expect(pbMessage('Defender Dan', 'Healer', { id: 42, round_time: 612.6, format: 'five_man' })).toEqual({
      title: 'Defender Dan: new Healer PB',
      body: '10:12.6 in 5 Man',
      url: '/details/42',
      tag: 'pb:42:defender dan:Healer',
    });
  });

  it('words a world record with its team, and a round without players with its time alone', () => {
    const round = { id: 7, round_time: 597.4, format: 'five_man' as const };
    expect(recordMessage(round, ['A', 'B', 'C'])).toEqual({ title: 'New 5 Man world record', body: '9:57.4 by A, B, and C', url: '/details/7', tag: 'record:7' });
    expect(recordMessage(round, ['Solo']).body).toBe('9:57.4 by Solo');
    expect(recordMessage(round, []).body).toBe('9:57.4');
  });

  it('words a live round begun, opening the Live page, one notification a live round', () => {
    expect(liveMessage('Heals R Us', { id: 3, format: 'duo_heal' })).toEqual({ title: 'Heals R Us is playing Duo Heal', body: 'Live now: follow the round wave by wave.', url: '/live', tag: 'live:3' });
  });

  it("reads a push's data only as a message that opens one of the app's own paths", () => {
    const message = { title: 't', body: 'b', url: '/details/1', tag: 'x' };
    expect(readPushMessage(message)).toEqual(message);
    for (const url of ['https://elsewhere.example/x', '//elsewhere.example/x', 'javascript:alert(1)', '']) expect(readPushMessage({ ...message, url })).toBeNull();
    expect(readPushMessage({ ...message, title: 3 })).toBeNull();
    expect(readPushMessage(null)).toBeNull();
    expect(readPushMessage('text')).toBeNull();
  });
});
