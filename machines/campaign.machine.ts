import { assign, fromPromise, setup, type ErrorActorEvent } from 'xstate';
import {
  CAMPAIGNS,
  canLeaveFinished,
  canUpload,
  isSubmitted,
  landingStep,
  mayGoOnToWork,
  type CampaignId,
  type CampaignStatus,
  type RegistrationField,
  type WizardStep,
} from '../domain/campaigns';
import { errorText } from './errorText';
import { without, withFile, withoutFile } from './wizardParts';

/**
 * The contribution campaigns' wizard (002 §2, §4, §5, §8; issue 17): one machine, parametrised by the
 * campaign (qc, mc, ca, ms), whose configuration (domain/campaigns.ts) decides the fields, the files and
 * which statuses open the upload step. Five steps: notice → registration → work → preview → finished.
 *
 * - On start (logged in) the entry is loaded and the wizard lands by status: none → notice, 1 or 2 →
 *   registration, 3 or 0 → finished. A visitor lands on the notice; its 下一步 warns 请登录后操作！.
 * - Registration 下一步: registered → the work step when the status opens it or the work went in (read-only;
 *   qc 1: not yet open, the button is disabled and nothing happens); not registered → validate, register (the app's actor posts
 *   and reloads the entry), then the work step when the new status opens it.
 * - Work 下一步: validate, commit (a draft: the status stays), preview. Submitted (3 or 0): the form is
 *   read-only and 下一步 only moves on.
 * - Preview 下一步: commit with status 3, 作品已完成提交！, the finished step with the reloaded entry.
 * - 上一步 goes back one step; from finished only unless the status is 0.
 * - A failed register or commit keeps everything typed and shows the server's message.
 *
 * Validation on blur is the view's (the same zod rule per field); it sends `field.checked` with the result.
 * Each step's state says which step it is (`meta.step`, 0 … 4); a state that waits for a rule, a register or a
 * commit is tagged `busy` (the buttons wait).
 */
export interface CampaignFile {
  url: string;
  name: string;
  fileSize: number;
}

export type RegistrationForm = Record<RegistrationField | 'validCode' | 'smsCode' | 'uuid', string>;
export interface WorkForm {
  title: string;
  subTitle: string;
  content: string;
  coverUrl: string;
  fileList: CampaignFile[];
}

export const EMPTY_REGISTRATION: RegistrationForm = {
  name: '',
  workUnit: '',
  sourceUnit: '',
  phone: '',
  sourceSociety: '',
  sourceGroup: '',
  recomLetterUrl: '',
  validCode: '',
  smsCode: '',
  uuid: '',
};
export const EMPTY_WORK: WorkForm = { title: '', subTitle: '', content: '', coverUrl: '', fileList: [] };

/** What GET /api/{id}/works answers, as the forms' fields; null: nothing registered yet. */
export interface CampaignEntry {
  status: CampaignStatus;
  worksId: number | null;
  registration: Partial<RegistrationForm>;
  work: Partial<WorkForm>;
}

export type FormName = 'registration' | 'work';
export type RegistrationFieldName = keyof RegistrationForm;
export type WorkTextField = Exclude<keyof WorkForm, 'fileList'>;
/** Messages per field ({} = valid). */
export type FieldErrors = Partial<Record<string, string>>;

export interface CampaignInput {
  campaign: CampaignId;
  loggedIn: boolean;
}

export interface CampaignContext {
  campaign: CampaignId;
  loggedIn: boolean;
  entry: CampaignEntry | null;
  registration: RegistrationForm;
  work: WorkForm;
  errors: FieldErrors;
  /** The server's message of a failed load, register or commit. */
  message: string | null;
}

export type CampaignEvent =
  | { type: 'session.changed'; loggedIn: boolean }
  | { type: 'registration.set'; name: RegistrationFieldName; value: string }
  | { type: 'work.set'; name: WorkTextField; value: string }
  | { type: 'field.checked'; name: string; message: string | null }
  | { type: 'file.add'; file: CampaignFile }
  | { type: 'file.remove'; index: number }
  /** 002 §8: an upload failure clears the file list. */
  | { type: 'files.failed' }
  | { type: 'step.next' }
  | { type: 'step.back' }
  | { type: 'load.retry' };

const statusOf = (c: CampaignContext): CampaignStatus | null => c.entry?.status ?? null;
/** The forms as an entry fills them (what the user typed in a form the entry leaves empty is kept). */
const fill = (c: CampaignContext, entry: CampaignEntry | null) => ({
  entry,
  registration: entry ? { ...c.registration, ...entry.registration } : c.registration,
  work: entry ? { ...c.work, ...entry.work } : c.work,
});

/** The server's message of a failed load, register or commit, kept for the view. */
const keepMessage = assign<CampaignContext, ErrorActorEvent, undefined, CampaignEvent, never>({
  message: ({ event }) => errorText(event.error),
});
/** A refused register or commit: everything typed kept, the server's message kept and shown (decision 0051). */
const refused = (form: FormName) => [
  keepMessage,
  {
    type: 'notifyFailed',
    params: ({ event }: { event: ErrorActorEvent }) => ({ message: errorText(event.error), form }),
  } as const,
];

export const campaignMachine = /* @__PURE__ */ setup({
  types: {
    input: {} as CampaignInput,
    context: {} as CampaignContext,
    events: {} as CampaignEvent,
    tags: {} as 'busy',
    meta: {} as { step: WizardStep },
  },
  // Stryker disable all: the default actors only stand in until the app's provide() and the tests' stubs replace them
  actors: {
    /** GET /api/{campaign}/works → the entry (null: nothing registered). */
    loadEntry: fromPromise<CampaignEntry | null, { campaign: CampaignId }>(async () => {
      throw new Error('loadEntry not provided');
    }),
    /** The form's shared rule (domain config + zod): the messages of the fields that break it. */
    validate: fromPromise<
      FieldErrors,
      { campaign: CampaignId; form: FormName; registration: RegistrationForm; work: WorkForm }
    >(async () => ({})),
    /** POST /api/{campaign}/register, then the entry reloaded. */
    register: fromPromise<CampaignEntry | null, { campaign: CampaignId; registration: RegistrationForm }>(
      async () => {
        throw new Error('register not provided');
      },
    ),
    /** POST /api/{campaign}/commit (status 3 when final), then the entry reloaded. */
    commit: fromPromise<
      CampaignEntry | null,
      { campaign: CampaignId; work: WorkForm; worksId: number | null; final: boolean }
    >(async () => {
      throw new Error('commit not provided');
    }),
  },
  // Stryker restore all
  actions: {
    /** 请登录后操作！ */
    warnLogin: () => {},
    /** 请按要求填写信息！ */
    warnInvalid: () => {},
    /** 报名成功!!! */
    notifyRegistered: () => {},
    /** 作品已完成提交！ */
    notifySubmitted: () => {},
    /** The server's message (or the default, 报名异常!!! for a registration). */
    notifyFailed: (_, _params: { message: string; form: FormName }) => {},
  },
  guards: {
    loggedIn: ({ context }) => context.loggedIn,
    notRegistered: ({ context }) => context.entry === null,
    /** A registered user goes on to the work: its status opens the upload step, or the work went in (read-only). */
    mayGoOn: ({ context }) => mayGoOnToWork(context.campaign, statusOf(context)),
    submitted: ({ context }) => isSubmitted(statusOf(context)),
    editable: ({ context }) => !isSubmitted(statusOf(context)),
    canLeaveFinished: ({ context }) => canLeaveFinished(statusOf(context)),
    landsOnRegistration: ({ context }) => landingStep(statusOf(context)) === 1,
    landsOnFinished: ({ context }) => landingStep(statusOf(context)) === 4,
    /** The form's rule found nothing. */
    valid: (_, { errors }: { errors: FieldErrors }) => Object.keys(errors).length === 0,
    /** After registering: the new status opens the upload step. */
    opensUpload: ({ context }, { entry }: { entry: CampaignEntry | null }) =>
      // Stryker disable next-line OptionalChaining: equivalent, after a registration the reloaded entry exists
      canUpload(context.campaign, entry?.status ?? null),
    fileRoom: ({ context }) =>
      !isSubmitted(statusOf(context)) &&
      context.work.fileList.length < CAMPAIGNS[context.campaign].attachments.maxFiles,
  },
}).createMachine({
  id: 'campaign',
  context: ({ input }) => ({
    campaign: input.campaign,
    loggedIn: input.loggedIn,
    entry: null,
    registration: EMPTY_REGISTRATION,
    work: EMPTY_WORK,
    errors: {},
    message: null,
  }),
  initial: 'starting',
  on: {
    // A login or logout (the shell's): start again with the user's own entry.
    'session.changed': {
      target: '.starting',
      actions: assign(({ event }) => ({
        loggedIn: event.loggedIn,
        entry: null,
        registration: EMPTY_REGISTRATION,
        work: EMPTY_WORK,
        errors: {},
        message: null,
      })),
    },
  },
  states: {
    starting: {
      always: [{ guard: 'loggedIn', target: 'loading' }, { target: 'notice' }],
    },
    loading: {
      invoke: {
        src: 'loadEntry',
        input: ({ context }) => ({ campaign: context.campaign }),
        onDone: {
          target: 'landing',
          actions: assign(({ context, event }) => fill(context, event.output)),
        },
        onError: { target: 'failed', actions: keepMessage },
      },
    },
    /** 002 §4: the step the status gives. */
    landing: {
      always: [
        { guard: 'landsOnFinished', target: 'finished' },
        { guard: 'landsOnRegistration', target: 'registration' },
        { target: 'notice' },
      ],
    },
    failed: {
      on: { 'load.retry': { target: 'starting', actions: assign({ message: null }) } },
    },
    /** Step 0: the notice. */
    notice: {
      meta: { step: 0 },
      on: {
        'step.next': [{ guard: 'loggedIn', target: 'registration' }, { actions: 'warnLogin' }],
      },
    },
    /** Step 1: the registration (read-only once registered; captcha and SMS only before). */
    registration: {
      meta: { step: 1 },
      initial: 'filling',
      on: { 'step.back': { target: 'notice', actions: assign({ errors: {}, message: null }) } },
      states: {
        filling: {
          on: {
            'registration.set': {
              guard: 'notRegistered',
              actions: assign(({ context, event }) => ({
                registration: { ...context.registration, [event.name]: event.value },
                errors: without(context.errors, event.name),
              })),
            },
            'field.checked': {
              guard: 'notRegistered',
              actions: assign(({ context, event }) => ({
                errors: event.message
                  ? { ...context.errors, [event.name]: event.message }
                  : without(context.errors, event.name),
              })),
            },
            'step.next': [
              { guard: 'notRegistered', target: 'validating' },
              { guard: 'mayGoOn', target: '#campaign.work' },
            ],
          },
        },
        validating: {
          tags: 'busy',
          invoke: {
            src: 'validate',
            input: ({ context }) => ({
              campaign: context.campaign,
              form: 'registration' as const,
              registration: context.registration,
              work: context.work,
            }),
            onDone: [
              {
                guard: { type: 'valid', params: ({ event }) => ({ errors: event.output }) },
                target: 'registering',
                actions: assign({ errors: {} }),
              },
              {
                target: 'filling',
                actions: [assign({ errors: ({ event }) => event.output }), 'warnInvalid'],
              },
            ],
          },
        },
        registering: {
          tags: 'busy',
          entry: assign({ message: null }),
          invoke: {
            src: 'register',
            input: ({ context }) => ({ campaign: context.campaign, registration: context.registration }),
            onDone: [
              {
                guard: { type: 'opensUpload', params: ({ event }) => ({ entry: event.output }) },
                target: '#campaign.work',
                actions: [assign(({ context, event }) => fill(context, event.output)), 'notifyRegistered'],
              },
              {
                target: 'filling',
                actions: [assign(({ context, event }) => fill(context, event.output)), 'notifyRegistered'],
              },
            ],
            onError: { target: 'filling', actions: refused('registration') },
          },
        },
      },
    },
    /** Step 2: the work form (read-only once submitted). */
    work: {
      meta: { step: 2 },
      initial: 'filling',
      on: { 'step.back': { target: 'registration', actions: assign({ errors: {}, message: null }) } },
      states: {
        filling: {
          on: {
            'work.set': {
              guard: 'editable',
              actions: assign(({ context, event }) => ({
                work: { ...context.work, [event.name]: event.value },
                errors: without(context.errors, event.name),
              })),
            },
            'field.checked': {
              guard: 'editable',
              actions: assign(({ context, event }) => ({
                errors: event.message
                  ? { ...context.errors, [event.name]: event.message }
                  : without(context.errors, event.name),
              })),
            },
            'file.add': {
              guard: 'fileRoom',
              actions: assign(({ context, event }) => ({
                work: { ...context.work, fileList: withFile(context.work.fileList, event.file) },
                errors: without(context.errors, 'fileList'),
              })),
            },
            'file.remove': {
              guard: 'editable',
              actions: assign(({ context, event }) => ({
                work: {
                  ...context.work,
                  fileList: withoutFile(context.work.fileList, event.index),
                },
              })),
            },
            'files.failed': {
              guard: 'editable',
              actions: assign(({ context }) => ({ work: { ...context.work, fileList: [] } })),
            },
            'step.next': [{ guard: 'submitted', target: '#campaign.preview' }, { target: 'validating' }],
          },
        },
        validating: {
          tags: 'busy',
          invoke: {
            src: 'validate',
            input: ({ context }) => ({
              campaign: context.campaign,
              form: 'work' as const,
              registration: context.registration,
              work: context.work,
            }),
            onDone: [
              {
                guard: { type: 'valid', params: ({ event }) => ({ errors: event.output }) },
                target: 'saving',
                actions: assign({ errors: {} }),
              },
              {
                target: 'filling',
                actions: [assign({ errors: ({ event }) => event.output }), 'warnInvalid'],
              },
            ],
          },
        },
        /** The draft commit (002 §4: the upload step saves the draft); the status stays. */
        saving: {
          tags: 'busy',
          entry: assign({ message: null }),
          invoke: {
            src: 'commit',
            input: ({ context }) => ({
              campaign: context.campaign,
              work: context.work,
              // Stryker disable next-line OptionalChaining: equivalent, the work and preview steps are reached only with an entry
              worksId: context.entry?.worksId ?? null,
              final: false,
            }),
            onDone: {
              target: '#campaign.preview',
              actions: assign(({ context, event }) => fill(context, event.output)),
            },
            onError: { target: 'filling', actions: refused('work') },
          },
        },
      },
    },
    /** Step 3: the read-only preview. */
    preview: {
      meta: { step: 3 },
      initial: 'idle',
      on: { 'step.back': { target: 'work', actions: assign({ message: null }) } },
      states: {
        idle: {
          on: {
            'step.next': [{ guard: 'submitted', target: '#campaign.finished' }, { target: 'submitting' }],
          },
        },
        submitting: {
          tags: 'busy',
          entry: assign({ message: null }),
          invoke: {
            src: 'commit',
            input: ({ context }) => ({
              campaign: context.campaign,
              work: context.work,
              // Stryker disable next-line OptionalChaining: equivalent, the work and preview steps are reached only with an entry
              worksId: context.entry?.worksId ?? null,
              final: true,
            }),
            onDone: {
              target: '#campaign.finished',
              actions: [assign(({ context, event }) => fill(context, event.output)), 'notifySubmitted'],
            },
            onError: { target: 'idle', actions: refused('work') },
          },
        },
      },
    },
    /** Step 4: 投稿已完成，请等待审核结果. */
    finished: {
      meta: { step: 4 },
      on: { 'step.back': { guard: 'canLeaveFinished', target: 'preview' } },
    },
  },
});
