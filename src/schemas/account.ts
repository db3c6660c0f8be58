import { z } from 'zod';
import { msg } from '../text/messages';
import { dataResponse, envelope } from './common';
import { isWebAddress } from './redirect';
import { requiredText, textSchema } from './primitives';
import { INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH, MOBILE_PHONE, PROFILE_MAX } from './limits';
import { lazySchema } from './lazy';

export {
  INVITE_CODE_ALPHABET,
  INVITE_CODE_LENGTH,
  PHONE_BIND_POINTS,
  PROFILE_MAX,
  SMS_COOLDOWN_MS,
  TOKEN_DAYS,
} from './limits';

const tooLong = msg.profile.maxLength(PROFILE_MAX);
const text = (required: string) => requiredText(required, PROFILE_MAX, { tooLong });
const optionalText = lazySchema(() => textSchema(PROFILE_MAX, { tooLong }).optional());
/** The graphic captcha's id (a UUID). */
const captchaUuid = lazySchema(() => requiredText(msg.profile.captchaRequired, 64));
/** Mainland mobile numbers: 11 digits starting with 1. */
export const phoneSchema = lazySchema(() =>
  text(msg.profile.phoneRequired).regex(MOBILE_PHONE, msg.profile.phoneInvalid),
);

const INVITE_CODE = new RegExp(`^[${INVITE_CODE_ALPHABET}]{${INVITE_CODE_LENGTH}}$`);

/**
 * otherInviteCode as a form sends it: optional ('' = none), read without surrounding spaces and in
 * upper case (a code typed in lower case is the same code), then 8 characters of the alphabet.
 */
export const otherInviteCodeSchema = lazySchema(() =>
  z
    .string({ error: msg.profile.inviteCodeInvalid })
    .max(64, msg.profile.inviteCodeInvalid)
    .transform((v) => v.trim().toUpperCase())
    .refine((v) => v === '' || INVITE_CODE.test(v), msg.profile.inviteCodeInvalid)
    .optional(),
);

export const userSchema = lazySchema(() =>
  z.looseObject({
    uid: z.union([z.number(), z.string()]).transform(String),
    nickName: z
      .string()
      .nullish()
      .transform((v) => v ?? ''),
    realName: z
      .string()
      .nullish()
      .transform((v) => v ?? ''),
    phone: z
      .string()
      .nullish()
      .transform((v) => v ?? ''),
    showWorkInfo: z
      .union([z.number(), z.string()])
      .nullish()
      .transform((v) => (Number(v) === 1 ? 1 : 0)),
    hospital: z
      .string()
      .nullish()
      .transform((v) => v ?? ''),
    department: z
      .string()
      .nullish()
      .transform((v) => v ?? ''),
    jodTitle: z
      .string()
      .nullish()
      .transform((v) => v ?? ''),
    score: z
      .number()
      .nullish()
      .transform((v) => v ?? 0),
    availableScore: z
      .number()
      .nullish()
      .transform((v) => v ?? 0),
    userImg: z
      .string()
      .nullish()
      .transform((v) => v ?? ''),
    /** 001 §3: the user's own code (to share) and the inviter's (set once; '' while none). */
    myInviteCode: z
      .string()
      .nullish()
      .transform((v) => v ?? ''),
    otherInviteCode: z
      .string()
      .nullish()
      .transform((v) => v ?? ''),
  }),
);
export type User = z.infer<typeof userSchema>;

export const profileResponse = lazySchema(() => dataResponse(userSchema));

/** GET /api/captchaImage: `img` is base64 GIF data without the data-URL prefix. */
export const captchaResponse = lazySchema(() =>
  z.looseObject({ code: z.number(), img: z.string(), uuid: z.string() }),
);
export type Captcha = z.infer<typeof captchaResponse>;

/** POST /api/science/smsCode: the phone plus the graphic captcha answer and its uuid. */
export const smsRequestSchema = lazySchema(() =>
  z.object({
    phone: phoneSchema,
    code: text(msg.profile.captchaRequired),
    uuid: captchaUuid,
  }),
);
export type SmsRequest = z.infer<typeof smsRequestSchema>;

/** The profile dialog's fields as the form holds them. */
export interface ProfileForm {
  nickName: string;
  realName: string;
  phone: string;
  code: string;
  uuid: string;
  smsCode: string;
  hospital: string;
  department: string;
  jodTitle: string;
  showWorkInfo: 0 | 1;
  /** 001 §5: optional; shown by the personal centre (the dialog sends the stored one back). */
  otherInviteCode: string;
}

const base = {
  nickName: text(msg.profile.nickNameRequired),
  realName: text(msg.profile.realNameRequired),
  hospital: text(msg.profile.hospitalRequired),
  department: optionalText,
  jodTitle: optionalText,
  showWorkInfo: z.union([z.literal(0), z.literal(1)], { error: msg.validation.badRequest }),
  otherInviteCode: otherInviteCodeSchema,
};

/**
 * POST /api/radio/user/modifyProfile (001 §7: the profile form plus otherInviteCode). While no phone is bound, the phone, graphic captcha and SMS code
 * are required (000 §5.1); once bound they are not sent and not checked.
 */
export const profileFormSchema = (phoneBound: boolean) =>
  phoneBound
    ? z.object(base)
    : z.object({
        ...base,
        phone: phoneSchema,
        code: text(msg.profile.captchaRequired),
        uuid: captchaUuid,
        smsCode: text(msg.profile.smsRequired),
      });

/** What the server accepts: either shape (it decides by the stored user). */
export const modifyProfileBody = lazySchema(() =>
  z.object({
    ...base,
    phone: optionalText,
    code: optionalText,
    uuid: textSchema(64).optional(),
    smsCode: optionalText,
  }),
);
export type ModifyProfileBody = z.infer<typeof modifyProfileBody>;

/** GET /api/wechatOpen/getQrConnectUrl: `msg` is the QR page address. */
/** The QR page address the login window is sent to: an http(s) address only (never `javascript:`). */
export const qrUrlResponse = lazySchema(() =>
  envelope.extend({ msg: z.string().min(1).refine(isWebAddress) }),
);
/** GET /api/wechatOpen/wxCallBack: answers the token as `radio_token`. */
export const wxCallbackResponse = lazySchema(() => envelope.extend({ radio_token: z.string().min(1) }));
