import { z } from 'zod';
import { dataResponse, envelope } from './common';
import { PASSWORD_MAX } from './liveDiscussion';
import { PROFILE_MAX } from './limits';
import { idSchema, requiredText } from './primitives';
import { msg } from '../text/messages';

const t = msg.liveRoom;

/** 001 §5/§9: a live chat message is at most 30 characters; empty messages are not sent. */
export const CHAT_MAX = 30;

/**
 * The chat message text, the same rule on client and server. Length is counted in UTF-16 units,
 * as the input's `maxLength` counts, so what the input accepts the server accepts. Blank (whitespace or
 * zero-width characters only) is empty; control characters are refused.
 */
export const chatContentSchema = requiredText(t.chatEmpty, CHAT_MAX, { tooLong: t.chatTooLong });

/** A client-generated message id: what retries and reconnects dedupe by. */
export const clientIdSchema = z
  .string({ error: msg.validation.badRequest })
  .regex(/^[\w-]{8,64}$/, msg.validation.badRequest);

/** The live room page of one room (001 §2: /liveDetail?roomId=); what a live card's address points at. */
export const liveRoomPath = (roomId: number | string) =>
  `/liveDetail?roomId=${encodeURIComponent(String(roomId))}`;

/** A room id: digits only, 1 … 2147483647. */
export const roomIdSchema = idSchema;

/** What a client sends over the chat socket. */
export const chatSendSchema = z.object({
  id: clientIdSchema,
  roomId: roomIdSchema,
  content: chatContentSchema,
});
export type ChatSend = z.output<typeof chatSendSchema>;

/** A chat message as every transport delivers it (`seq`: the server's order, socket.io only). */
export const chatMessageSchema = z.object({
  id: z.string(),
  roomId: z.string(),
  uid: z.string(),
  nickName: z.string(),
  userImg: z.string().optional(),
  content: z.string(),
  createTime: z.number(),
  seq: z.number().optional(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** POST /api/liveRoom/recordTalk body roomId, content (+ our optional client id, so a retry records once). */
export const recordTalkSchema = z.object({
  roomId: roomIdSchema,
  content: chatContentSchema,
  id: clientIdSchema.optional(),
});

const required = (label: string) => requiredText(label, PROFILE_MAX, { tooLong: t.tooLong(PROFILE_MAX) });

/** 001 §5: the live profile-completion form, every field required. */
export const makeUpSchema = z.object({
  realName: required(t.realNameRequired),
  hospital: required(t.hospitalRequired),
  phone: z
    .string({ error: msg.profile.phoneRequired })
    .transform((s) => s.trim())
    .pipe(
      z
        .string()
        .min(1, { message: msg.profile.phoneRequired, abort: true })
        .regex(/^1\d{10}$/, msg.profile.phoneInvalid),
    ),
});
export type MakeUpForm = z.input<typeof makeUpSchema>;

/** 001 §3 live room: id, name, announcement, imgUrl, pullUrl, roomNo (+ our status fields). */
export const liveRoomSchema = z.looseObject({
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
});
export type LiveRoom = z.output<typeof liveRoomSchema>;

export const liveRoomResponse = dataResponse(liveRoomSchema);
/** GET /api/liveRoom/needMakeUp: data '1' when the completion form must come first. */
export const needMakeUpResponse = dataResponse(z.union([z.string(), z.number()]).nullish());
/** GET /api/liveRoom/userSign: msg holds the chat signature. */
export const userSignResponse = envelope;
export const okResponse = envelope;

/**
 * POST /api/liveRoom/verifyPass body roomId, password (ours: the spec's room page asks no password; see
 * docs/decisions/0013). In the body, not the path, so it never reaches a log. Answers the stream address.
 */
export const roomPassBody = z.object({
  roomId: idSchema,
  password: z
    .string()
    .trim()
    .min(1, msg.liveDiscussion.passwordRequired)
    .max(PASSWORD_MAX, msg.validation.tooLong(PASSWORD_MAX)),
});
export const roomPassResponse = dataResponse(z.looseObject({ pullUrl: z.string() }));
