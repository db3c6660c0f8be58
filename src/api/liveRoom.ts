import { queryOptions } from '@tanstack/react-query';
import {
  liveRoomResponse,
  needMakeUpResponse,
  okResponse,
  roomPassResponse,
  userSignResponse,
  type LiveRoom,
  type MakeUpForm,
} from '../schemas/liveRoom';
import { request } from './client';

/** The live-room calls (001 §7 Live room). */
export const liveRoomKeys = {
  all: ['liveRoom'] as const,
  room: (roomId: string) => [...liveRoomKeys.all, 'room', roomId] as const,
};

/** GET /api/liveRoom/{roomId}. Silent: the page alerts 数据错误 itself (001 §8). */
export const getLiveRoom = async (roomId: string, opts: { signal?: AbortSignal } = {}): Promise<LiveRoom> => {
  const res = await request({
    url: `/api/liveRoom/${encodeURIComponent(roomId)}`,
    schema: liveRoomResponse,
    silent: true,
    ...opts,
  });
  return res.data;
};

/**
 * The room, fetched by the gate machine's loadRoom through the QueryClient (one cache); fresh for 30 s, so
 * the page reads the same answer the gate saw.
 */
export const liveRoomQuery = (roomId: string) =>
  queryOptions({
    queryKey: liveRoomKeys.room(roomId),
    queryFn: ({ signal }) => getLiveRoom(roomId, { signal }),
    staleTime: 30_000,
  });

/** GET /api/liveRoom/needMakeUp → true when the server answers '1'. */
export const needMakeUp = async (roomId: string): Promise<boolean> => {
  const res = await request({
    url: '/api/liveRoom/needMakeUp',
    params: { roomId },
    schema: needMakeUpResponse,
    auth: true,
    silent: true,
  });
  return String(res.data ?? '') === '1';
};

/** POST /api/liveRoom/makeUpUser body realName, hospital, phone (the machine reports failures). */
export const makeUpUser = async (form: MakeUpForm): Promise<void> => {
  await request({
    method: 'post',
    url: '/api/liveRoom/makeUpUser',
    data: form,
    schema: okResponse,
    auth: true,
    silent: true,
  });
};

/** GET /api/liveRoom/userSign?userId → the chat signature held in msg. */
export const userSign = async (userId: string): Promise<string> => {
  const res = await request({
    url: '/api/liveRoom/userSign',
    params: { userId },
    schema: userSignResponse,
    auth: true,
  });
  return res.msg ?? '';
};

/**
 * POST /api/liveRoom/recordTalk body roomId, content (+ the message's client id, so a retry records
 * once). Silent: the chat shows the message's own delivery state.
 */
export const recordTalk = async (roomId: string, content: string, id?: string): Promise<void> => {
  await request({
    method: 'post',
    url: '/api/liveRoom/recordTalk',
    data: { roomId, content, id },
    schema: okResponse,
    auth: true,
    silent: true,
  });
};

/**
 * POST /api/liveRoom/verifyPass body roomId, password (docs/decisions/0013) → the stream address.
 * Silent: the password dialog shows the server's message.
 */
export const verifyRoomPass = async (roomId: string, password: string): Promise<{ pullUrl: string }> => {
  const res = await request({
    method: 'post',
    url: '/api/liveRoom/verifyPass',
    data: { roomId, password },
    schema: roomPassResponse,
    auth: true,
    silent: true,
  });
  return { pullUrl: res.data.pullUrl };
};
