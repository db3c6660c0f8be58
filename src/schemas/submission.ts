import { z } from 'zod';
import {
  COVER_EXTENSIONS,
  MAX_MEDIA_FILES,
  SUBMISSION_MAX as MAX,
  MEDIA_URL_PREFIX,
  contentRequired,
  hasExtension,
  hasSource,
  needsStudentType,
  type WorksForm,
} from '../../domain/submission';
import { contributionMsg as m } from '../text/contribution';
import { phoneSchema } from './account';
import { dataResponse, envelope } from './common';
import {
  codeSchema,
  idSchema,
  intSchema,
  pageNumSchema,
  pageSizeSchema,
  requiredText,
  textSchema,
} from './primitives';
import { OWN_WORKS_PAGE_SIZE } from '../../domain/popsic';

/**
 * The works submission (000 §3 Works submission, §5.3–5.5, §7.4), one set of rules for the wizard and
 * the server. Each step is a plain shape plus a check of its cross-field rules, so the wizard validates
 * one step and the server the whole (zod 4 cannot extend a refined object).
 */

const opt = (max: number) => textSchema(max).default('');
/** A dictionary value (000 §3 Dictionaries): '' when not chosen. */
const dictValue = textSchema(16).default('');

// ---------------------------------------------------------------- step 1: author qualifications

export const step1Shape = {
  title: requiredText(m.titleRequired, MAX.title),
  name: requiredText(m.nameRequired, MAX.name),
  workUnit: requiredText(m.workUnitRequired, MAX.workUnit),
  identity: dictValue,
  studentType: dictValue,
  /** Cleared with the work unit (000 §4.5); opaque to us. */
  workId: opt(64),
  studentStatus: opt(64),
};
/** Only for a new submission: the phone verified by SMS (000 §4.5: absent in edit mode). */
export const phoneShape = {
  phone: phoneSchema,
  validCode: requiredText(m.captchaRequired, 20),
  uuid: requiredText(m.captchaRequired, 64),
  smsCode: requiredText(m.smsRequired, 20),
};

type Ctx = z.RefinementCtx;
function checkStep1(v: { workUnit?: string; identity?: string; studentType?: string }, ctx: Ctx) {
  if ((v.workUnit ?? '').trim() !== '' && !v.identity)
    ctx.addIssue({ code: 'custom', path: ['identity'], message: m.identityRequired });
  if (needsStudentType(v.identity) && !v.studentType)
    ctx.addIssue({ code: 'custom', path: ['studentType'], message: m.studentTypeRequired });
}

/** Step 1 as the wizard checks it: with the phone for a new work, without it when editing. */
export const step1Schema = (editing: boolean) =>
  (editing ? z.object(step1Shape) : z.object({ ...step1Shape, ...phoneShape })).superRefine(checkStep1);

// ---------------------------------------------------------------- step 2: work source

export const step2Shape = {
  sourceSociety: opt(MAX.source),
  sourceGroup: opt(MAX.source),
  sourceUnit: opt(MAX.source),
  sourcePerson: opt(MAX.source),
  sourceCategory: dictValue,
};
function checkStep2(v: Parameters<typeof hasSource>[0], ctx: Ctx) {
  if (!hasSource(v)) ctx.addIssue({ code: 'custom', path: ['sourceSociety'], message: m.sourceHint });
}
export const step2Schema = z.object(step2Shape).superRefine(checkStep2);

// ---------------------------------------------------------------- step 3: upload

/**
 * A file of a submission (000 §3: url, fileName, fileSize): a portal media address. The server accepts
 * only the author's own uploads or files the work already has (server/uploads/registry.ts).
 */
const mediaUrl = z
  .string({ error: m.fileUnknown })
  .max(512)
  .refine((u) => u.startsWith(MEDIA_URL_PREFIX) && !u.includes('..'), m.fileUnknown);
export const uploadedFileSchema = z.object({
  url: mediaUrl,
  fileName: requiredText(m.fileUnknown, 255),
  fileSize: intSchema({ min: 0, max: Number.MAX_SAFE_INTEGER }),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

export const step3Shape = {
  worksForm: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    codeSchema([1, 2, 3, 4] as const).optional(),
  ),
  videoType: dictValue,
  graphicType: dictValue,
  scienceTarget: dictValue,
  scienceType: dictValue,
  content: textSchema(MAX.content, { multiline: true }).default(''),
  coverUrl: z.string().max(512).default(''),
  fileList: z.array(uploadedFileSchema).max(MAX_MEDIA_FILES, m.mediaTooMany).default([]),
  agreement: z.boolean().default(false),
};
function checkStep3(
  v: {
    worksForm?: number;
    scienceTarget?: string;
    scienceType?: string;
    content?: string;
    coverUrl?: string;
    fileList?: unknown[];
    agreement?: boolean;
  },
  ctx: Ctx,
) {
  const add = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (!v.worksForm) add('worksForm', m.formRequired);
  if (!v.scienceTarget) add('scienceTarget', m.targetRequired);
  if (!v.scienceType) add('scienceType', m.scienceTypeRequired);
  if (contentRequired(v.worksForm as WorksForm | undefined) && !(v.content ?? '').trim())
    add('content', m.contentRequired);
  if (!v.coverUrl) add('coverUrl', m.coverRequired);
  else if (!v.coverUrl.startsWith(MEDIA_URL_PREFIX) || !hasExtension(v.coverUrl, COVER_EXTENSIONS))
    add('coverUrl', m.coverType);
  if (!v.fileList?.length) add('fileList', m.mediaRequired);
  if (!v.agreement) add('agreement', m.agreementRequired);
}
export const step3Schema = z.object(step3Shape).superRefine(checkStep3);

// ---------------------------------------------------------------- the calls

const whole = { ...step1Shape, ...step2Shape, ...step3Shape };
function checkWhole(v: Record<string, unknown>, ctx: Ctx) {
  checkStep1(v, ctx);
  checkStep2(v, ctx);
  checkStep3(v, ctx);
}
/** POST /api/science/commitWorks: a new submission (bearer), every step plus the SMS-verified phone. */
export const commitWorksBody = z.object({ ...whole, ...phoneShape }).superRefine(checkWhole);
export type CommitWorksBody = z.input<typeof commitWorksBody>;
/** POST /api/science/modifyWorks: an edit (bearer, the author's own work): no phone, captcha or SMS. */
export const modifyWorksBody = z.object({ ...whole, worksId: idSchema }).superRefine(checkWhole);
export type ModifyWorksBody = z.input<typeof modifyWorksBody>;

/** POST /api/science/optimizeWorks: worksId, coverUrl (800×450 hint), sharePictureUrl (450×450 hint). */
const pictureUrl = (required: string) =>
  z
    .string({ error: required })
    .min(1, required)
    .max(512)
    .refine((u) => u.startsWith(MEDIA_URL_PREFIX) && hasExtension(u, COVER_EXTENSIONS), m.coverType);
export const optimizeWorksBody = z.object({
  worksId: idSchema,
  coverUrl: pictureUrl(m.coverRequired),
  sharePictureUrl: pictureUrl(m.sharePictureRequired),
});
export type OptimizeWorksBody = z.input<typeof optimizeWorksBody>;

/** GET /api/science/worksList ?pageNum,pageSize (bearer; pages of 10). */
export const ownWorksInput = z.object({
  pageNum: pageNumSchema,
  pageSize: pageSizeSchema(OWN_WORKS_PAGE_SIZE, OWN_WORKS_PAGE_SIZE),
});

// ---------------------------------------------------------------- answers

const str = z
  .string()
  .nullish()
  .transform((v) => v ?? '');
const num = z.union([z.number(), z.string()]).transform(Number);

/** 000 §3 Works list row: worksId, title, name, createTime, status, rejectReason, coverUrl, sharePictureUrl, modifyStatus, isShow, epoch. */
export const ownWorkRowSchema = z.looseObject({
  worksId: num,
  title: z.string(),
  name: str,
  createTime: str,
  status: z.union([z.number(), z.string()]),
  rejectReason: str,
  coverUrl: str,
  sharePictureUrl: str,
  modifyStatus: num,
  isShow: num,
  epoch: str,
});
export type OwnWorkRow = z.infer<typeof ownWorkRowSchema>;
/** worksList answers data (the rows) and total (000 §7.4). */
export const ownWorksResponse = envelope.extend({
  data: z.array(ownWorkRowSchema),
  total: z.number().int(),
});

/** GET /api/science/works/{id}: data.worksData (the form's fields) and data.worksFileList. */
export const worksDataSchema = z.looseObject({
  worksId: num,
  title: z.string(),
  name: str,
  phone: str,
  workUnit: str,
  identity: str,
  studentType: str,
  workId: str,
  studentStatus: str,
  sourceSociety: str,
  sourceGroup: str,
  sourceUnit: str,
  sourcePerson: str,
  sourceCategory: str,
  worksForm: num,
  videoType: str,
  graphicType: str,
  scienceTarget: str,
  scienceType: str,
  coverUrl: str,
  content: str,
  status: z.union([z.number(), z.string()]),
});
export type WorksData = z.infer<typeof worksDataSchema>;
export const ownWorkResponse = dataResponse(
  z.looseObject({ worksData: worksDataSchema, worksFileList: z.array(uploadedFileSchema) }),
);

/** POST /api/science/upload (multipart, bearer): data.fileUrl, fileName, fileSize. */
export const uploadResponse = dataResponse(
  z.looseObject({ fileUrl: z.string(), fileName: z.string(), fileSize: z.number() }),
);
