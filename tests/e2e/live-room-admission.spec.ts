import { expect, test } from '@playwright/test';
import { serverEnv, startServer, type ServerProcess } from '../engines/serverProcess';
import { board, chatInput, contextAs, enterRoom, freshViewer, say } from './live-room.support';

/**
 * The room cap and slow mode (issue 33, decision 0075). They are settings of the whole server, so this
 * spec runs a server process of its own (tests/engines/serverProcess.ts, in memory, on a port the system
 * picks) with a cap of one viewer and a threshold of 0.2 messages per second (3 messages in 10 s), which
 * the shared e2e server's other chat specs must never meet.
 */
let server: ServerProcess | null = null;
test.afterAll(async () => {
  await server?.stop();
});

test('a full room turns the next viewer away in Chinese; slow mode says so and refuses a message too soon', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  server = await startServer(
    serverEnv({
      DIST_DIR: process.env.DIST_DIR ?? 'dist',
      LIVE_ROOM_MAX_VIEWERS: '1',
      LIVE_ROOM_SLOW_MODE_RATE: '0.2',
      LIVE_ROOM_SLOW_MODE_SECONDS: '30',
    }),
  );
  const origin = server.url;
  const [va, vb] = [await freshViewer(request, origin), await freshViewer(request, origin)];
  const [ca, cb] = [await contextAs(browser, va, origin), await contextAs(browser, vb, origin)];
  const [a, b] = [await ca.newPage(), await cb.newPage()];

  // A takes the one place; B is told the room is full, and cannot type.
  await enterRoom(a, 1);
  await b.goto('/liveDetail?roomId=1');
  await b.getByRole('dialog', { name: '直播公告' }).getByRole('button', { name: '确定' }).click();
  await expect(board(b).getByRole('alert')).toHaveText('直播间人数已满，请稍后再试');
  await expect(chatInput(b)).toBeDisabled();
  await expect(board(a).getByRole('alert')).toHaveCount(0);

  // Three messages in 10 s pass 0.2 per second: the room goes into slow mode, and A's composer says so.
  await expect(a.getByTestId('chat-slow-mode')).toHaveCount(0);
  for (const text of ['第一条', '第二条', '第三条']) await say(a, text);
  await expect(a.getByTestId('chat-slow-mode')).toHaveText('慢速模式：每30秒可发言一次');
  // The next message within 30 s is refused with the seconds left; the board says why.
  await say(a, '第四条');
  const failed = a.locator('[data-testid="chat-message"][data-state="failed"]').filter({ hasText: '第四条' });
  await expect(failed.getByTestId('chat-failed')).toHaveText(
    /^发送失败：慢速模式中，请([1-9]|[12]\d|30)秒后再发言$/,
  );

  await ca.close();
  await cb.close();
});
