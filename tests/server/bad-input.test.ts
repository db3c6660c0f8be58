/**
 * Issue 10 item 8: bad input answers a Chinese envelope with the right status, never a 500 and never a
 * silent guess. Framework refusals are checked through `inject`; those of Node's HTTP parser (431, an
 * over-long request line, a garbled request) on a listening server with a raw socket.
 */
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { containsPattern } from '../../server/db/like';
import { clientErrorStatus } from '../../server/http/errors';
import { bearer, getJson, postJson, startTestApp, type TestApp } from './helpers';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await startTestApp();
  token = (await postJson(t.app, '/api/__test/session?uid=1')).body.data.token;
});
afterAll(async () => {
  await t.close();
});

const envelope = (status: number, msg: string) => ({ status, body: { code: status, msg } });

async function answer(r: { statusCode: number; json: () => unknown }) {
  return { status: r.statusCode, body: r.json() };
}

describe("Fastify's own refusals answer the envelope in Chinese", () => {
  it('404 for an unknown API path, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE', 'PUT'] as const) {
      expect(await answer(await t.app.inject({ method, url: '/api/nope' }))).toEqual(
        envelope(404, '资源不存在'),
      );
    }
  });

  it('400 for malformed JSON and a bad %-encoding in the path', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/youth/comment',
      headers: { 'content-type': 'application/json', ...bearer(token) },
      payload: '{"text":',
    });
    expect(await answer(json)).toEqual(envelope(400, '请求参数有误'));
    expect(await answer(await t.app.inject({ url: '/api/youth/video/%zz' }))).toEqual(
      envelope(400, '请求参数有误'),
    );
  });

  it('413 for a body past the limit', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/liveRoom/recordTalk',
      headers: { 'content-type': 'application/json', ...bearer(token) },
      payload: JSON.stringify({ roomId: 1, content: 'x'.repeat(1_100_000) }),
    });
    expect(await answer(r)).toEqual(envelope(413, '提交的内容过大'));
  });

  it('415 for a content type the API does not read', async () => {
    for (const type of ['text/xml', 'multipart/form-data; boundary=x', 'application/octet-stream']) {
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/science/smsCode',
        headers: { 'content-type': type },
        payload: '<a/>',
      });
      expect(await answer(r), type).toEqual(envelope(415, '不支持的请求格式'));
    }
  });

  it('414 for a path parameter or a URL past the limits', async () => {
    expect(await answer(await t.app.inject({ url: `/api/youth/video/${'1'.repeat(101)}` }))).toEqual(
      envelope(414, '请求地址过长'),
    );
    expect(await answer(await t.app.inject({ url: `/api/radio/coursesList?q=${'a'.repeat(9000)}` }))).toEqual(
      envelope(414, '请求地址过长'),
    );
  });
});

describe("Node's HTTP parser refusals answer the envelope in Chinese", () => {
  let port = 0;
  let app: TestApp['app'];
  beforeAll(async () => {
    app = await t.build();
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });

  /**
   * Sends raw bytes and reads the whole answer (the server closes the connection: a refusal always, a good
   * request because it says `Connection: close`). Not `end()`: a half-closed client lets Node drop the
   * answer of a request still being served (seen on PostgreSQL, where the answer takes longer).
   */
  const raw = (request: string) =>
    new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write(request));
      const chunks: Buffer[] = [];
      socket.on('data', (d) => chunks.push(d));
      socket.on('error', reject);
      socket.on('close', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const [head = '', body = ''] = text.split('\r\n\r\n');
        resolve({
          status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]),
          type: /content-type: ([^\r]+)/i.exec(head)?.[1] ?? '',
          body,
        });
      });
    });

  it('431 for headers past 16 KiB', async () => {
    const r = await raw(
      `GET /api/radio/coursesList HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(r.status).toBe(431);
    expect(r.type).toContain('application/json');
    expect(JSON.parse(r.body)).toEqual({ code: 431, msg: '请求头过大' });
  });

  it('414 for a request line past the limit', async () => {
    const r = await raw(`GET /api/radio/coursesList?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(r.status).toBe(414);
    expect(JSON.parse(r.body)).toEqual({ code: 414, msg: '请求地址过长' });
  });

  it('400 for a request the parser cannot read', async () => {
    const r = await raw('GARBAGE\r\n\r\n');
    expect(r.status).toBe(400);
    expect(JSON.parse(r.body)).toEqual({ code: 400, msg: '请求参数有误' });
  });

  it('and the server still answers afterwards', async () => {
    const r = await raw('GET /api/radio/coursesList HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(r.status).toBe(200);
    expect(JSON.parse(r.body).code).toBe(200);
  });

  it('tells an over-long URL from over-long headers', () => {
    const overflow = (packet: string) =>
      clientErrorStatus(
        Object.assign(new Error('x'), { code: 'HPE_HEADER_OVERFLOW', rawPacket: Buffer.from(packet) }),
      );
    expect(overflow(`GET /${'a'.repeat(60_000)}`)).toBe(414);
    expect(overflow(`GET /${'a'.repeat(9000)} HTTP/1.1\r\nHost: x\r\n`)).toBe(414);
    expect(overflow(`GET / HTTP/1.1\r\nX: ${'a'.repeat(20_000)}`)).toBe(431);
    expect(clientErrorStatus(Object.assign(new Error('x'), { code: 'HPE_INVALID_METHOD' }))).toBe(400);
  });
});

describe('NUL characters never reach the database', () => {
  it('in a path, a query or a body (even a nested key) answer 400', async () => {
    const nul = envelope(400, '内容包含无效字符');
    expect(await answer(await t.app.inject({ url: '/api/dict/data/type/a%00b' }))).toEqual(nul);
    expect(await answer(await t.app.inject({ url: '/api/youth/video/listAll?keySpeaker=%00' }))).toEqual(nul);
    const body = async (payload: object) =>
      answer(
        await t.app.inject({ method: 'POST', url: '/api/youth/comment', headers: bearer(token), payload }),
      );
    expect(await body({ youthVideoId: 1, text: 'a\u0000b' })).toEqual(nul);
    expect(await body({ youthVideoId: 1, text: 'ok', extra: { 'k\u0000': 1 } })).toEqual(nul);
  });

  it('and the shared schemas refuse them too (for the socket, which has no HTTP guard)', async () => {
    const { chatSendSchema } = await import('../../src/schemas/liveRoom');
    const r = chatSendSchema.safeParse({ id: 'client-0001', roomId: 1, content: 'a\u0000b' });
    expect(r.success ? null : r.error.issues[0]?.message).toBe('内容包含无效字符');
  });
});

describe('no silent guesses', () => {
  it('"12abc", " 12", "0x10" and "1e1" are not ids', async () => {
    for (const id of ['12abc', '%2012', '0x10', '1e1', '1.0']) {
      expect((await getJson(t.app, `/api/youth/video/${id}`)).body, id).toEqual({
        code: 500,
        msg: '视频不存在或已下架',
      });
      // No id names no news item: the same answer as an unknown one.
      expect((await getJson(t.app, `/api/radio/indexNewsInfo?id=${id}`)).body, id).toEqual({
        code: 404,
        msg: '该新闻不存在或已被删除',
      });
    }
    expect((await getJson(t.app, '/api/youth/video/1')).body.code).toBe(200);
  });

  it('ids past PostgreSQL int4 are refused as ids, not answered 500', async () => {
    for (const id of ['2147483648', '99999999999', '1e300']) {
      expect(await getJson(t.app, `/api/liveRoom/${id}`)).toEqual({
        status: 200,
        body: { code: 404, msg: '直播间不存在' },
      });
      expect((await getJson(t.app, `/api/training/video/${id}`)).body).toEqual({
        code: 500,
        msg: '课程不存在',
      });
    }
    const talk = await postJson(
      t.app,
      '/api/liveRoom/recordTalk',
      { roomId: 99999999999, content: 'hi' },
      token,
    );
    expect(talk).toEqual({ status: 200, body: { code: 500, msg: '直播间不存在' } });
  });

  it('a text of only zero-width characters and spaces is blank', async () => {
    const blank = '\u200b\u200c\u200d\u2060\ufeff \u3000';
    expect(
      (await postJson(t.app, '/api/youth/comment', { youthVideoId: 1, text: blank }, token)).body,
    ).toEqual({
      code: 500,
      msg: '评论内容不能为空',
    });
    expect(
      (await postJson(t.app, '/api/liveRoom/recordTalk', { roomId: 1, content: blank }, token)).body,
    ).toEqual({ code: 500, msg: '请输入留言内容' });
  });
});

describe('LIKE searches take % and _ literally', () => {
  it('escapes the pattern', () => {
    expect(containsPattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });

  it('a search for % or _ finds only what contains them', async () => {
    const all = (await getJson(t.app, '/api/youth/video/listAll')).body.total as number;
    expect(all).toBeGreaterThan(0);
    for (const s of ['%', '_', '%25', '\\']) {
      const q = encodeURIComponent(s);
      expect((await getJson(t.app, `/api/youth/video/listAll?keySpeaker=${q}`)).body.total, s).toBe(0);
      expect(
        (await getJson(t.app, `/api/youth/video/list?videoCategory=1&searchValue=${q}`)).body.total,
        s,
      ).toBe(0);
      expect((await getJson(t.app, `/api/training/video/list?keySpeaker=${q}`)).body.total, s).toBe(0);
    }
    const named = await getJson(t.app, `/api/youth/video/listAll?keySpeaker=${encodeURIComponent('周')}`);
    expect(named.body.total).toBeGreaterThan(0);
  });
});
