import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EXAM_SUBMIT_GRACE_MS } from '../../src/schemas/training';
import { getJson, postJson, startTestApp, type TestApp } from './helpers';

/** The test-only server clock (server/testing/clock.ts, decision 0035). */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
afterEach(() => t.app.inject({ method: 'DELETE', url: '/api/__test/clock' }));

const advance = async (ms: number | string) =>
  (await postJson(t.app, `/api/__test/clock?advanceMs=${ms}`)).body;

describe('POST /api/__test/clock', () => {
  it('moves the clock every route reads, forward only, and DELETE puts it back', async () => {
    const start = t.clock.now();
    expect(await advance(20_000)).toEqual({
      code: 200,
      msg: '操作成功',
      data: { offsetMs: 20_000, now: start + 20_000 },
    });
    expect((await advance(1000)).data).toEqual({ offsetMs: 21_000, now: start + 21_000 });
    for (const bad of [-1, 'x', '', 86_400_001])
      expect(await advance(bad)).toEqual({ code: 500, msg: '请求参数有误' });
    const reset = await t.app.inject({ method: 'DELETE', url: '/api/__test/clock' });
    expect(reset.json()).toMatchObject({ code: 200, data: { offsetMs: 0, now: start } });
  });

  it("ends a timed exam on the server's moved clock: past deadline and grace it is finalised as time-up", async () => {
    const video = (await postJson(t.app, '/api/__test/training/video?questions=3')).body.data.id as number;
    const u = (await postJson(t.app, '/api/__test/training/user')).body.data as {
      uid: number;
      token: string;
    };
    const started = (
      await postJson(
        t.app,
        '/api/training/exam/record',
        { trainingVideoId: video, submitType: 0, subIndex: 0, answerJson: '[]' },
        u.token,
      )
    ).body.data;
    await advance(started.deadline - started.serverTime + EXAM_SUBMIT_GRACE_MS + 1);
    const last = (await getJson(t.app, `/api/training/exam/record/last?trainingVideoId=${video}`, u.token))
      .body.data;
    expect(last).toMatchObject({ id: started.id, state: 1, submitType: 2 });
  });

  it('does not exist without the test-only switch', async () => {
    const plain = await t.build({ config: { ...t.config, testRoutes: false } });
    const res = await plain.inject({ method: 'POST', url: '/api/__test/clock?advanceMs=1000' });
    expect(res.statusCode).toBe(404);
    const prod = await t.build({ config: { ...t.config, nodeEnv: 'production' } });
    expect((await prod.inject({ method: 'POST', url: '/api/__test/clock?advanceMs=1000' })).statusCode).toBe(
      404,
    );
  });
});
