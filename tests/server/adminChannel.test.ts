import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readChannel, sendAdminCommand } from '../../server/adminChannel/client';
import { runAdminCommand } from '../../server/adminChannel/commands';
import { startAdminChannel, type AdminChannel } from '../../server/adminChannel/listener';
import { CHANNEL_FILE, COMMAND_PATH, type ChannelFile } from '../../server/adminChannel/protocol';
import { adminMsg } from '../../src/text/admin';
import { bearer, getJson, postJson, startTestApp, type TestApp } from './helpers';

/**
 * The running portal's admin channel (issue 31 item 14, decision 0066): `npm run admin` runs its commands in
 * the portal that holds the embedded database, through a listener of its own on 127.0.0.1 that wants the
 * secret from DATA_DIR; nothing of it on the public port.
 */
let t: TestApp;
let dataDir: string;
let channel: AdminChannel;
let file: ChannelFile;

beforeAll(async () => {
  t = await startTestApp();
  dataDir = mkdtempSync(join(tmpdir(), 'portal-admin-'));
  channel = await startAdminChannel({ db: t.db, dataDir, log: t.app.log, now: t.clock.now });
  file = readChannel(dataDir)!;
}, 60_000);
afterAll(async () => {
  await channel.close();
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const post = (body: string, headers: Record<string, string> = {}) =>
  fetch(`${file.url}${COMMAND_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });

/** A fresh user with a pending application in group 2, and what the portal tells that user about it. */
async function pendingApplicant() {
  const { body } = await postJson(t.app, '/api/__test/liveRoom/user');
  const { uid, token } = body.data as { uid: number; token: string };
  await t.db.query(
    `INSERT INTO training_applications (uid, course_group_id, real_name, phone, company_name, state, created_at)
     VALUES ($1, '2', '待审学员', '13900000000', '测试医院', 0, now())`,
    [uid],
  );
  const state = async () =>
    ((await getJson(t.app, '/api/training/apply/query?groupId=2', token)).body.data as { state: number })
      .state;
  return { uid, token, state };
}

describe('the admin channel', () => {
  it('is not on the public port: the admin call answers 404 there, secret or not', async () => {
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      const r = await t.app.inject({
        method,
        url: COMMAND_PATH,
        headers: bearer(file.secret),
        payload: { argv: ['list'] },
      });
      expect(r.statusCode, method).toBe(404);
      expect(r.json()).toMatchObject({ code: 404 });
    }
    // A GET there is a client route like any other (the history fallback), never a command.
    const page = await t.app.inject({ method: 'GET', url: COMMAND_PATH, headers: bearer(file.secret) });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(t.app.printRoutes()).not.toContain('admin');
  });

  it('listens on 127.0.0.1 only; its address and a fresh secret are in a file only the owner can read', () => {
    expect(file.url).toBe(channel.url);
    expect(channel.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(file.pid).toBe(process.pid);
    expect(file.secret.length).toBeGreaterThanOrEqual(43); // 32 random bytes
    expect(statSync(join(dataDir, CHANNEL_FILE)).mode & 0o777).toBe(0o600);
  });

  it('refuses a missing or wrong secret with 401 and runs nothing', async () => {
    const who = await pendingApplicant();
    const argv = JSON.stringify({ argv: ['approve', String(who.uid), '2'] });
    const wrong = `${file.secret.slice(0, -1)}${file.secret.endsWith('A') ? 'B' : 'A'}`;
    const tries: Record<string, string>[] = [
      {},
      { authorization: `Bearer ${wrong}` },
      { authorization: `Bearer ${file.secret}x` },
      { authorization: file.secret },
      { authorization: 'Bearer ' },
    ];
    for (const headers of tries) {
      const r = await post(argv, headers);
      expect(r.status).toBe(401);
      expect(await r.json()).toEqual({ code: 401, msg: adminMsg.channelUnauthorized });
    }
    expect(await who.state()).toBe(0);
  });

  it('answers a malformed command 400 in the envelope, never 500', async () => {
    const auth = bearer(file.secret);
    for (const body of [
      '{}',
      '{"argv":"list"}',
      '{"argv":[1]}',
      '{"argv":["list\\u0000"]}',
      '{"argv":["list"],"more":1}',
      JSON.stringify({ argv: Array.from({ length: 65 }, () => 'x') }),
    ]) {
      const r = await post(body, auth);
      expect(r.status, body).toBe(400);
      expect(await r.json()).toEqual({ code: 400, msg: adminMsg.channelBadRequest });
    }
    const broken = await post('{"argv":', auth);
    expect(broken.status).toBe(400);
    expect((await broken.json()) as { code: number }).toMatchObject({ code: 400 });
  });

  it('answers every command exactly as the command line run on the database itself', async () => {
    const commands = [
      ['list'],
      ['list', '--pending'],
      ['approve', '999999', '2'],
      ['approve', 'x', '2'],
      ['reject', '1', '2'],
      ['popsic-session', 'later'],
      ['works', 'list'],
      ['works', 'list', '--uid', '1'],
      ['works', 'list', '--status', '77'],
      ['works', 'review', '999999', '2'],
      ['campaign', 'list', 'qc'],
      ['campaign', 'list', 'zz'],
      ['campaign', 'open', 'mc', '1'],
      ['nothing'],
      [],
    ];
    for (const argv of commands) {
      const through = await sendAdminCommand(file, argv);
      expect(through, argv.join(' ')).toEqual(await runAdminCommand(t.db, argv, t.clock.now));
    }
    const list = await sendAdminCommand(file, ['list']);
    expect(list.code).toBe(0);
    expect(list.out.join('\n')).toContain('演示用户');
  });

  it('approves and rejects in the running portal: the applicant sees it at once', async () => {
    const a = await pendingApplicant();
    expect(await sendAdminCommand(file, ['approve', String(a.uid), '2'])).toEqual({
      code: 0,
      out: [`approved: uid ${a.uid}, group 2`],
      err: [],
    });
    expect(await a.state()).toBe(1);

    const b = await pendingApplicant();
    const rejected = await sendAdminCommand(file, ['reject', String(b.uid), '2', '资料', '不全']);
    expect(rejected.out).toEqual([`rejected: uid ${b.uid}, group 2`]);
    const { body } = await getJson(t.app, '/api/training/apply/query?groupId=2', b.token);
    expect(body.data).toMatchObject({ state: 2, approvalReason: '资料 不全' });
  });

  it('removes its file when it closes, and the address then answers nothing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-admin-'));
    try {
      const other = await startAdminChannel({ db: t.db, dataDir: dir, log: t.app.log });
      const its = readChannel(dir)!;
      expect(its.secret).not.toBe(file.secret);
      await other.close();
      expect(existsSync(join(dir, CHANNEL_FILE))).toBe(false);
      expect(await sendAdminCommand(its, ['list'])).toEqual({
        code: 1,
        out: [],
        err: [adminMsg.channelUnreachable(its.url)],
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
