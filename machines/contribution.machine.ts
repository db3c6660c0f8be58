import { assertEvent, assign, fromPromise, setup, type DoneActorEvent } from 'xstate';
import {
  MAX_MEDIA_FILES,
  SOURCE_FIELDS,
  SUBMIT_REDIRECT_MS,
  misfitMessage,
  type WorksForm,
} from '../domain/submission';
import { errorText } from './errorText';
import { without, withFile, withoutFile } from './wizardParts';

/**
 * The works submission wizard (000 §2.3 /popsic/contribution, §4.5, §5.3–5.5, §8; issue 16). A new work
 * asks the session check first (code 60016: blocked, 科普大赛投稿已结束); `?id` loads the work instead
 * (failure: 数据异常) and edits it without phone, captcha or SMS. Three steps, each validated on 下一步
 * by the `validateStep` actor (the app's: the shared zod rule of the step, its messages into `errors`);
 * 上一步 is always free. The last step submits (commitWorks or modifyWorks): success says 投稿成功, 请等待审核结果。
 * and leaves for /popsic after `redirectDelay`; failure keeps the form and shows the server's message.
 *
 * The form lives here, so the §4.5 clearing rules are transitions: a changed identity clears the student
 * type; a cleared work unit clears workId and studentStatus; a changed work form clears videoType and
 * graphicType. An upload failure of a media file clears the media list (000 §8). Files the work form does
 * not take (domain misfitFiles: after a change of form, say five mp4 files under 图文) are flagged, not
 * dropped: every change of the form or the list takes the list's message away and puts the one naming them
 * under the media field (`flagMisfits`), and the step's rule refuses them on 提交 until they are removed or
 * the form fits again (decision 0067). A draft (the form as the app stored it) comes in as input; storing
 * it is the app's, which watches this actor.
 *
 * Each step's state says which step it is (`meta.step`: the submit shows step 3); a state that waits for a
 * step's rule or the submit is tagged `busy` (the buttons wait).
 */
export interface MediaFile {
  url: string;
  fileName: string;
  fileSize: number;
}

export interface ContributionForm {
  title: string;
  name: string;
  phone: string;
  validCode: string;
  uuid: string;
  smsCode: string;
  workUnit: string;
  identity: string;
  studentType: string;
  workId: string;
  studentStatus: string;
  sourceSociety: string;
  sourceGroup: string;
  sourceUnit: string;
  sourcePerson: string;
  sourceCategory: string;
  worksForm: WorksForm | null;
  videoType: string;
  graphicType: string;
  scienceTarget: string;
  scienceType: string;
  content: string;
  coverUrl: string;
  fileList: MediaFile[];
  agreement: boolean;
}

export const EMPTY_FORM: ContributionForm = {
  title: '',
  name: '',
  phone: '',
  validCode: '',
  uuid: '',
  smsCode: '',
  workUnit: '',
  identity: '',
  studentType: '',
  workId: '',
  studentStatus: '',
  sourceSociety: '',
  sourceGroup: '',
  sourceUnit: '',
  sourcePerson: '',
  sourceCategory: '',
  worksForm: null,
  videoType: '',
  graphicType: '',
  scienceTarget: '',
  scienceType: '',
  content: '',
  coverUrl: '',
  fileList: [],
  agreement: false,
};

/** The fields a `field.set` writes (the rest have their own events). */
export type TextFieldName = {
  [K in keyof ContributionForm]: ContributionForm[K] extends string ? K : never;
}[keyof ContributionForm];

/** A message per field (the rule's, keyed as the form's fields; the source hint under `sourceSociety`). */
export type FieldErrors = Partial<Record<keyof ContributionForm, string>>;

export type WizardStep = 1 | 2 | 3;

export interface ContributionInput {
  /** `?id`: edit this work; null: a new one. */
  worksId: number | null;
  /** The stored draft of this user and work, if any. */
  draft: Partial<ContributionForm> | null;
}

export interface ContributionContext {
  editing: boolean;
  worksId: number | null;
  draft: Partial<ContributionForm> | null;
  form: ContributionForm;
  errors: FieldErrors;
  /** The server's message of a failed submit or session check. */
  message: string | null;
}

export type ContributionEvent =
  | { type: 'field.set'; name: TextFieldName; value: string }
  | { type: 'worksForm.set'; value: WorksForm }
  | { type: 'agreement.set'; value: boolean }
  | { type: 'cover.set'; url: string }
  | { type: 'cover.clear' }
  | { type: 'media.add'; file: MediaFile }
  | { type: 'media.remove'; index: number }
  | { type: 'media.failed' }
  | { type: 'step.next' }
  | { type: 'step.back' }
  | { type: 'load.retry' };

const isSource = (name: string) => (SOURCE_FIELDS as readonly string[]).includes(name);
/**
 * The messages after a change of the work form or the media list: the list's own message gone, then the one
 * naming the files the form does not take, if any (domain misfitMessage).
 */
const flagMisfits = (errors: FieldErrors, form: ContributionForm): FieldErrors => {
  const rest = without(errors, 'fileList');
  const misfit = misfitMessage(form.worksForm, form.fileList);
  return misfit ? { ...rest, fileList: misfit } : rest;
};
/** The restored fields a draft may bring (the phone of an edited work is the server's). */
const restored = (form: ContributionForm, draft: Partial<ContributionForm> | null, keepPhone: boolean) =>
  draft ? { ...form, ...draft, ...(keepPhone ? { phone: form.phone } : {}) } : form;

/** The step's rule answered: its messages ({} = valid). */
type Checked = DoneActorEvent<FieldErrors>;
const setErrors = assign<ContributionContext, Checked, undefined, ContributionEvent, never>({
  errors: ({ event }) => event.output,
});
const clearErrors = assign<ContributionContext, Checked, undefined, ContributionEvent, never>({ errors: {} });
/**
 * Each step of §2.3, one shape: its fields are filled, 下一步 checks its rule (busy), and on to `next` when
 * nothing breaks it; the messages of what does are shown and the step stays.
 */
const stepState = (step: WizardStep, next: `#contribution.${string}`) =>
  ({
    meta: { step },
    initial: 'filling',
    states: {
      filling: { on: { 'step.next': 'validating' } },
      validating: {
        tags: 'busy',
        invoke: {
          src: 'validateStep',
          input: ({ context }: { context: ContributionContext }) => ({
            step,
            form: context.form,
            editing: context.editing,
          }),
          onDone: [
            {
              guard: {
                type: 'stepValid',
                params: ({ event }: { event: Checked }) => ({ errors: event.output }),
              },
              target: next,
              actions: clearErrors,
            },
            { target: 'filling', actions: setErrors },
          ],
        },
      },
    },
  }) as const;

export const contributionMachine = /* @__PURE__ */ setup({
  types: {
    input: {} as ContributionInput,
    context: {} as ContributionContext,
    events: {} as ContributionEvent,
    tags: {} as 'busy',
    meta: {} as { step: WizardStep },
  },
  // Stryker disable all: the default actors only stand in until the app's provide() and the tests' stubs replace them
  actors: {
    /** GET /api/science/works/{id} → the work as the form's fields (files included). */
    loadWorks: fromPromise<Partial<ContributionForm>, { worksId: number }>(async () => {
      throw new Error('loadWorks not provided');
    }),
    /** GET /api/science/session/get → whether a session is open (false: code 60016). */
    checkSession: fromPromise<boolean>(async () => {
      throw new Error('checkSession not provided');
    }),
    /** The step's shared rule: the messages of the fields that break it ({} = valid). */
    validateStep: fromPromise<FieldErrors, { step: WizardStep; form: ContributionForm; editing: boolean }>(
      async () => ({}),
    ),
    /** POST commitWorks (new) or modifyWorks (edit). */
    submitWorks: fromPromise<void, { form: ContributionForm; worksId: number | null }>(async () => {
      throw new Error('submitWorks not provided');
    }),
  },
  // Stryker restore all
  actions: {
    /** 投稿成功, 请等待审核结果。 */
    notifySubmitted: () => {},
    notifyFailed: (_, _params: { message: string }) => {},
    /** To /popsic. */
    goHome: () => {},
  },
  guards: {
    isEditing: ({ context }) => context.editing,
    identityChanged: ({ context, event }) => {
      assertEvent(event, 'field.set');
      return event.name === 'identity' && event.value !== context.form.identity;
    },
    workUnitCleared: ({ event }) => {
      assertEvent(event, 'field.set');
      return event.name === 'workUnit' && event.value.trim() === '';
    },
    worksFormChanged: ({ context, event }) => {
      assertEvent(event, 'worksForm.set');
      return event.value !== context.form.worksForm;
    },
    /** The session check's answer: open. */
    sessionOpen: (_, { open }: { open: boolean }) => open,
    /** The step's rule found nothing. */
    stepValid: (_, { errors }: { errors: FieldErrors }) => Object.keys(errors).length === 0,
    mediaRoom: ({ context }) =>
      context.form.worksForm !== null && context.form.fileList.length < MAX_MEDIA_FILES,
  },
  delays: { redirectDelay: SUBMIT_REDIRECT_MS },
}).createMachine({
  id: 'contribution',
  context: ({ input }) => ({
    editing: input.worksId !== null,
    worksId: input.worksId,
    draft: input.draft,
    form: restored(EMPTY_FORM, input.draft, false),
    errors: {},
    message: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'isEditing', target: 'loading' }, { target: 'checkingSession' }],
    },
    loading: {
      invoke: {
        src: 'loadWorks',
        input: ({ context }) => ({ worksId: context.worksId ?? 0 }),
        onDone: {
          target: 'editing',
          actions: assign(({ context, event }) => ({
            form: restored({ ...EMPTY_FORM, ...event.output }, context.draft, true),
          })),
        },
        onError: { target: 'failed', actions: assign({ message: ({ event }) => errorText(event.error) }) },
      },
    },
    checkingSession: {
      invoke: {
        src: 'checkSession',
        onDone: [
          {
            guard: { type: 'sessionOpen', params: ({ event }) => ({ open: event.output }) },
            target: 'editing',
          },
          { target: 'blocked' },
        ],
        onError: { target: 'failed', actions: assign({ message: ({ event }) => errorText(event.error) }) },
      },
    },
    /** Edit: 数据异常; new: the session check's message. */
    failed: {
      on: { 'load.retry': { target: 'starting', actions: assign({ message: null }) } },
    },
    /** 60016: submission has ended. */
    blocked: { type: 'final' },
    editing: {
      initial: 'step1',
      on: {
        // The field as typed, its message gone (any source clears the source hint), plus §4.5's rules.
        'field.set': [
          {
            guard: 'identityChanged',
            actions: assign(({ context, event }) => ({
              form: { ...context.form, [event.name]: event.value, studentType: '' },
              errors: without(context.errors, event.name, 'studentType'),
            })),
          },
          {
            guard: 'workUnitCleared',
            actions: assign(({ context, event }) => ({
              form: { ...context.form, [event.name]: event.value, workId: '', studentStatus: '' },
              errors: without(context.errors, event.name),
            })),
          },
          {
            actions: assign(({ context, event }) => ({
              form: { ...context.form, [event.name]: event.value },
              errors: isSource(event.name)
                ? without(context.errors, event.name, 'sourceSociety')
                : without(context.errors, event.name),
            })),
          },
        ],
        'worksForm.set': {
          guard: 'worksFormChanged',
          actions: assign(({ context, event }) => {
            const form = { ...context.form, worksForm: event.value, videoType: '', graphicType: '' };
            return {
              form,
              errors: flagMisfits(
                without(context.errors, 'worksForm', 'videoType', 'graphicType', 'content'),
                form,
              ),
            };
          }),
        },
        'agreement.set': {
          actions: assign(({ context, event }) => ({
            form: { ...context.form, agreement: event.value },
            errors: without(context.errors, 'agreement'),
          })),
        },
        'cover.set': {
          actions: assign(({ context, event }) => ({
            form: { ...context.form, coverUrl: event.url },
            errors: without(context.errors, 'coverUrl'),
          })),
        },
        'cover.clear': {
          actions: assign(({ context }) => ({ form: { ...context.form, coverUrl: '' } })),
        },
        // A changed list takes the list's message away; what still does not fit is flagged again.
        'media.add': {
          guard: 'mediaRoom',
          actions: assign(({ context, event }) => {
            const form = { ...context.form, fileList: withFile(context.form.fileList, event.file) };
            return { form, errors: flagMisfits(context.errors, form) };
          }),
        },
        'media.remove': {
          actions: assign(({ context, event }) => {
            const form = {
              ...context.form,
              fileList: withoutFile(context.form.fileList, event.index),
            };
            return { form, errors: flagMisfits(context.errors, form) };
          }),
        },
        // 000 §8: an upload failure shows the server's message (the upload field's) and clears the list.
        'media.failed': {
          actions: assign(({ context }) => ({
            form: { ...context.form, fileList: [] },
            errors: without(context.errors, 'fileList'),
          })),
        },
      },
      states: {
        step1: stepState(1, '#contribution.editing.step2'),
        step2: {
          ...stepState(2, '#contribution.editing.step3'),
          on: { 'step.back': { target: 'step1', actions: assign({ errors: {} }) } },
        },
        step3: {
          ...stepState(3, '#contribution.submitting'),
          on: { 'step.back': { target: 'step2', actions: assign({ errors: {}, message: null }) } },
        },
      },
    },
    submitting: {
      meta: { step: 3 },
      tags: 'busy',
      entry: assign({ message: null }),
      invoke: {
        src: 'submitWorks',
        input: ({ context }) => ({ form: context.form, worksId: context.worksId }),
        onDone: { target: 'submitted', actions: 'notifySubmitted' },
        onError: {
          target: '#contribution.editing.step3',
          actions: [
            assign({ message: ({ event }) => errorText(event.error) }),
            { type: 'notifyFailed', params: ({ event }) => ({ message: errorText(event.error) }) },
          ],
        },
      },
    },
    /** 投稿成功: the form is done with (the app drops the draft); /popsic after `redirectDelay`. */
    submitted: {
      after: { redirectDelay: { target: 'done', actions: 'goHome' } },
    },
    done: { type: 'final' },
  },
});
