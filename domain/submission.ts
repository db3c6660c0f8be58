/**
 * The works submission (000 §2.3 my submissions and /popsic/contribution, §4.4, §4.5, §5.3–5.5, §9;
 * issue 16): limits, which fields a work form shows and needs, which files each slot takes, and the
 * rules of a submission's review status. Written once for the wizard machine, its views, the upload
 * checks and the server (docs/decisions/0048).
 */
import { contributionMsg } from '../src/text/contribution';
import { PICTURE_EXTENSIONS, PDF_EXTENSIONS, extensionOf } from './fileKind';
import { REVIEW_STATUS, type ReviewStatus } from './reviewStatus';

/** 000 §5.3–5.5, §9: the longest value of each field. */
export const SUBMISSION_MAX = {
  title: 64,
  name: 10,
  phone: 20,
  workUnit: 128,
  source: 128,
  content: 1500,
} as const;

/** 000 §5.5: at most 5 media files; covers at most 5 MB. */
export const MAX_MEDIA_FILES = 5;
export const COVER_MAX_BYTES = 5 * 1024 * 1024;
/** The largest media file (our choice for the works: the campaigns' 1,000 MB of 002, one limit for both). */
export const MEDIA_MAX_BYTES = 1000 * 1024 * 1024;

/** 000 §5.5 hints (not enforced): cover 800×450, share thumbnail 450×450. */
export const COVER_HINT = { width: 800, height: 450 } as const;
export const SHARE_PICTURE_HINT = { width: 450, height: 450 } as const;

/** 000 §9: identity value 5 means student (design §9: the student type is shown and required only then). */
export const STUDENT_IDENTITY = '5';
export const needsStudentType = (identity: string | null | undefined): boolean =>
  identity === STUDENT_IDENTITY;

/** 000 §5.4: at least one of the four source fields. */
export const SOURCE_FIELDS = ['sourceSociety', 'sourceGroup', 'sourceUnit', 'sourcePerson'] as const;
export type SourceField = (typeof SOURCE_FIELDS)[number];
export const hasSource = (form: Partial<Record<SourceField, string | null | undefined>>): boolean =>
  SOURCE_FIELDS.some((f) => (form[f] ?? '').trim() !== '');

/** 000 §9 work form (`worksForm`): 1 video, 2 graphic, 3 and 4 others. */
export const WORKS_FORM_VALUES = [1, 2, 3, 4] as const;
export type WorksForm = (typeof WORKS_FORM_VALUES)[number];
export const isWorksForm = (v: unknown): v is WorksForm =>
  // Stryker disable next-line ConditionalExpression: equivalent, the list holds no other type; the check narrows it
  typeof v === 'number' && (WORKS_FORM_VALUES as readonly number[]).includes(v);

/** 000 §5.5: the description is shown unless the form is 1 or 4, and required when it is 2 or 3. */
export const contentShown = (form: WorksForm | null | undefined): boolean => form !== 1 && form !== 4;
export const contentRequired = (form: WorksForm | null | undefined): boolean => form === 2 || form === 3;
/** Which type dictionary a form picks from (videoType for video, graphicType for graphic, none else). */
export const typeFieldOf = (form: WorksForm | null | undefined): 'videoType' | 'graphicType' | null =>
  form === 1 ? 'videoType' : form === 2 ? 'graphicType' : null;

/** 000 §5.5: covers (and share pictures) JPG, JPEG or PNG. */
export const COVER_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
/**
 * The media a form takes (000 §5.5: the video dialog takes mp4 only; the rest is ours, decision 0048):
 * video mp4; graphic pictures and PDF; the other forms any of these.
 */
export function mediaExtensions(form: WorksForm): readonly string[] {
  if (form === 1) return ['mp4'];
  if (form === 2) return [...PICTURE_EXTENSIONS, ...PDF_EXTENSIONS];
  return ['mp4', ...PICTURE_EXTENSIONS, ...PDF_EXTENSIONS];
}
/** The `accept` attribute of a file input for a list of extensions. */
export const acceptOf = (extensions: readonly string[]): string => extensions.map((e) => `.${e}`).join(',');
export const hasExtension = (name: string, extensions: readonly string[]): boolean =>
  extensions.includes(extensionOf(name));

/** A media file of a submission as the rules read it (000 §3: url, fileName). */
export interface NamedFile {
  url: string;
  fileName: string;
}
/**
 * The media files that the work form does not take (mediaExtensions), in list order: a file's type is the
 * extension of its address, else of its name, as the viewer types it. No form chosen yet: none (the form's
 * own rule speaks). Client and server judge a submission's files by this one rule (decision 0067).
 */
export function misfitFiles<F extends NamedFile>(
  form: WorksForm | null | undefined,
  files: readonly F[],
): F[] {
  if (!isWorksForm(form)) return [];
  const allowed = mediaExtensions(form);
  return files.filter((f) => !allowed.includes(extensionOf(f.url) || extensionOf(f.fileName)));
}
/**
 * The message for files that do not fit the work form, naming them and what the form takes (a changed form
 * flags them rather than dropping an upload; decision 0067); null when every file fits.
 */
export function misfitMessage(
  form: WorksForm | null | undefined,
  files: readonly NamedFile[],
): string | null {
  const misfits = misfitFiles(form, files);
  return misfits.length === 0 || !isWorksForm(form)
    ? null
    : contributionMsg.mediaMisfit(
        mediaExtensions(form),
        misfits.map((f) => f.fileName),
      );
}

/** 000 §4.5: after 投稿成功 the wizard goes to /popsic after 1 s. */
export const SUBMIT_REDIRECT_MS = 1000;

// ---------------------------------------------------------------- review (000 §4.4; ours: decision 0048)

const S = REVIEW_STATUS;
/**
 * The moves organisers may make (`npm run admin -- works review`). The spec shows none: first review,
 * then second, then third (each may pass, transfer, ask for changes or reject), and a pending work may be
 * returned (4) or fail (9). A work that needs changes goes back to pending only when its author edits it.
 */
export const REVIEW_TRANSITIONS: Readonly<Record<number, readonly ReviewStatus[]>> = {
  [S.pending]: [S.firstPassed, S.firstTransferred, S.firstRejected, S.returnedForChanges, S.failed],
  [S.firstTransferred]: [S.firstPassed, S.firstRejected],
  [S.firstPassed]: [S.secondPassed, S.secondTransferred, S.secondNeedsChanges, S.secondRejected],
  [S.secondTransferred]: [S.secondPassed, S.secondNeedsChanges, S.secondRejected],
  [S.secondPassed]: [S.approved, S.thirdTransferred, S.thirdNeedsChanges, S.thirdRejected],
  [S.thirdTransferred]: [S.approved, S.thirdNeedsChanges, S.thirdRejected],
};
export const canReview = (from: number, to: number): boolean =>
  // Stryker disable next-line ArrayDeclaration: equivalent, a fallback list holding a string never includes a number
  (REVIEW_TRANSITIONS[from] ?? []).includes(to as ReviewStatus);

/** The states whose author may edit (modifyStatus 1): not yet reviewed, or sent back for changes. */
export const EDITABLE_STATUSES: readonly ReviewStatus[] = [
  S.pending,
  S.returnedForChanges,
  S.secondNeedsChanges,
  S.thirdNeedsChanges,
];
/** 000 §2.3 modifyStatus: 1 the author may edit, 0 not. */
export const modifyStatusOf = (status: number): 0 | 1 =>
  (EDITABLE_STATUSES as readonly number[]).includes(status) ? 1 : 0;

/** 000 §2.3 isShow: 2 the work is public (approved), 1 not. */
export const IS_SHOW_PUBLIC = 2;
export const isShowOf = (status: number): 1 | 2 => (status === S.approved ? IS_SHOW_PUBLIC : 1);

/** The statuses that read "passed" (their labels end in 通过, not 不通过): 完善材料 is offered. */
export const PASSED_STATUSES: readonly ReviewStatus[] = [S.approved, S.firstPassed, S.secondPassed];
export const readsPassed = (status: number | string): boolean =>
  (PASSED_STATUSES as readonly number[]).includes(Number(status));

/** Where the portal serves media: a submission's files and cover are addresses under it. */
export const MEDIA_URL_PREFIX = '/media/';
/** Where uploaded files are served (multipart and tus alike). */
export const UPLOAD_URL_PREFIX = '/media/uploads/';
