// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiveRoomInfo } from '../../machines/liveRoom.machine';
import {
  liveStage,
  liveStatusLabel,
  liveStatusOf,
  type LiveStage,
  type StageFacts,
} from '../../src/features/liveRoom/liveStage';
import {
  LiveRoomError,
  LiveRoomView,
  type LiveRoomViewProps,
} from '../../src/features/liveRoom/LiveRoomView';
import { msg } from '../../src/text/messages';
import { liveRoomMsg } from '../../src/text/liveRoom';

const t = liveRoomMsg;
afterEach(cleanup);

const room: LiveRoomInfo = {
  id: '3',
  name: '胸部影像直播间',
  announcement: '请保持安静',
  pullUrl: '/media/live/3.mp4',
  roomNo: 'r3',
};

const view = (over: Partial<LiveRoomViewProps> = {}) => {
  const props: LiveRoomViewProps = {
    gate: 'playing',
    room,
    liveStatus: '0',
    stage: { kind: 'video', src: room.pullUrl },
    chat: {
      entries: [],
      status: 'connected',
      viewers: 12,
      loggedIn: true,
      onSend: vi.fn(),
      onRetry: vi.fn(),
    },
    onRetry: vi.fn(),
    ...over,
  };
  render(
    <MemoryRouter>
      <LiveRoomView {...props} />
    </MemoryRouter>,
  );
  return props;
};

describe('LiveRoomView (/liveDetail)', () => {
  it('playing a live room: the name, 直播中, the stream and the chat beside it', () => {
    view();
    expect(screen.getByRole('heading', { level: 1, name: room.name })).toBeTruthy();
    expect(screen.getByText(t.liveStatus.live)).toBeTruthy();
    const stage = screen.getByTestId('live-stage');
    expect(stage.getAttribute('data-gate')).toBe('playing');
    const video = within(stage).getByLabelText(t.videoLabel);
    expect(video.getAttribute('src')).toBe(room.pullUrl);
    expect(screen.getByText(t.board)).toBeTruthy();
    expect(screen.getByText(t.viewers(12))).toBeTruthy();
  });

  it('a note instead of the stream: the stage says why, the dialogs the page gives are shown', () => {
    view({
      gate: 'password',
      liveStatus: '1',
      stage: { kind: 'note', text: t.passwordToWatch },
      children: <div role="dialog" aria-label="参会密码" />,
    });
    const stage = screen.getByTestId('live-stage');
    expect(within(stage).queryByLabelText(t.videoLabel)).toBeNull();
    expect(within(stage).getByText(t.passwordToWatch)).toBeTruthy();
    expect(screen.getByText(t.liveStatus.reserved)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: '参会密码' })).toBeTruthy();
  });

  it('loading: 直播间加载中… and no stage yet', () => {
    view({ gate: 'loading', room: null });
    expect(screen.getByText(t.loading)).toBeTruthy();
    expect(screen.queryByTestId('live-stage')).toBeNull();
  });

  it('an unknown room: 直播间不存在 with the way back to /live, no retry', () => {
    view({ gate: 'notFound', room: null });
    expect(screen.getByRole('alert').textContent).toContain(t.roomNotFound);
    expect(screen.getByRole('link', { name: t.backToList }).getAttribute('href')).toBe('/live');
    expect(screen.queryByRole('button', { name: msg.app.retry })).toBeNull();
  });

  it('failed: 数据错误 with 重试 that asks the gate again', async () => {
    const props = view({ gate: 'failed', room: null });
    expect(screen.getByRole('alert').textContent).toContain(t.dataError);
    await userEvent.click(screen.getByRole('button', { name: msg.app.retry }));
    expect(props.onRetry).toHaveBeenCalledTimes(1);
  });

  it('a viewer the full room turned away: 直播间人数已满，请稍后再试 on the board, nothing to type', () => {
    view({
      chat: {
        entries: [],
        status: 'connected',
        viewers: 0,
        loggedIn: true,
        refusal: t.roomFull,
        onSend: vi.fn(),
        onRetry: vi.fn(),
      },
    });
    const board = screen.getByRole('region', { name: t.board });
    expect(within(board).getByRole('alert').textContent).toBe('直播间人数已满，请稍后再试');
    expect((within(board).getByRole('textbox', { name: t.inputLabel }) as HTMLInputElement).disabled).toBe(
      true,
    );
  });

  it('slow mode: the composer says 慢速模式：每N秒可发言一次; without it, no such line', () => {
    const chat = {
      entries: [],
      status: 'connected' as const,
      viewers: 3,
      loggedIn: true,
      onSend: vi.fn(),
      onRetry: vi.fn(),
    };
    view({ chat: { ...chat, slowSeconds: 5 } });
    expect(screen.getByTestId('chat-slow-mode').textContent).toBe('慢速模式：每5秒可发言一次');
    cleanup();
    view({ chat });
    expect(screen.queryByTestId('chat-slow-mode')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('no room id: 数据错误 without a retry that could not help', () => {
    render(<LiveRoomError />);
    expect(screen.getByRole('alert').textContent).toBe(t.dataError);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('liveStage: what the stage shows', () => {
  const facts = (over: Partial<StageFacts>): StageFacts => ({
    loggedIn: true,
    gate: 'playing',
    liveStatus: '0',
    startTime: '2026-12-01 14:30:00',
    pullUrl: '/media/live/3.mp4',
    ...over,
  });
  const note = (text: string): LiveStage => ({ kind: 'note', text });

  it.each<[string, Partial<StageFacts>, LiveStage]>([
    ['playing a live room: the stream', {}, { kind: 'video', src: '/media/live/3.mp4' }],
    [
      'a room not cached yet counts as live',
      { liveStatus: undefined },
      { kind: 'video', src: '/media/live/3.mp4' },
    ],
    ['logged out', { loggedIn: false, gate: 'loggedOut' }, note(t.loginToWatch)],
    [
      'logged out wins over a reserved room',
      { loggedIn: false, gate: 'loggedOut', liveStatus: '1' },
      note(t.loginToWatch),
    ],
    ['the password asked', { gate: 'password' }, note(t.passwordToWatch)],
    ['the password being checked', { gate: 'verifyingPassword', liveStatus: '1' }, note(t.passwordToWatch)],
    ['reserved: its start', { liveStatus: '1' }, note(t.reservedNote('2026-12-01 14:30:00'))],
    ['reserved, no start known', { liveStatus: '1', startTime: null }, note(t.reservedNote(''))],
    ['ended and let in', { liveStatus: '2' }, note(t.endedNote)],
    ['ended, the gate still open', { liveStatus: '2', gate: 'announcement' }, note(t.loading)],
    ['live, the gate still open', { gate: 'makeUp' }, note(t.loading)],
  ])('%s', (_, over, stage) => {
    expect(liveStage(facts(over))).toEqual(stage);
  });

  it('labels the status 直播中 / 预告 / 已结束', () => {
    expect(['0', '1', '2', '9'].map(liveStatusLabel)).toEqual([
      t.liveStatus.live,
      t.liveStatus.reserved,
      t.liveStatus.ended,
      t.liveStatus.ended,
    ]);
    expect(liveStatusOf(undefined)).toBe('0');
    expect(liveStatusOf('2')).toBe('2');
  });
});
