import { z } from 'zod';
import {
  MAX_MEDIA_FILES,
  SOURCE_FIELDS,
  SUBMISSION_MAX as MAX,
  MEDIA_URL_PREFIX,
  contentRequired,
  hasSource,
  misfitMessage,
  needsStudentType,
  type NamedFile,
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
import { lazySchema } from './lazy';

/**
 * The works submission (000 §3 Works submission, §5.3–5.5, §7.4), one set of rules for the wizard and
 * the server. Each step is a plain shape plus a check of its cross-field rules, so the wizard validates
 * one step and the server the whole (zod 4 cannot extend a refined object).
 */

const opt = (max: number) => textSchema(max).default('');
/** A dictionary value (000 §3 Dictionaries): '' when not chosen. */
const dictValue = lazySchema(() => textSchema(16).default(''));

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
type Loose = Record<string, unknown>;
const isNamedFile = (f: unknown): f is NamedFile =>
  typeof f === 'object' &&
  f !== null &&
  typeof (f as Loose).url === 'string' &&
  typeof (f as Loose).fileName === 'string';
/** A field's text as the cross-field rules read it: they also run on input whose own rules failed. */
const text = (x: unknown): string => (typeof x === 'string' ? x.trim() : '');
/**
 * Cross-field rules run even when a field's own rule failed (zod skips them after a failed field unless
 * told), so 下一步 shows every message of a step at once and the server names the same ones.
 */
const always = { when: (p: { value: unknown }) => typeof p.value === 'object' && p.value !== null };

function checkStep1(v: Loose, ctx: Ctx) {
  if (text(v.workUnit) !== '' && !text(v.identity))
    ctx.addIssue({ code: 'custom', path: ['identity'], message: m.identityRequired });
  if (needsStudentType(text(v.identity)) && !text(v.studentType))
    ctx.addIssue({ code: 'custom', path: ['studentType'], message: m.studentTypeRequired });
}

/** Step 1 as the wizard checks it: with the phone for a new work, without it when editing. */
export const step1Schema = (editing: boolean) =>
  (editing ? z.object(step1Shape) : z.object({ ...step1Shape, ...phoneShape })).superRefine(
    checkStep1,
    always,
  );

// ---------------------------------------------------------------- step 2: work source

export const step2Shape = {
  sourceSociety: opt(MAX.source),
  sourceGroup: opt(MAX.source),
  sourceUnit: opt(MAX.source),
  sourcePerson: opt(MAX.source),
  sourceCategory: dictValue,
};
function checkStep2(v: Loose, ctx: Ctx) {
  if (!hasSource(Object.fromEntries(SOURCE_FIELDS.map((f) => [f, text(v[f])]))))
    ctx.addIssue({ code: 'custom', path: ['sourceSociety'], message: m.sourceHint });
}
export const step2Schema = lazySchema(() => z.object(step2Shape).superRefine(checkStep2, always));

// ---------------------------------------------------------------- step 3: upload

/**
 * A file of a submission (000 §3: url, fileName, fileSize): a portal media address. The server accepts
 * only the author's own uploads or files the work already has (server/uploads/registry.ts).
 */
const mediaUrl = lazySchema(() =>
  z
    .string({ error: m.fileUnknown })
    .max(512)
    .refine((u) => u.startsWith(MEDIA_URL_PREFIX) && !u.includes('..'), m.fileUnknown),
);
export const uploadedFileSchema = lazySchema(() =>
  z.object({
    url: mediaUrl,
    fileName: requiredText(m.fileUnknown, 255),
    fileSize: intSchema({ min: 0, max: Number.MAX_SAFE_INTEGER }),
  }),
);
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
function checkStep3(v: Loose, ctx: Ctx) {
  const add = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  const form = typeof v.worksForm === 'number' ? (v.worksForm as WorksForm) : undefined;
  if (v.worksForm === undefined) add('worksForm', m.formRequired);
  if (!text(v.scienceTarget)) add('scienceTarget', m.targetRequired);
  if (!text(v.scienceType)) add('scienceType', m.scienceTypeRequired);
  if (contentRequired(form) && !text(v.content)) add('content', m.contentRequired);
  // The cover's type is judged where it is chosen (the upload field) and, for a picture the work does not
  // have yet, by the server: a work's own cover is never refused for its type (decision 0067).
  const cover = text(v.coverUrl);
  if (!cover) add('coverUrl', m.coverRequired);
  else if (!cover.startsWith(MEDIA_URL_PREFIX)) add('coverUrl', m.fileUnknown);
  if (!Array.isArray(v.fileList) || v.fileList.length === 0) add('fileList', m.mediaRequired);
  else {
    const misfit = misfitMessage(form, v.fileList.filter(isNamedFile));
    if (misfit) add('fileList', misfit);
  }
  if (v.agreement !== true) add('agreement', m.agreementRequired);
}
export const step3Schema = lazySchema(() => z.object(step3Shape).superRefine(checkStep3, always));

// ---------------------------------------------------------------- a step's messages, all at once

const CROSS_CHECKS = { 1: checkStep1, 2: checkStep2, 3: checkStep3 } as const;
export interface StepIssue {
  path: PropertyKey[];
  message: string;
}
/**
 * Every message of a wizard step: the fields' own and the cross-field rules'. zod stops before the cross
 * rules when a required field is blank (its rule aborts), so they are also run here on the raw form.
 */
export function stepIssues(step: 1 | 2 | 3, form: unknown, editing: boolean): StepIssue[] {
  const schema = step === 1 ? step1Schema(editing) : step === 2 ? step2Schema : step3Schema;
  const parsed = schema.safeParse(form);
  if (parsed.success) return [];
  const issues: StepIssue[] = parsed.error.issues.map((i) => ({ path: i.path, message: i.message }));
  const extra: StepIssue[] = [];
  const collect = {
    addIssue: (i: { path?: PropertyKey[]; message?: string }) =>
      extra.push({ path: i.path ?? [], message: i.message ?? '' }),
  } as unknown as Ctx;
  CROSS_CHECKS[step](typeof form === 'object' && form !== null ? (form as Loose) : {}, collect);
  const seen = (e: StepIssue) =>
    issues.some((i) => String(i.path[0]) === String(e.path[0]) && i.message === e.message);
  return [...issues, ...extra.filter((e) => !seen(e))];
}

// ---------------------------------------------------------------- the calls

const whole = { ...step1Shape, ...step2Shape, ...step3Shape };
function checkWhole(v: Loose, ctx: Ctx) {
  checkStep1(v, ctx);
  checkStep2(v, ctx);
  checkStep3(v, ctx);
}
/** POST /api/science/commitWorks: a new submission (bearer), every step plus the SMS-verified phone. */
export const commitWorksBody = lazySchema(() =>
  z.object({ ...whole, ...phoneShape }).superRefine(checkWhole, always),
);
export type CommitWorksBody = z.input<typeof commitWorksBody>;
/** POST /api/science/modifyWorks: an edit (bearer, the author's own work): no phone, captcha or SMS. */
export const modifyWorksBody = lazySchema(() =>
  z.object({ ...whole, worksId: idSchema }).superRefine(checkWhole, always),
);
export type ModifyWorksBody = z.input<typeof modifyWorksBody>;

/**
 * POST /api/science/optimizeWorks: worksId, coverUrl (800×450 hint), sharePictureUrl (450×450 hint). A
 * picture's type is judged when the user picks it (the upload field) and by the server for any picture the
 * work does not already have, never for the ones it has (decision 0067).
 */
const pictureUrl = (required: string) =>
  z
    .string({ error: required })
    .min(1, required)
    .max(512)
    .refine((u) => u.startsWith(MEDIA_URL_PREFIX), m.fileUnknown);
export const optimizeWorksBody = lazySchema(() =>
  z.object({
    worksId: idSchema,
    coverUrl: pictureUrl(m.coverRequired),
    sharePictureUrl: pictureUrl(m.sharePictureRequired),
  }),
);
export type OptimizeWorksBody = z.input<typeof optimizeWorksBody>;

/** GET /api/science/worksList ?pageNum,pageSize (bearer; pages of 10). */
export const ownWorksInput = lazySchema(() =>
  z.object({
    pageNum: pageNumSchema,
    pageSize: pageSizeSchema(OWN_WORKS_PAGE_SIZE, OWN_WORKS_PAGE_SIZE),
  }),
);

// ---------------------------------------------------------------- answers

const str = lazySchema(() =>
  z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
);
const num = lazySchema(() => z.union([z.number(), z.string()]).transform(Number));

/** 000 §3 Works list row: worksId, title, name, createTime, status, rejectReason, coverUrl, sharePictureUrl, modifyStatus, isShow, epoch. */
export const ownWorkRowSchema = lazySchema(() =>
  z.looseObject({
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
  }),
);
export type OwnWorkRow = z.infer<typeof ownWorkRowSchema>;
/** worksList answers data (the rows) and total (000 §7.4). */
export const ownWorksResponse = lazySchema(() =>
  envelope.extend({
    data: z.array(ownWorkRowSchema),
    total: z.number().int(),
  }),
);

/** GET /api/science/works/{id}: data.worksData (the form's fields) and data.worksFileList. */
export const worksDataSchema = lazySchema(() =>
  z.looseObject({
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
  }),
);
export type WorksData = z.infer<typeof worksDataSchema>;
export const ownWorkResponse = lazySchema(() =>
  dataResponse(z.looseObject({ worksData: worksDataSchema, worksFileList: z.array(uploadedFileSchema) })),
);

/** POST /api/science/upload (multipart, bearer): data.fileUrl, fileName, fileSize. */
export const uploadResponse = lazySchema(() =>
  dataResponse(z.looseObject({ fileUrl: z.string(), fileName: z.string(), fileSize: z.number() })),
);
