import { z } from 'zod';
import { dataResponse, envelope } from './common';
import { PASSWORD_MAX } from './liveDiscussion';
import { MOBILE_PHONE, PROFILE_MAX } from './limits';
import { intSchema, PG_INT_MAX, requiredText } from './primitives';
import { msg } from '../text/messages';
import { liveDiscussionMsg } from '../text/liveDiscussion';
import { liveRoomMsg } from '../text/liveRoom';
import { lazySchema } from './lazy';

const t = liveRoomMsg;

/** 001 §5/§9: a live chat message is at most 30 characters; empty messages are not sent. */
export const CHAT_MAX = 30;

/**
 * The chat message text, the same rule on client and server. Length is counted in UTF-16 units,
 * as the input's `maxLength` counts, so what the input accepts the server accepts. Blank (whitespace or
 * zero-width characters only) is empty; control characters are refused.
 */
export const chatContentSchema = lazySchema(() =>
  requiredText(t.chatEmpty, CHAT_MAX, { tooLong: t.chatTooLong }),
);

/** A client-generated message id: what retries and reconnects dedupe by. */
export const clientIdSchema = lazySchema(() =>
  z.string({ error: msg.validation.badRequest }).regex(/^[\w-]{8,64}$/, msg.validation.badRequest),
);

/**
 * A room id, strictly: a whole number 1…2^31−1, given as a number or as a string of digits (a path or
 * query). Nothing is guessed: '12abc', '1e3', ' 12', '', true or [5] are not ids (直播间不存在).
 */
export const roomIdSchema = lazySchema(() => intSchema({ min: 1, max: PG_INT_MAX, message: t.roomNotFound }));

/** The live room page of one room (001 §2: /liveDetail?roomId=); what a live card's address points at. */
export const liveRoomPath = (roomId: number | string) =>
  `/liveDetail?roomId=${encodeURIComponent(String(roomId))}`;

/**
 * The last message seq a client saw (`live_talks.id`, a bigserial): −1 for none yet. A JSON number,
 * a safe integer: 1e300 or 1.5 is not a seq.
 */
export const seqSchema = lazySchema(() => z.number().int().min(-1).max(Number.MAX_SAFE_INTEGER));

/** `chat.join {roomId, sinceSeq}`: without sinceSeq (or −1) the latest messages come with the ack. */
export const chatJoinSchema = lazySchema(() =>
  z.object({
    roomId: roomIdSchema,
    sinceSeq: seqSchema.optional(),
    /** The client was in this room before and joins again after a lost connection (a full room lets it in). */
    rejoin: z.boolean().optional(),
  }),
);
export type ChatJoin = z.output<typeof chatJoinSchema>;

/** `chat.history {roomId, sinceSeq}`: the next page of the catch-up (messages after sinceSeq). */
export const chatHistorySchema = lazySchema(() =>
  z.object({
    roomId: roomIdSchema,
    sinceSeq: seqSchema,
  }),
);
export type ChatHistory = z.output<typeof chatHistorySchema>;

/**
 * What a client sends over the chat socket. `queued`: the message waited for a connection (typed while
 * offline, or a retry of an unanswered attempt); the rate limit lets a few such through beyond its burst.
 */
export const chatSendSchema = lazySchema(() =>
  z.object({
    id: clientIdSchema,
    roomId: roomIdSchema,
    content: chatContentSchema,
    queued: z.boolean().optional(),
  }),
);
export type ChatSend = z.output<typeof chatSendSchema>;

/** A session token as issued (hex today); anything else in the socket handshake reads only. */
export const sessionTokenSchema = lazySchema(() => z.string().regex(/^[\w-]{16,128}$/));

/** The socket handshake's `auth`: `{token}` for a logged-in user; any other shape is a visitor. */
export const chatAuthSchema = lazySchema(() => z.object({ token: sessionTokenSchema }));

/** A chat message as every transport delivers it (`seq`: the server's order, socket.io only). */
export const chatMessageSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    roomId: z.string(),
    uid: z.string(),
    nickName: z.string(),
    userImg: z.string().optional(),
    content: z.string(),
    createTime: z.number(),
    seq: z.number().optional(),
  }),
);
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** POST /api/liveRoom/recordTalk body roomId, content (+ our optional client id, so a retry records once). */
export const recordTalkSchema = lazySchema(() =>
  z.object({
    roomId: roomIdSchema,
    content: chatContentSchema,
    id: clientIdSchema.optional(),
  }),
);

const required = (label: string) => requiredText(label, PROFILE_MAX, { tooLong: t.tooLong(PROFILE_MAX) });

/** 001 §5: the live profile-completion form, every field required. */
export const makeUpSchema = lazySchema(() =>
  z.object({
    realName: required(t.realNameRequired),
    hospital: required(t.hospitalRequired),
    phone: z
      .string({ error: msg.profile.phoneRequired })
      .transform((s) => s.trim())
      .pipe(
        z
          .string()
          .min(1, { message: msg.profile.phoneRequired, abort: true })
          .regex(MOBILE_PHONE, msg.profile.phoneInvalid),
      ),
  }),
);
export type MakeUpForm = z.input<typeof makeUpSchema>;

/** 001 §3 live room: id, name, announcement, imgUrl, pullUrl, roomNo (+ our status fields). */
export const liveRoomSchema = lazySchema(() =>
  z.looseObject({
    id: z.union([z.string(), z.number()]).transform(String),
    name: z.string(),
    announcement: z
      .string()
      .nullish()
      .transform((v) => v ?? ''),
    imgUrl: z
      .string()
      .nullish()
      .transform((v) => v ?? ''),
    pullUrl: z
      .string()
      .nullish()
      .transform((v) => v ?? ''),
    roomNo: z.union([z.string(), z.number()]).transform(String),
    /** '0' live now, '1' reserved, anything else ended (the same codes as the live sessions of 000 §4.3). */
    liveStatus: z.string().optional(),
    startTime: z.string().nullish(),
    /** '1' no password; otherwise the room has one (the same codes as the live sessions' hasPass). */
    hasPass: z.string().optional(),
    /**
     * '1' when this viewer may have the stream: the room has no password, or the logged-in user entered it
     * (POST /api/liveRoom/verifyPass). Otherwise `pullUrl` is empty.
     */
    passVerified: z.string().optional(),
  }),
);
export type LiveRoom = z.output<typeof liveRoomSchema>;

export const liveRoomResponse = lazySchema(() => dataResponse(liveRoomSchema));
/** GET /api/liveRoom/needMakeUp: data '1' when the completion form must come first. */
export const needMakeUpResponse = lazySchema(() => dataResponse(z.union([z.string(), z.number()]).nullish()));
/** GET /api/liveRoom/userSign: msg holds the chat signature. */
export const userSignResponse = lazySchema(() => envelope);
export const okResponse = lazySchema(() => envelope);

/**
 * POST /api/liveRoom/verifyPass body roomId, password (ours: the spec's room page asks no password; see
 * docs/decisions/0013). In the body, not the path, so it never reaches a log. Answers the stream address.
 */
export const roomPassBody = lazySchema(() =>
  z.object({
    roomId: roomIdSchema,
    password: z
      .string()
      .trim()
      .min(1, liveDiscussionMsg.passwordRequired)
      .max(PASSWORD_MAX, msg.validation.tooLong(PASSWORD_MAX)),
  }),
);
export const roomPassResponse = lazySchema(() => dataResponse(z.looseObject({ pullUrl: z.string() })));
