import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../../server/seed';
import { seedRooms } from '../../server/seed/liveRoom';
import { liveRoomPath } from '../../src/schemas/liveRoom';
import { getJson, startTestApp, type TestApp } from './helpers';

/** Issue 11 A2: the home page's live card points at the live room it shows (/liveDetail?roomId=…). */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const liveCards = async () =>
  ((await getJson(t.app, '/api/youth/video/listNew')).body.data as Array<Record<string, unknown>>).filter(
    (v) => v.videoState === 2 && v.liveStreamingUrl !== '',
  );

describe('the live card', () => {
  it('opens an existing room, and carries that room’s name', async () => {
    const cards = await liveCards();
    expect(cards).toHaveLength(1);
    const room = seedRooms[0];
    expect(cards[0]).toMatchObject({ topic: room.name, liveStreamingUrl: liveRoomPath(room.id) });
    // The room page reads the id from the address the card opens.
    const roomId = new URLSearchParams(String(cards[0]!.liveStreamingUrl).split('?')[1]).get('roomId');
    const info = await getJson(t.app, `/api/liveRoom/${roomId}`);
    expect(info.body).toMatchObject({ code: 200, data: { name: room.name } });
  });

  it('is corrected on a database seeded before the fix', async () => {
    await t.db.query(
      `UPDATE youth_videos SET topic = '急诊胸痛三联征的影像诊断思路', live_streaming_url = '/liveDetail?id=1'
       WHERE live_streaming_url = $1`,
      [liveRoomPath(1)],
    );
    await t.db.query("DELETE FROM seed_runs WHERE name = 'homeLiveCardRoom'");
    expect(await seed(t.db)).toEqual(['homeLiveCardRoom']);
    expect((await liveCards())[0]).toMatchObject({ liveStreamingUrl: liveRoomPath(1) });
  });
});
