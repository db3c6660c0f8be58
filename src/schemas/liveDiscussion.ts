import { z } from 'zod';
import { chinaDayStart, DAY_MS, parseChinaTime } from '../../domain/chinaTime';
import { NO_PASSWORD } from '../../domain/livePassword';
import { msg } from '../text/messages';
import { liveDiscussionMsg } from '../text/liveDiscussion';
import { envelope } from './common';
import { requiredText, textSchema } from './primitives';
import { lazySchema } from './lazy';

const t = liveDiscussionMsg;

/** Live session statuses (000 §4.3): '0' live now, '1' reserved, anything else ended. */
export const LIVE_NOW = '0';
export const LIVE_RESERVED = '1';

/** Consultation times travel as 'YYYY-MM-DD HH:mm:ss' in China time (domain/chinaTime). */

/**
 * 000 §5.2: "dates before (now minus one day) are disabled": a day is disabled when its midnight lies
 * more than one day before now, as the original's `disabledDate` does. In effect: today and later.
 */
export const isDayDisabled = (dayStartMs: number, now: number): boolean => dayStartMs < now - DAY_MS;

// ---------- the list ----------

const str = lazySchema(() =>
  z
    .union([z.string(), z.number()])
    .nullish()
    .transform((v) => (v === null || v === undefined ? '' : String(v))),
);

export const liveSessionSchema = lazySchema(() =>
  z.looseObject({
    id: z.union([z.number(), z.string()]).transform(String),
    title: str,
    userName: str,
    image: str,
    link: str,
    mdtLink: str,
    startTime: str,
    endTime: str,
    liveStatus: str,
    hasPass: str,
  }),
);
export type LiveSession = z.infer<typeof liveSessionSchema>;

export type LiveStatusKind = 'live' | 'reserved' | 'ended';
export const liveStatusKind = (liveStatus: string): LiveStatusKind =>
  liveStatus === LIVE_NOW ? 'live' : liveStatus === LIVE_RESERVED ? 'reserved' : 'ended';

/**
 * GET /api/live/indexList?pageNum&pageSize: one page of the sessions as `data`, and `total`. The spec
 * gives this list no page size; ours is 12 (4 rows of 3 cards), at most 100 per request (docs/decisions).
 */
export const LIVE_LIST_PAGE_SIZE = 12;
export const LIVE_LIST_MAX_PAGE_SIZE = 100;
export const indexListResponse = lazySchema(() =>
  z.looseObject({
    code: z.number(),
    msg: z.string().nullish(),
    data: z.array(liveSessionSchema),
    total: z.number().optional(),
  }),
);
export type LiveSessionPage = { rows: LiveSession[]; total: number };

/**
 * POST /api/live/verifyPass/{id}/{password}: on success `data` holds the meeting address, which the list
 * does not carry for a session with a password.
 */
export const verifyPassResponse = lazySchema(() =>
  z.looseObject({
    code: z.number(),
    msg: z.string().nullish(),
    data: z.looseObject({ link: str, mdtLink: str }).nullish(),
  }),
);

// ---------- meeting addresses ----------

/** The reference server's demo meeting page: on the portal's own origin, so always allowed. */
export const DEMO_MEETING_PATH = '/api/live/__meeting';
/** What a meeting link points at: the portal's own demo page, or a remote host. */
export const OWN_ORIGIN = Symbol('own origin');

/**
 * Where a meeting link points: `OWN_ORIGIN` for the demo meeting page, the lower-case host name of an
 * http(s) address without credentials, or null for anything that is no meeting address to frame (other
 * paths of this site, `//host`, `/\host`, javascript:, data: …). The server offers a link only when its
 * host is on MEETING_HOSTS (`meetingLinkAllowed`); the client frames only links that have a target.
 */
export function meetingLinkTarget(link: string): typeof OWN_ORIGIN | string | null {
  if (link.startsWith('/')) {
    return link.split(/[?#]/, 1)[0] === DEMO_MEETING_PATH ? OWN_ORIGIN : null;
  }
  if (!/^https?:\/\//i.test(link)) return null;
  try {
    const url = new URL(link);
    if (url.username !== '' || url.password !== '') return null;
    return url.hostname.toLowerCase() || null;
  } catch {
    return null;
  }
}

/** The server's rule: the demo meeting page, or an http(s) link whose host is on the allow-list. */
export const meetingLinkAllowed = (link: string, hosts: readonly string[]): boolean => {
  const target = meetingLinkTarget(link);
  return target === OWN_ORIGIN || (typeof target === 'string' && hosts.includes(target));
};

/**
 * The 在线会诊 iframe's sandbox: scripts, its own origin (a meeting keeps its session), forms (sign-in to
 * the meeting) and popups (opening the meeting app); no top navigation, no downloads, no modals.
 * `allow` lets the meeting ask for what a video meeting needs (docs/decisions, 0014).
 */
export const MEETING_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups';
export const MEETING_ALLOW = 'camera; microphone; display-capture; fullscreen';

// ---------- publishing limits ----------

/** A user publishes at most 3 consultations a minute and 20 in 24 hours (docs/decisions, 0014). */
export const CONSULTATION_PER_MINUTE = 3;
export const CONSULTATION_PER_DAY = 20;
export const applyConsultationResponse = lazySchema(() => envelope);

// ---------- the join dialog ----------

export const USER_NAME_MAX = 20;
export const PASSWORD_MIN = 4;
export const PASSWORD_MAX = 20;

/** The join dialog (000 §5.2): an expert name always; a password when hasPass is not '1'. */
export const joinFormSchema = (hasPass: string) =>
  z.object({
    userName: requiredText(t.userNameRequired, USER_NAME_MAX),
    password:
      hasPass === NO_PASSWORD ? z.string().optional() : requiredText(t.passwordRequired, PASSWORD_MAX),
  });
export type JoinForm = { userName: string; password: string };

// ---------- the consultation application ----------

export const TITLE_MAX = 64;
export const LINK_MAX = 500;
export const TEXT_MAX = 500;
export const PATIENT_ID_MAX = 32;

const required = (message: string, max: number, multiline = false) =>
  requiredText(message, max, { multiline });
/** 'YYYY-MM-DD HH:mm:ss' is 19 characters; a little room for what a form may add. */
const TIME_MAX = 32;

/** A meeting address the iframe may load: http(s) or a path on this site. */
const linkSchema = lazySchema(() =>
  required(t.linkRequired, LINK_MAX).refine(
    (v) => v === '' || /^https?:\/\/\S+$/i.test(v) || /^\/(?!\/)\S*$/.test(v),
    t.linkInvalid,
  ),
);

export interface ConsultationForm {
  title: string;
  userName: string;
  link: string;
  startTime: string;
  endTime: string;
  clinicalDiagnosis: string;
  patientId: string;
  consultationPurpose: string;
  password: string;
}

export const emptyConsultationForm = (): ConsultationForm => ({
  title: '',
  userName: '',
  link: '',
  startTime: '',
  endTime: '',
  clinicalDiagnosis: '',
  patientId: '',
  consultationPurpose: '',
  password: '',
});

/**
 * POST /api/live/applyConsultation (000 §5.2), the same rule on client and server. `now` is the
 * checking side's clock: the start day may not be disabled (see `isDayDisabled`).
 */
export const consultationSchema = (now: number) =>
  z
    .object({
      title: required(t.titleRequired, TITLE_MAX),
      userName: required(t.userNameRequired, USER_NAME_MAX),
      link: linkSchema,
      startTime: required(t.timeRequired, TIME_MAX),
      endTime: required(t.timeRequired, TIME_MAX),
      daterange: z
        .array(textSchema(TIME_MAX), { error: msg.validation.badRequest })
        .max(2, msg.validation.badRequest)
        .optional(),
      clinicalDiagnosis: required(t.clinicalDiagnosisRequired, TEXT_MAX, true),
      patientId: textSchema(PATIENT_ID_MAX).default(''),
      consultationPurpose: required(t.consultationPurposeRequired, TEXT_MAX, true),
      password: z
        .string({ error: t.passwordRule })
        .trim()
        .default('')
        .refine(
          (v) => v === '' || new RegExp(`^[A-Za-z0-9]{${PASSWORD_MIN},${PASSWORD_MAX}}$`).test(v),
          t.passwordRule,
        ),
    })
    .superRefine((form, ctx) => {
      const start = parseChinaTime(form.startTime);
      const end = parseChinaTime(form.endTime);
      if (form.startTime !== '' && start === null)
        ctx.addIssue({ code: 'custom', path: ['startTime'], message: t.timeInvalid });
      if (form.endTime !== '' && end === null)
        ctx.addIssue({ code: 'custom', path: ['endTime'], message: t.timeInvalid });
      if (start !== null && isDayDisabled(chinaDayStart(start), now))
        ctx.addIssue({ code: 'custom', path: ['startTime'], message: t.timeTooEarly });
      if (start !== null && end !== null && end < start)
        ctx.addIssue({ code: 'custom', path: ['endTime'], message: t.endBeforeStart });
    });
export type ConsultationBody = z.output<ReturnType<typeof consultationSchema>>;
