/**
 * The four contribution campaigns of 002 (issue 17): one wizard, four configurations. Which fields each
 * registration shows and needs, which files a work takes, the limits, and how a status places the wizard.
 * Written once for the wizard machine, its views, the shared zod schemas and the server (decision 0051).
 */

/** 002 §1: qc the quality innovation competition, mc micro-course, ca contrast-agent, ms med-speech. */
export const CAMPAIGN_IDS = ['qc', 'mc', 'ca', 'ms'] as const;
export type CampaignId = (typeof CAMPAIGN_IDS)[number];
export const isCampaignId = (v: unknown): v is CampaignId =>
  // Stryker disable next-line ConditionalExpression: equivalent, the list holds no other type; the check narrows it
  typeof v === 'string' && (CAMPAIGN_IDS as readonly string[]).includes(v);

/** 002 §4: 1 and 2 registered (in progress), 3 submitted, 0 submitted and accepted (locked). */
export const CAMPAIGN_STATUSES = [0, 1, 2, 3] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
export const isCampaignStatus = (v: unknown): v is CampaignStatus =>
  // Stryker disable next-line ConditionalExpression: equivalent, the list holds no other type; the check narrows it
  typeof v === 'number' && (CAMPAIGN_STATUSES as readonly number[]).includes(v);
/** The final commit sends 3 (002 §4). */
export const STATUS_SUBMITTED: CampaignStatus = 3;
/** Accepted: the finished step's 上一步 is disabled (002 §4). */
export const STATUS_LOCKED: CampaignStatus = 0;
/** A registration starts at 1 (002 §4; for qc "submission not yet open"). */
export const STATUS_REGISTERED: CampaignStatus = 1;
/** qc: the organisers opened the upload step (`npm run admin -- campaign open`). */
export const STATUS_OPEN: CampaignStatus = 2;

/** 002 §2: the five steps. */
export type WizardStep = 0 | 1 | 2 | 3 | 4;

/** 002 §4: where the wizard opens for a status (null: nothing registered yet). */
export function landingStep(status: CampaignStatus | null): WizardStep {
  if (status === null) return 0;
  if (status === 1 || status === 2) return 1;
  return 4;
}
/** 3 or 0: the work went in; a later commit is refused and the work form is read-only (decision 0051). */
export const isSubmitted = (status: CampaignStatus | null): boolean => status === 3 || status === 0;
/** 002 §4: from the finished step back to the preview, unless the status is 0. */
export const canLeaveFinished = (status: CampaignStatus | null): boolean => status !== STATUS_LOCKED;

export type RegistrationField =
  'name' | 'workUnit' | 'sourceUnit' | 'phone' | 'sourceSociety' | 'sourceGroup' | 'recomLetterUrl';
export type WorkField = 'title' | 'subTitle' | 'content' | 'coverUrl' | 'fileList';

/** 002 §9: 1 MB. */
const MB = 1024 * 1024;

export interface AttachmentRule {
  /** Lower-case extensions without the dot. */
  extensions: readonly string[];
  maxFiles: number;
  maxBytes: number;
}

export interface CampaignConfig {
  id: CampaignId;
  route: string;
  /** The registration fields the form shows, in order (captcha and SMS come with the phone). */
  registration: readonly RegistrationField[];
  /** Those of them a registration needs. */
  required: readonly RegistrationField[];
  /** The work fields the form shows, in order (all required). */
  work: readonly WorkField[];
  cover: AttachmentRule;
  attachments: AttachmentRule;
  /** The registration proof image (qc's recomLetterUrl). */
  proof: AttachmentRule | null;
  /** The statuses whose holder may go on from the registration to the upload step. */
  uploadOpen: readonly CampaignStatus[];
  /**
   * Who registers: a team's leader (qc, ca: teams, "报名人为领队") or the contestant (mc, ms: individual
   * contests). 002 §5 gives every registration "please enter leader name"; the form's label wins for an
   * individual contest, so its name is asked for as 姓名 and its message says 请输入姓名 (decision 0067).
   */
  registrant: 'leader' | 'individual';
}

/** 002 §5: covers JPG/JPEG/PNG ≤ 5 MB (16:9 hint). */
const COVER: AttachmentRule = { extensions: ['jpg', 'jpeg', 'png'], maxFiles: 1, maxBytes: 5 * MB };
/** 002 §5: one mp4 of at most 1,000 MB (2025 campaigns). */
const ONE_VIDEO: AttachmentRule = { extensions: ['mp4'], maxFiles: 1, maxBytes: 1000 * MB };
/**
 * 002 §5: med-speech takes mp4, ppt and pptx, "several files". How many is not shown: five, as the works
 * contest (decision 0051).
 */
const MS_MAX_FILES = 5;
const SPEECH_FILES: AttachmentRule = {
  extensions: ['mp4', 'ppt', 'pptx'],
  maxFiles: MS_MAX_FILES,
  maxBytes: 1000 * MB,
};

const BASE_REGISTRATION = ['name', 'workUnit', 'sourceUnit', 'phone'] as const;
const BASE_WORK = ['title', 'content', 'coverUrl', 'fileList'] as const;
const REGISTERED_2025: readonly CampaignStatus[] = [1, 2];

export const CAMPAIGNS: Readonly<Record<CampaignId, CampaignConfig>> = {
  qc: {
    id: 'qc',
    route: '/ccr/contribute',
    registration: [...BASE_REGISTRATION, 'recomLetterUrl'],
    required: [...BASE_REGISTRATION, 'recomLetterUrl'],
    work: ['title', 'subTitle', 'content', 'coverUrl', 'fileList'],
    cover: COVER,
    // 002 §5: one mp4 of at most 200 MB.
    attachments: { extensions: ['mp4'], maxFiles: 1, maxBytes: 200 * MB },
    // 002 §5: the proof image jpg/jpeg/png, at most 50 MB.
    proof: { extensions: ['jpg', 'jpeg', 'png'], maxFiles: 1, maxBytes: 50 * MB },
    // 002 §4: 1 registered but not yet open; 2 open.
    uploadOpen: [STATUS_OPEN],
    registrant: 'leader',
  },
  mc: {
    id: 'mc',
    route: '/contribution/micro-course',
    registration: [...BASE_REGISTRATION, 'sourceSociety', 'sourceGroup'],
    required: [...BASE_REGISTRATION, 'sourceSociety', 'sourceGroup'],
    work: BASE_WORK,
    cover: COVER,
    attachments: ONE_VIDEO,
    proof: null,
    uploadOpen: REGISTERED_2025,
    registrant: 'individual',
  },
  ca: {
    id: 'ca',
    route: '/contribution/contrast-agent',
    registration: BASE_REGISTRATION,
    required: BASE_REGISTRATION,
    work: ['title', 'subTitle', 'content', 'coverUrl', 'fileList'],
    cover: COVER,
    attachments: ONE_VIDEO,
    proof: null,
    uploadOpen: REGISTERED_2025,
    registrant: 'leader',
  },
  ms: {
    id: 'ms',
    route: '/contribution/med-speech',
    registration: [...BASE_REGISTRATION, 'sourceSociety', 'sourceGroup'],
    required: [...BASE_REGISTRATION, 'sourceSociety'],
    work: BASE_WORK,
    cover: COVER,
    attachments: SPEECH_FILES,
    proof: null,
    uploadOpen: REGISTERED_2025,
    registrant: 'individual',
  },
};

export const canUpload = (campaign: CampaignId, status: CampaignStatus | null): boolean =>
  // Stryker disable next-line ConditionalExpression: equivalent, the list holds no other type; the check narrows it
  status !== null && CAMPAIGNS[campaign].uploadOpen.includes(status);
/**
 * A registered user's 下一步 from the registration: on when the status opens the upload step, or when the
 * work went in (shown read-only, decision 0051); qc at 1 waits (作品上传暂未开放).
 */
/**
 * The status a commit leaves (decision 0052): 3 on the final submit; otherwise a 2025 entry's first saved
 * work moves it from 1 (registered) to 2 (work saved), and any other status stays (qc's 2 is the
 * organisers' opening, `npm run admin -- campaign open`).
 */
export function statusAfterCommit(
  campaign: CampaignId,
  status: CampaignStatus,
  final: boolean,
): CampaignStatus {
  if (final) return STATUS_SUBMITTED;
  return campaign !== 'qc' && status === STATUS_REGISTERED ? STATUS_OPEN : status;
}

export const mayGoOnToWork = (campaign: CampaignId, status: CampaignStatus | null): boolean =>
  canUpload(campaign, status) || isSubmitted(status);
export const requiresField = (campaign: CampaignId, field: RegistrationField): boolean =>
  CAMPAIGNS[campaign].required.includes(field);

/** 002 §5, §9: micro-course contestants are 40 or under. */
export const AGE_MAX = 40;
/** The youngest age a form accepts (ours: a lecturer or resident is an adult; decision 0051). */
export const AGE_MIN = 18;
/** The oldest age a form accepts where no limit applies (med-speech; decision 0051). */
export const AGE_OLDEST = 120;

/** The longest value of each text field (002 gives only the phone's 11; the rest are ours, decision 0051). */
export const CAMPAIGN_MAX = {
  name: 20,
  workUnit: 128,
  sourceUnit: 64,
  phone: 11,
  sourceSociety: 32,
  sourceGroup: 3,
  title: 64,
  subTitle: 128,
  content: 1500,
} as const;
