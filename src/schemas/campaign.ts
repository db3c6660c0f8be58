import { z } from 'zod';
import {
  AGE_MAX,
  AGE_MIN,
  AGE_OLDEST,
  CAMPAIGNS,
  CAMPAIGN_MAX as MAX,
  isCampaignStatus,
  type AttachmentRule,
  type CampaignId,
  type RegistrationField,
} from '../../domain/campaigns';
import { extensionOf } from '../../domain/fileKind';
import { MEDIA_URL_PREFIX } from '../../domain/submission';
import { campaignMsg as m } from '../text/campaign';
import { envelope } from './common';
import { MOBILE_PHONE } from './limits';
import { idSchema, intSchema, requiredText, textSchema } from './primitives';
import { lazySchema } from './lazy';

/**
 * The contribution campaigns (002 §3, §5, §7; issue 17): one registration schema and one work schema per
 * campaign, built from its configuration in domain/campaigns.ts, used by the wizard (on blur and on
 * 下一步) and by the server (register, commit). Decision 0051.
 */

const media = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(512)
    .refine((u) => u.startsWith(MEDIA_URL_PREFIX) && !u.includes('..'), m.fileUnknown);
const ofRule = (rule: AttachmentRule) => (u: string) => rule.extensions.includes(extensionOf(u));

/** A file of a work (002 §3: url, name or fileName, fileSize); the server fills fileName and the size. */
export const campaignFileSchema = lazySchema(() =>
  z.object({
    url: media(m.fileUnknown),
    name: requiredText(m.fileUnknown, 255),
    fileSize: intSchema({ min: 0, max: Number.MAX_SAFE_INTEGER }),
  }),
);
export type CampaignFile = z.infer<typeof campaignFileSchema>;

/** A picture address of the right kind (cover or proof). */
const picture = (required: string, rule: AttachmentRule, typeMessage: string) =>
  media(required).refine(ofRule(rule), typeMessage);

/** The age: micro-course requires it (≤ 40, 002 §5); med-speech takes it when given. */
const age = (required: boolean) => {
  const message = required ? m.ageRule : m.ageInvalid;
  const number = z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    z
      .string({ error: message })
      .trim()
      .refine((s) => s === '' || /^\d{1,3}$/.test(s), message)
      .refine(
        (s) => s === '' || (Number(s) >= AGE_MIN && Number(s) <= (required ? AGE_MAX : AGE_OLDEST)),
        message,
      ),
  );
  return required ? number.refine((s) => s !== '', message) : number.default('');
};

const registrationRules = (id: CampaignId): Record<RegistrationField, z.ZodType> => {
  const cfg = CAMPAIGNS[id];
  return {
    name: requiredText(cfg.registrant === 'leader' ? m.leaderRequired : m.nameRequired, MAX.name),
    workUnit: requiredText(m.workUnitRequired, MAX.workUnit),
    sourceUnit: requiredText(m.sourceUnitRequired, MAX.sourceUnit),
    phone: requiredText(m.phoneRequired, MAX.phone).refine((s) => MOBILE_PHONE.test(s), m.phoneInvalid),
    sourceSociety: cfg.required.includes('sourceSociety')
      ? requiredText(m.titleRankRequired, MAX.sourceSociety)
      : textSchema(MAX.sourceSociety).default(''),
    sourceGroup: age(cfg.required.includes('sourceGroup')),
    recomLetterUrl: cfg.proof ? picture(m.proofRequired, cfg.proof, m.proofType) : z.string().default(''),
  };
};

/** The captcha and SMS fields of a registration (hidden once registered). */
export const verificationShape = {
  validCode: requiredText(m.captchaRequired, 20),
  uuid: requiredText(m.captchaRequired, 64),
  smsCode: requiredText(m.smsRequired, 20),
};

/** The registration form of a campaign: the fields it shows, each with its rule. */
export const registrationSchema = (id: CampaignId) => {
  const rules = registrationRules(id);
  return z.object(Object.fromEntries(CAMPAIGNS[id].registration.map((f) => [f, rules[f]])));
};
/** POST /api/{id}/register: the registration plus captcha, SMS code and the captcha's uuid. */
export const registerBody = (id: CampaignId) => registrationSchema(id).extend(verificationShape);
export type RegisterBody = Record<string, string>;

/** The work form of a campaign (002 §5: every shown field required). */
export const workSchema = (id: CampaignId) => {
  const cfg = CAMPAIGNS[id];
  const shape: Record<string, z.ZodType> = {
    title: requiredText(m.titleRequired, MAX.title),
    content: requiredText(id === 'qc' ? m.abstractRequired : m.summaryRequired, MAX.content, {
      multiline: true,
    }),
    coverUrl: picture(m.coverRequired, cfg.cover, m.coverType),
    fileList: z
      .array(campaignFileSchema, { error: m.filesRequired })
      .min(1, m.filesRequired)
      .max(cfg.attachments.maxFiles, m.filesLimit(cfg.attachments.maxFiles))
      .refine(
        (files) => files.every((f) => ofRule(cfg.attachments)(f.url)),
        m.fileType(cfg.attachments.extensions),
      ),
  };
  if (cfg.work.includes('subTitle')) shape.subTitle = requiredText(m.membersRequired, MAX.subTitle);
  return z.object(shape);
};

/** POST /api/{id}/commit: the work form, worksId when there is one, status 3 on the final submit. */
export const commitBody = (id: CampaignId) =>
  workSchema(id).extend({
    worksId: idSchema.optional(),
    status: z.literal(3).optional(),
  });

/** The messages of a form, one per field (the first of each), for the wizard's `validate` actor. */
export function formIssues(schema: z.ZodType, form: unknown): Record<string, string> {
  const parsed = schema.safeParse(form);
  if (parsed.success) return {};
  const out: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? '');
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

// ---------------------------------------------------------------- GET /api/{id}/works

const fileAnswer = lazySchema(() =>
  z.object({
    url: z.string(),
    name: z.string().nullish(),
    fileName: z.string().nullish(),
    fileSize: z.number().nullish(),
  }),
);
/** Registration and work together (002 §3, §7); null data: nothing registered yet. */
export const campaignEntrySchema = lazySchema(() =>
  z.looseObject({
    name: z.string().nullish(),
    workUnit: z.string().nullish(),
    sourceUnit: z.string().nullish(),
    phone: z.string().nullish(),
    sourceSociety: z.string().nullish(),
    sourceGroup: z.union([z.string(), z.number()]).nullish(),
    recomLetterUrl: z.string().nullish(),
    worksId: z.number().nullish(),
    status: z.number().refine(isCampaignStatus),
    title: z.string().nullish(),
    subTitle: z.string().nullish(),
    content: z.string().nullish(),
    coverUrl: z.string().nullish(),
    fileList: z.array(fileAnswer).nullish(),
  }),
);
export type CampaignEntryAnswer = z.infer<typeof campaignEntrySchema>;
export const campaignWorksResponse = lazySchema(() =>
  envelope.extend({ data: campaignEntrySchema.nullish() }),
);
