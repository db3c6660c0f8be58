/**
 * Issue 10 item 8: bad input answers a Chinese envelope with the right status, never a 500 and never a
 * silent guess. Framework refusals are checked through `inject`; those of Node's HTTP parser (431, an
 * over-long request line, a garbled request) on a listening server with a raw socket.
 */
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdir } from 'node:fs/promises';
import { containsPattern } from '../../server/db/like';
import { clientErrorStatus } from '../../server/http/errors';
import { uploadDirsOf } from '../../server/uploads/storage';
import { TUS_PATH } from '../../server/uploads/tus';
import { bearer, getJson, postJson, startTestApp, type TestApp } from './helpers';
import { createUser, createVideo } from './factories';
import { patternSlice, rawRequest, tusMetadata, type RawAnswer } from './uploadSupport';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await startTestApp();
  token = (await createUser(t.app)).token;
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
    const { id } = await createVideo(t.db);
    expect((await getJson(t.app, `/api/youth/video/${id}`)).body.code).toBe(200);
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

describe('tus: an id that names no upload of the caller is refused before tus acts on it (issue 31)', () => {
  let base = '';
  let app: TestApp['app'];
  beforeAll(async () => {
    app = await t.build();
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  const freshUser = async () =>
    (await postJson(t.app, '/api/__test/liveRoom/user')).body.data as { uid: number; token: string };
  const tus = (method: string, path: string, token: string, extra: Record<string, string | number> = {}) =>
    rawRequest(`${base}${path}`, method, {
      'tus-resumable': '1.0.0',
      ...bearer(token),
      ...extra,
    }) as Promise<RawAnswer>;
  /** What each method sends besides the id (a PATCH a few bytes at offset 0, a POST a valid creation). */
  const extraOf = (method: string): Record<string, string | number> =>
    method === 'PATCH'
      ? { 'upload-offset': 0, 'content-type': 'application/offset+octet-stream' }
      : method === 'POST'
        ? { 'upload-length': 100, 'upload-metadata': tusMetadata({ filename: 'b.mp4' }) }
        : {};

  it('for every method and id shape, from the owner and from another user: no 500, the Chinese envelope, nothing of the upload lost', async () => {
    const a = await freshUser();
    const b = await freshUser();
    const body = patternSlice(0, 5000);
    const made = await tus('POST', TUS_PATH, a.token, {
      'upload-length': body.length,
      'upload-metadata': tusMetadata({ filename: 'a.mp4' }),
    });
    expect(made.status).toBe(201);
    const location = made.headers.location as string;
    const id = location.slice(TUS_PATH.length + 1);
    const half = patternSlice(0, 2000);
    const sent = (await rawRequest(
      `${base}${location}`,
      'PATCH',
      {
        'tus-resumable': '1.0.0',
        ...bearer(a.token),
        'upload-offset': 0,
        'content-type': 'application/offset+octet-stream',
      },
      [half],
    )) as RawAnswer;
    expect(sent.status).toBe(204);
    const tusDir = uploadDirsOf(app)!.tus;
    const held = async () => (await readdir(tusDir)).filter((n) => n.startsWith(id)).sort();
    expect(await held()).toEqual([id, `${id}.json`]);

    const shapes = [
      `${id}.json`,
      `${id}.info`,
      `${id}.part`,
      `${id}.JSON`,
      `${id}%2Ejson`,
      `${id}%2ejson`,
      encodeURIComponent(`${id}.json`),
      `${id.toUpperCase()}`,
      `${id}%00`,
      `${id}%2F..`,
      `${id}%2F.json`,
      `..%2F${id}`,
      `%2E%2E%2F${id}.json`,
      '..',
      '.',
      '%2e%2e',
      '%2E',
      '...',
      `${id.slice(0, 31)}`,
      `${id}0`,
      `${id}%20`,
      `%20${id}`,
      'tus',
      '0'.repeat(32),
    ];
    const methods = ['HEAD', 'PATCH', 'DELETE', 'POST', 'OPTIONS', 'GET'];
    const problems: string[] = [];
    for (const user of [b, a]) {
      for (const method of methods) {
        for (const shape of shapes) {
          const r = await tus(method, `${TUS_PATH}/${shape}`, user.token, extraOf(method));
          const what = `${user === a ? 'owner' : 'other'} ${method} ${shape} → ${r.status} ${r.body.slice(0, 80)}`;
          if (r.status >= 500) problems.push(what);
          else if (r.status >= 400 && method !== 'HEAD') {
            const type = String(r.headers['content-type'] ?? '');
            let envelope: { code?: unknown; msg?: unknown } = {};
            try {
              envelope = JSON.parse(r.body) as typeof envelope;
            } catch {
              problems.push(`${what}: not JSON`);
              continue;
            }
            if (!type.includes('application/json')) problems.push(`${what}: ${type}`);
            if (envelope.code !== r.status || !/[\u3400-\u9fff]/.test(String(envelope.msg)))
              problems.push(`${what}: not the envelope`);
          } else if (method !== 'OPTIONS' && r.status < 400) problems.push(`${what}: accepted`);
          if ((await held()).length !== 2) problems.push(`${what}: the upload lost ${(await held()).join()}`);
        }
      }
      // Another user cannot touch the upload by its own id either, whatever the method.
      if (user === b)
        for (const method of ['HEAD', 'PATCH', 'DELETE']) {
          const r = await tus(method, location, b.token, extraOf(method));
          if (r.status !== 404) problems.push(`other ${method} ${id} → ${r.status}`);
        }
    }
    expect(problems).toEqual([]);

    // The owner's upload is whole: HEAD tells what arrived, and it finishes.
    const h = await tus('HEAD', location, a.token);
    expect(h.status).toBe(200);
    expect(h.headers['upload-offset']).toBe(String(half.length));
    const done = (await rawRequest(
      `${base}${location}`,
      'PATCH',
      {
        'tus-resumable': '1.0.0',
        ...bearer(a.token),
        'upload-offset': half.length,
        'content-type': 'application/offset+octet-stream',
      },
      [body.subarray(half.length)],
    )) as RawAnswer;
    expect(done.status).toBe(200);
    expect(JSON.parse(done.body).data.fileSize).toBe(body.length);
  }, 60_000);

  it('a malformed tus header answers the envelope in Chinese, not tus’s English text', async () => {
    const u = await freshUser();
    const cases: Array<[string, Record<string, string>]> = [
      ['POST', { 'upload-length': '-1' }],
      ['POST', { 'upload-length': 'abc' }],
      ['POST', { 'upload-length': '1.5' }],
      ['POST', { 'upload-length': '10', 'upload-metadata': 'filename' }],
      ['POST', { 'upload-length': '10', 'upload-metadata': 'a b,a c' }],
      ['POST', { 'upload-defer-length': '2' }],
      ['POST', { 'upload-length': '10', 'upload-concat': 'whole' }],
      ['POST', { 'upload-length': '10', 'tus-version': '9.9.9' }],
      ['POST', { 'upload-length': '10', 'x-forwarded-proto': 'ftp' }],
      ['POST', {}],
      ['POST', { 'upload-length': '10', 'upload-defer-length': '1' }],
    ];
    for (const [method, headers] of cases) {
      const r = await tus(method, TUS_PATH, u.token, {
        'upload-metadata': tusMetadata({ filename: 'a.mp4' }),
        ...headers,
      });
      expect(r.status, JSON.stringify(headers)).toBeGreaterThanOrEqual(400);
      expect(r.status, JSON.stringify(headers)).toBeLessThan(500);
      expect(r.headers['content-type'], JSON.stringify(headers)).toContain('application/json');
      const envelope = JSON.parse(r.body) as { code: number; msg: string };
      expect(envelope.code, JSON.stringify(headers)).toBe(r.status);
      expect(envelope.msg, JSON.stringify(headers)).toMatch(/[\u3400-\u9fff]/);
    }
    // A PATCH with a bad offset, and a wrong protocol version.
    const made = await tus('POST', TUS_PATH, u.token, {
      'upload-length': 100,
      'upload-metadata': tusMetadata({ filename: 'a.mp4' }),
    });
    const patches: Array<Record<string, string>> = [
      { 'upload-offset': 'x', 'content-type': 'application/offset+octet-stream' },
      { 'upload-offset': '-3', 'content-type': 'application/offset+octet-stream' },
      { 'upload-offset': '0', 'tus-resumable': '0.2.2', 'content-type': 'application/offset+octet-stream' },
    ];
    for (const headers of patches) {
      const r = await tus('PATCH', made.headers.location as string, u.token, headers);
      expect(r.status, JSON.stringify(headers)).toBe(400);
      expect(JSON.parse(r.body), JSON.stringify(headers)).toEqual({
        code: 400,
        msg: expect.stringMatching(/[\u3400-\u9fff]/),
      });
    }
  });
});
