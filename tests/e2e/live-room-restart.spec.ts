import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { contextAs, enterRoom, freshViewer, messages, say } from './live-room.support';

/**
 * The chat across a server restart: this spec runs its own server process (port LIVE_RESTART_PORT,
 * default 8425) on its own data directory, stops it mid-chat and starts it again on the same data.
 */
const port = Number(process.env.LIVE_RESTART_PORT ?? 8425);
const origin = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'live-restart-'));

async function startServer(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'server/index.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      TEST_ROUTES: '1',
    },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${origin}/api/liveRoom/1`);
      if (res.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

let server: ChildProcess | null = null;
test.afterAll(async () => {
  if (server) await stopServer(server);
});

test('the server restarts mid-chat: both viewers reconnect, nothing is lost or doubled', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  server = await startServer();
  const [va, vb] = [await freshViewer(request, origin), await freshViewer(request, origin)];
  const [ca, cb] = [await contextAs(browser, va, origin), await contextAs(browser, vb, origin)];
  const [a, b] = [await ca.newPage(), await cb.newPage()];
  await enterRoom(a, 1);
  await enterRoom(b, 1);

  await say(a, '重启前A');
  await expect(messages(b, '重启前A')).toHaveCount(1);

  await stopServer(server);
  server = null;
  for (const p of [a, b])
    await expect(p.getByTestId('chat-status')).toHaveAttribute('data-status', 'reconnecting');

  // Sent while the server is down: shown at once as pending, delivered once it is back.
  await say(a, '断线时A');
  await expect(
    a.locator('[data-testid="chat-message"][data-state="pending"]').filter({ hasText: '断线时A' }),
  ).toHaveCount(1);

  server = await startServer();
  for (const p of [a, b])
    await expect(p.getByTestId('chat-status')).toHaveAttribute('data-status', 'connected', {
      timeout: 30_000,
    });
  await expect(
    a.locator('[data-testid="chat-message"][data-state="sent"]').filter({ hasText: '断线时A' }),
  ).toHaveCount(1, { timeout: 45_000 });
  await expect(messages(b, '断线时A')).toHaveCount(1, { timeout: 5_000 });

  await say(b, '重启后B');
  await expect(messages(a, '重启后B')).toHaveCount(1, { timeout: 2_000 });

  // Nothing doubled on either side, and the server recorded each message once.
  for (const p of [a, b])
    for (const text of ['重启前A', '断线时A', '重启后B']) await expect(messages(p, text)).toHaveCount(1);
  // A newcomer (logged out) reads the recorded history: each message once.
  const visitor = await browser.newContext({ baseURL: origin });
  const v = await visitor.newPage();
  await v.goto('/liveDetail?roomId=1');
  for (const text of ['重启前A', '断线时A', '重启后B']) await expect(messages(v, text)).toHaveCount(1);
  await visitor.close();
  await ca.close();
  await cb.close();
});
