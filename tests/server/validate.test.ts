/**
 * How a route validates (server/http/validate.ts `valid`, docs/decisions/0079): bad input answers the
 * business failure HTTP 200 `{code: 500, msg}` with the shared schema's Chinese message (or the route's
 * own), never a 500 and never a log line; valid input reaches the handler parsed and typed; the order of
 * checks stays the route's (the bearer pre-handler first).
 */
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { POPSIC_COMMENT_MAX } from '../../domain/popsic';
import { popsicCommentInput, popsicIdParams } from '../../src/schemas/popsic';
import { msg } from '../../src/text/messages';
import { popsicMsg } from '../../src/text/popsic';
import { registerErrorHandler } from '../../server/http/errors';
import { loggerOptions } from '../../server/http/logging';
import { ok, refusing } from '../../server/http/reply';
import { valid } from '../../server/http/validate';
import { bearer, startTestApp, type TestApp } from './helpers';
import { createUser } from './factories';
import { captureLog } from './logCapture';

const failure = (message: string) => ({ status: 200, body: { code: 500, msg: message } });

describe('valid(schema, input) in a route', () => {
  const log = captureLog();
  const app = Fastify({ logger: loggerOptions(log.stream) });
  registerErrorHandler(app);
  app.post('/items/:id/comment', async (request) => {
    const { id } = valid(popsicIdParams, request.params);
    const { comment } = valid(popsicCommentInput, request.body);
    expectTypeOf(id).toEqualTypeOf<number>();
    expectTypeOf(comment).toEqualTypeOf<string>();
    return ok({ id, comment });
  });
  app.get('/items/:id', async (request) => {
    const { id } = valid(popsicIdParams, request.params, popsicMsg.workNotFound);
    return ok({ id });
  });
  app.post('/items/:id/inside', async (request) =>
    refusing(async () => ok(valid(popsicIdParams, request.params))),
  );

  afterAll(() => app.close());

  const post = async (url: string, payload?: string) => {
    const r = await app.inject({
      method: 'POST',
      url,
      ...(payload === undefined ? {} : { payload, headers: { 'content-type': 'application/json' } }),
    });
    return { status: r.statusCode, body: r.json() as unknown };
  };

  it('valid input reaches the handler parsed (the id coerced from the path, the text trimmed)', async () => {
    expect(await post('/items/0042/comment', JSON.stringify({ comment: '  好文章  ' }))).toEqual({
      status: 200,
      body: { code: 200, msg: '操作成功', data: { id: 42, comment: '好文章' } },
    });
  });

  it("bad input answers the schema's own Chinese message, in the order the route checks", async () => {
    expect(await post('/items/abc/comment', JSON.stringify({ comment: '' }))).toEqual(
      failure(msg.validation.idInvalid),
    );
    expect(await post('/items/1/comment', JSON.stringify({ comment: '   ' }))).toEqual(
      failure(popsicMsg.commentRequired),
    );
    expect(await post('/items/1/comment', JSON.stringify({ comment: '字'.repeat(100_000) }))).toEqual(
      failure(popsicMsg.commentTooLong(POPSIC_COMMENT_MAX)),
    );
  });

  it("zod's English defaults (no body, an array, a number for an object) become 请求参数有误", async () => {
    for (const payload of [undefined, '[]', '7', 'null', '"text"'])
      expect(await post('/items/1/comment', payload)).toEqual(failure(msg.validation.badRequest));
    // A field of the wrong type: the field's own message where the schema gives one.
    expect(await post('/items/1/comment', JSON.stringify({ comment: ['a'] }))).toEqual(
      failure(popsicMsg.commentRequired),
    );
  });

  it("a route's own message replaces the schema's for every failure", async () => {
    for (const id of ['abc', '0', '9'.repeat(30)]) {
      const r = await app.inject({ url: `/items/${id}` });
      expect({ status: r.statusCode, body: r.json() }).toEqual(failure(popsicMsg.workNotFound));
    }
  });

  it('inside refusing() it is a Refusal like the others', async () => {
    expect(await post('/items/x/inside')).toEqual(failure(msg.validation.idInvalid));
  });

  it('bad input is a business answer, not an error: nothing logged above info', () => {
    const levels = log.lines.map((l) => (JSON.parse(l) as { level: number }).level);
    expect(levels.length).toBeGreaterThan(0);
    expect(levels.filter((l) => l > 30)).toEqual([]);
  });
});

describe('on the real server, the bearer pre-handler still answers before the schema', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp();
    token = (await createUser(t.app)).token;
  });
  afterAll(() => t.close());

  const comment = async (headers: Record<string, string>) => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/science/web/work/abc/comment',
      headers: { 'content-type': 'application/json', ...headers },
      payload: '[]',
    });
    return { status: r.statusCode, body: r.json() as unknown };
  };

  it('no token: HTTP 401; with one: the path id refused first, then the body', async () => {
    expect(await comment({})).toEqual({ status: 401, body: { code: 401, msg: msg.api.expired } });
    expect(await comment(bearer(token))).toEqual(failure(msg.validation.idInvalid));
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/science/web/work/1/comment',
      headers: { 'content-type': 'application/json', ...bearer(token) },
      payload: '{}',
    });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ code: 500, msg: popsicMsg.commentRequired });
  });
});
