import { describe, expect, it } from 'vitest';
import { pbMessage, readPushMessage } from '../../domain/pushMessage';

describe('push messages', () => {
  it("words a followed player's new PB as the round's notification, opening its details", () => {
    expect(pbMessage('Defender Dan', 'Healer', { id: 42, round_time: 612.6, format: 'five_man' })).toEqual({
      title: 'Defender Dan: new Healer PB',
      body: '10:12.6 in 5 Man',
      url: '/details/42',
      tag: 'pb:42:defender dan:Healer',
    });
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
