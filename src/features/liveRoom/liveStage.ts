import { liveRoomMsg } from '../../text/liveRoom';

const t = liveRoomMsg;

/** What the live stage shows: the stream, or one line saying why not (yet). */
export type LiveStage = { kind: 'video'; src: string } | { kind: 'note'; text: string };

/** liveStatus of the room (001 §7): '0' live now, '1' reserved, anything else ended. */
export type LiveStatus = string;

export interface StageFacts {
  loggedIn: boolean;
  /** The gate machine's state (`loading`, `password`, … `playing`). */
  gate: string;
  /** The cached room's liveStatus; a room not cached (yet) counts as live ('0'). */
  liveStatus: LiveStatus | undefined;
  /** The reserved room's start time, as the server sent it. */
  startTime: string | null | undefined;
  /** The stream address the gate holds. */
  pullUrl: string;
}

const LIVE = '0';
const RESERVED = '1';

/** The room's status as the page shows it (a room not cached yet counts as live). */
export const liveStatusOf = (liveStatus: LiveStatus | undefined): LiveStatus => liveStatus ?? LIVE;

/** 直播中 / 预告 / 已结束 */
export const liveStatusLabel = (liveStatus: LiveStatus): string =>
  liveStatus === LIVE
    ? t.liveStatus.live
    : liveStatus === RESERVED
      ? t.liveStatus.reserved
      : t.liveStatus.ended;

/**
 * The stage (001 §2 Live room): the stream only once the gate lets the user in and the room is live; else
 * why not: log in first, the room's password, the reserved start, the end, or still loading.
 */
export const liveStage = (f: StageFacts): LiveStage => {
  const status = liveStatusOf(f.liveStatus);
  const playing = f.gate === 'playing';
  if (playing && status === LIVE) return { kind: 'video', src: f.pullUrl };
  if (!f.loggedIn) return { kind: 'note', text: t.loginToWatch };
  if (f.gate === 'password' || f.gate === 'verifyingPassword')
    return { kind: 'note', text: t.passwordToWatch };
  if (status === RESERVED) return { kind: 'note', text: t.reservedNote(f.startTime ?? '') };
  if (playing) return { kind: 'note', text: t.endedNote };
  return { kind: 'note', text: t.loading };
};
