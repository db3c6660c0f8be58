import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { serverEnv, startServer, type ServerProcess } from '../engines/serverProcess';
import { contextAs, enterRoom, freshViewer, messages, say } from './live-room.support';

/**
 * The chat across a server restart: this spec runs its own server process (tests/engines/serverProcess.ts,
 * on a port the system picks) on its own data directory, stops it mid-chat and starts it again on the
 * same data and port.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'live-restart-'));
/** The built client on the data directory; the first start picks a port, a restart takes the same one. */
const serve = (port = '0') => startServer(serverEnv({ PORT: port, DATA_DIR: dataDir, DIST_DIR: 'dist' }));

let server: ServerProcess | null = null;
test.afterAll(async () => {
  await server?.stop();
});

test('the server restarts mid-chat: both viewers reconnect, nothing is lost or doubled', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  server = await serve();
  const origin = server.url;
  const [va, vb] = [await freshViewer(request, origin), await freshViewer(request, origin)];
  const [ca, cb] = [await contextAs(browser, va, origin), await contextAs(browser, vb, origin)];
  const [a, b] = [await ca.newPage(), await cb.newPage()];
  await enterRoom(a, 1);
  await enterRoom(b, 1);

  await say(a, '重启前A');
  await expect(messages(b, '重启前A')).toHaveCount(1);

  await server.stop();
  server = null;
  for (const p of [a, b])
    await expect(p.getByTestId('chat-status')).toHaveAttribute('data-status', 'reconnecting');

  // Sent while the server is down: shown at once as pending, delivered once it is back.
  await say(a, '断线时A');
  await expect(
    a.locator('[data-testid="chat-message"][data-state="pending"]').filter({ hasText: '断线时A' }),
  ).toHaveCount(1);

  server = await serve(new URL(origin).port);
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
