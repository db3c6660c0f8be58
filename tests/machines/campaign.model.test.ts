import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { CAMPAIGNS, CAMPAIGN_IDS, canUpload, isSubmitted, type CampaignId } from '../../domain/campaigns';
import { type campaignMachine, type CampaignEvent } from '../../machines/campaign.machine';
import {
  COMMIT_ERROR,
  ADDED,
  INVALID,
  LOAD_ERROR,
  REGISTER_ERROR,
  campaignModel,
} from './models/campaign.model';
import { describeModel } from './runner';
import type { Meaning, Recorder } from './runner';

type Snap = SnapshotFrom<typeof campaignMachine>;
/** The forms as a visitor meets them (written out: the machine's own constants are what is under test). */
const EMPTY_REGISTRATION = {
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
const EMPTY_WORK = { title: '', subTitle: '', content: '', coverUrl: '', fileList: [] };
const next = { type: 'step.next' } as const;
const back = { type: 'step.back' } as const;

/** The snapshot each path showed before this step: the rules below compare after with before. */
const before = new WeakMap<Recorder, Snap>();
const eventOf = (rec: Recorder) => rec.step?.event as CampaignEvent | undefined;
const statusOf = (s: Snap) => s.context.entry?.status ?? null;
/** The step the view shows (002 §2: 0 notice … 4 finished). */
const stepOf = (s: Snap): number =>
  s.matches('notice')
    ? 0
    : s.matches('registration')
      ? 1
      : s.matches('work')
        ? 2
        : s.matches('preview')
          ? 3
          : 4;

/**
 * The entry is the one the call answered, and the forms hold what it brought over what was typed (an entry
 * never loses a typed field it lacks).
 */
function formsFromEntry(s: Snap, rec: Recorder, p: Snap | undefined) {
  const answered = (rec.step?.event as { output?: Snap['context']['entry'] } | undefined)?.output;
  const entry = answered ?? null;
  expect(s.context.entry).toEqual(entry);
  const baseReg = p?.context.registration ?? EMPTY_REGISTRATION;
  const baseWork = p?.context.work ?? EMPTY_WORK;
  expect(s.context.registration).toEqual(entry ? { ...baseReg, ...entry.registration } : baseReg);
  expect(s.context.work).toEqual(entry ? { ...baseWork, ...entry.work } : baseWork);
}

/** A change of a form the wizard took: the field as typed, its message gone (refusals: see `refused`). */
function formChange(s: Snap, rec: Recorder, p: Snap) {
  const e = eventOf(rec)!;
  switch (e.type) {
    case 'registration.set':
      // (Read-only once registered, 002 §4: refused, see `refused`.)
      expect(s.context.registration).toEqual({ ...p.context.registration, [e.name]: e.value });
      expect(s.context.errors[e.name]).toBeUndefined();
      break;
    case 'field.checked':
      // The blur check's verdict for one field; others keep theirs.
      expect(s.context.errors[e.name]).toBe(e.message ?? undefined);
      expect({ ...s.context.errors, [e.name]: undefined }).toEqual({
        ...p.context.errors,
        [e.name]: undefined,
      });
      break;
    case 'work.set':
      expect(s.context.work).toEqual({ ...p.context.work, [e.name]: e.value });
      break;
    case 'file.add':
      // (Only while editable and the campaign's limit leaves room: see `refused`.)
      expect(s.context.work.fileList).toEqual([...p.context.work.fileList, ADDED]);
      expect(s.context.errors.fileList).toBeUndefined();
      expect(s.context.work.fileList.length).toBeLessThanOrEqual(
        CAMPAIGNS[s.context.campaign].attachments.maxFiles,
      );
      break;
    case 'file.remove':
      expect(s.context.work.fileList).toEqual(p.context.work.fileList.filter((_, i) => i !== e.index));
      break;
    case 'files.failed':
      // 002 §8: an upload failure clears the file list.
      expect(s.context.work.fileList).toEqual([]);
      break;
    default:
      throw new Error(`not a change of a form: ${e.type}`);
  }
  // Nothing is sent while a form changes.
  expect(rec.inStep()).toEqual([]);
}
const FORM_EVENTS = new Set([
  'registration.set',
  'field.checked',
  'work.set',
  'file.add',
  'file.remove',
  'files.failed',
]);

/** A landing by status (002 §4): none → notice, 1 or 2 → registration, 3 or 0 → finished. */
function landed(s: Snap, rec: Recorder, p: Snap | undefined) {
  expect(rec.via).toBe('done:loadEntry');
  expect(s.context.loggedIn).toBe(true);
  const status = statusOf(s);
  expect(stepOf(s)).toBe(status === null ? 0 : status === 1 || status === 2 ? 1 : 4);
  formsFromEntry(s, rec, p);
}

/** The view's step buttons as the machine allows them. */
function buttons(s: Snap) {
  const status = statusOf(s);
  const registered = s.context.entry !== null;
  if (s.matches('notice')) expect(s.can(next)).toBe(true);
  if (s.matches({ registration: 'filling' })) {
    // Registered in a campaign whose status does not open the upload and no work went in: 下一步 is disabled (qc 1).
    expect(s.can(next)).toBe(!registered || canUpload(s.context.campaign, status) || isSubmitted(status));
    expect(s.can(back)).toBe(true);
  }
  // 上一步: none on the notice or a failed load; from finished only unless the status is 0.
  if (s.matches('notice') || s.matches('failed')) expect(s.can(back)).toBe(false);
  if (s.matches('finished')) expect(s.can(back)).toBe(status !== 0);
}

const raw: Record<string, (s: Snap, rec: Recorder, p: Snap | undefined) => void> = {
  loading: (s, rec) => {
    // A logged-in user's entry is asked for (at start, after a retry, after logging in).
    expect(['init', 'load.retry', 'session.changed']).toContain(rec.via);
    expect(s.context.loggedIn).toBe(true);
    expect(rec.startsInStep('loadEntry')).toEqual([{ campaign: s.context.campaign }]);
    expect(s.context.entry).toBeNull();
    expect(s.context.message).toBeNull();
  },
  failed: (s, rec) => {
    expect(rec.via).toBe('error:loadEntry');
    expect(s.context.message).toBe(LOAD_ERROR);
    expect(s.can({ type: 'load.retry' })).toBe(true);
    expect(s.can(next)).toBe(false);
    buttons(s);
  },
  notice: (s, rec, p) => {
    buttons(s);
    if (rec.via === 'init' || rec.via === 'session.changed') {
      // A visitor (at start, or after logging out): nothing loaded, empty forms.
      expect(s.context.loggedIn).toBe(false);
      expect(rec.startsInStep('loadEntry')).toEqual([]);
      expect(s.context.entry).toBeNull();
      expect([s.context.registration, s.context.work]).toEqual([EMPTY_REGISTRATION, EMPTY_WORK]);
    } else if (rec.via === 'done:loadEntry') landed(s, rec, p);
    else if (rec.via === 'step.next') {
      // A visitor's 下一步: 请登录后操作！, still on the notice.
      expect(s.context.loggedIn).toBe(false);
      expect(rec.callsInStep('warnLogin')).toHaveLength(1);
      expect(s.context).toEqual(p!.context);
    } else {
      expect(rec.via).toBe('step.back');
      expect(p!.matches('registration')).toBe(true);
      expect(s.context.errors).toEqual({});
      expect(s.context.registration).toEqual(p!.context.registration);
    }
  },
  'registration.filling': (s, rec, p) => {
    buttons(s);
    expect(rec.running()).toEqual([]);
    if (rec.via === 'done:loadEntry') landed(s, rec, p);
    else if (rec.via === 'step.next') {
      // From the notice, logged in.
      expect(p!.matches('notice')).toBe(true);
      expect(s.context.loggedIn).toBe(true);
      expect(rec.callsInStep('warnLogin')).toEqual([]);
    } else if (rec.via === 'step.back') {
      expect(p!.matches('work')).toBe(true);
      expect(s.context.errors).toEqual({});
      expect(s.context.work).toEqual(p!.context.work);
    } else if (rec.via === 'done:validate') {
      // 请按要求填写信息！ and the messages; nothing sent, the form as typed.
      expect(s.context.errors).toEqual(INVALID);
      expect(rec.callsInStep('warnInvalid')).toHaveLength(1);
      expect(s.context.registration).toEqual(p!.context.registration);
      expect(rec.startsInStep('register')).toEqual([]);
    } else if (rec.via === 'done:register') {
      // Registered (报名成功!!!) but the new status does not open the upload step (qc 1): 下一步 disabled.
      expect(rec.callsInStep('notifyRegistered')).toHaveLength(1);
      expect(canUpload(s.context.campaign, statusOf(s))).toBe(false);
      expect(s.can(next)).toBe(false);
      formsFromEntry(s, rec, p);
    } else if (rec.via === 'error:register') {
      // The server's message; everything typed kept, ready to try again.
      expect(s.context.message).toBe(REGISTER_ERROR);
      expect(rec.callsInStep('notifyFailed')).toEqual([{ message: REGISTER_ERROR, form: 'registration' }]);
      expect(s.context.registration).toEqual(p!.context.registration);
      expect(s.context.entry).toBeNull();
    } else {
      expect(FORM_EVENTS.has(rec.via)).toBe(true);
      formChange(s, rec, p!);
    }
  },
  'registration.validating': (s, rec) => {
    // Only an unregistered user's 下一步 checks the form (with captcha and SMS).
    expect(rec.via).toBe('step.next');
    expect(s.context.entry).toBeNull();
    expect(rec.startsInStep('validate')).toEqual([
      {
        campaign: s.context.campaign,
        form: 'registration',
        registration: s.context.registration,
        work: s.context.work,
      },
    ]);
  },
  'registration.registering': (s, rec, p) => {
    expect(rec.via).toBe('done:validate');
    expect(rec.startsInStep('register')).toEqual([
      { campaign: s.context.campaign, registration: p!.context.registration },
    ]);
    expect(s.context.errors).toEqual({});
    expect(s.context.message).toBeNull();
    expect(s.can(next)).toBe(false);
  },
  'work.filling': (s, rec, p) => {
    expect(rec.running()).toEqual([]);
    expect(s.can(back)).toBe(true);
    const status = statusOf(s);
    if (rec.via === 'step.next') {
      // Registered, and the status opens the upload step (002 §4) or the work went in (shown read-only).
      expect(p!.matches({ registration: 'filling' })).toBe(true);
      expect(canUpload(s.context.campaign, status) || isSubmitted(status)).toBe(true);
      expect(rec.inStep()).toEqual([]);
    } else if (rec.via === 'done:register') {
      expect(rec.callsInStep('notifyRegistered')).toHaveLength(1);
      expect(canUpload(s.context.campaign, status)).toBe(true);
      formsFromEntry(s, rec, p);
    } else if (rec.via === 'step.back') {
      // Back from the preview: a refused submit's message left behind.
      expect(p!.matches('preview')).toBe(true);
      expect(s.context.work).toEqual(p!.context.work);
      expect(s.context.message).toBeNull();
    } else if (rec.via === 'done:validate') {
      expect(s.context.errors).toEqual(INVALID);
      expect(rec.callsInStep('warnInvalid')).toHaveLength(1);
      expect(s.context.work).toEqual(p!.context.work);
    } else if (rec.via === 'error:commit') {
      // The draft was not saved: the server's message, the work as typed.
      expect(s.context.message).toBe(COMMIT_ERROR);
      expect(rec.callsInStep('notifyFailed')).toEqual([{ message: COMMIT_ERROR, form: 'work' }]);
      expect(s.context.work).toEqual(p!.context.work);
    } else {
      expect(FORM_EVENTS.has(rec.via)).toBe(true);
      formChange(s, rec, p!);
    }
  },
  'work.validating': (s, rec) => {
    // A submitted work is not checked again: only an editable one.
    expect(rec.via).toBe('step.next');
    expect(isSubmitted(statusOf(s))).toBe(false);
    expect(rec.startsInStep('validate')).toEqual([
      {
        campaign: s.context.campaign,
        form: 'work',
        registration: s.context.registration,
        work: s.context.work,
      },
    ]);
  },
  'work.saving': (s, rec) => {
    // The draft commit (002 §4 "saves the draft"): not final, with the entry's worksId when there is one.
    expect(rec.via).toBe('done:validate');
    expect(rec.startsInStep('commit')).toEqual([
      {
        campaign: s.context.campaign,
        work: s.context.work,
        worksId: s.context.entry?.worksId ?? null,
        final: false,
      },
    ]);
    // The form passed: no message of a field or of an earlier refusal remains.
    expect(s.context.errors).toEqual({});
    expect(s.context.message).toBeNull();
  },
  'preview.idle': (s, rec, p) => {
    expect(s.can(back)).toBe(true);
    expect(s.can(next)).toBe(true);
    if (rec.via === 'done:commit') {
      // The draft saved: the work as the server keeps it.
      expect(p!.matches({ work: 'saving' })).toBe(true);
      expect(s.context.entry?.worksId).toBe(41);
      formsFromEntry(s, rec, p);
    } else if (rec.via === 'step.next') {
      // A submitted work's form is read-only: 下一步 moves on without a commit.
      expect(isSubmitted(statusOf(s))).toBe(true);
      expect(rec.inStep()).toEqual([]);
    } else if (rec.via === 'error:commit') {
      // The final commit refused: the server's message shown (decision 0051), still on the preview.
      expect(s.context.message).toBe(COMMIT_ERROR);
      expect(rec.callsInStep('notifyFailed')).toEqual([{ message: COMMIT_ERROR, form: 'work' }]);
      expect(rec.calls('notifySubmitted')).toEqual([]);
    } else {
      expect(rec.via).toBe('step.back');
      expect(p!.matches('finished')).toBe(true);
      expect(statusOf(s)).not.toBe(0);
    }
  },
  'preview.submitting': (s, rec) => {
    expect(rec.via).toBe('step.next');
    expect(isSubmitted(statusOf(s))).toBe(false);
    expect(rec.startsInStep('commit')).toEqual([
      {
        campaign: s.context.campaign,
        work: s.context.work,
        worksId: s.context.entry?.worksId ?? null,
        final: true,
      },
    ]);
    // An earlier refusal's message goes while the submit runs.
    expect(s.context.message).toBeNull();
    expect(s.can(next)).toBe(false);
  },
  finished: (s, rec, p) => {
    buttons(s);
    if (rec.via === 'done:loadEntry') landed(s, rec, p);
    else if (rec.via === 'done:commit') {
      // 作品已完成提交！ once, the entry reloaded.
      expect(rec.callsInStep('notifySubmitted')).toHaveLength(1);
      expect(p!.matches({ preview: 'submitting' })).toBe(true);
      formsFromEntry(s, rec, p);
    } else {
      expect(rec.via).toBe('step.next');
      expect(isSubmitted(statusOf(s))).toBe(true);
      expect(rec.inStep()).toEqual([]);
    }
  },
};

/**
 * Events the wizard must refuse where it stands (002 §4: a registered user's fields, a submitted work, the
 * finished step at status 0, qc's upload before it opens; the campaign's file limit).
 */
function refused(p: Snap, e: CampaignEvent): boolean {
  const status = statusOf(p);
  const registered = p.context.entry !== null;
  const locked = isSubmitted(status);
  if (p.matches({ registration: 'filling' })) {
    if (e.type === 'registration.set' || e.type === 'field.checked') return registered;
    if (e.type === 'step.next') return registered && !canUpload(p.context.campaign, status) && !locked;
  }
  if (p.matches({ work: 'filling' })) {
    if (['work.set', 'field.checked', 'file.remove', 'files.failed'].includes(e.type)) return locked;
    if (e.type === 'file.add')
      return locked || p.context.work.fileList.length >= CAMPAIGNS[p.context.campaign].attachments.maxFiles;
  }
  if (p.matches('finished') && e.type === 'step.back') return status === 0;
  return false;
}

/** The step a state says it is (its `meta`, what the view shows) against the state's own place. */
const STEPS = [
  ['notice', 0],
  ['registration', 1],
  ['work', 2],
  ['preview', 3],
  ['finished', 4],
] as const;
/** Where a rule, a register or a commit runs: the buttons wait (the `busy` tag). */
const BUSY = [
  { registration: 'validating' },
  { registration: 'registering' },
  { work: 'validating' },
  { work: 'saving' },
  { preview: 'submitting' },
] as const;
function shown(s: Snap) {
  const steps = Object.values(s.getMeta()).flatMap((meta) => (meta ? [meta.step] : []));
  expect(steps).toEqual(STEPS.filter(([state]) => s.matches(state)).map(([, step]) => step));
  expect(s.hasTag('busy')).toBe(BUSY.some((state) => s.matches(state)));
}

const meaning: Meaning<typeof campaignMachine> = Object.fromEntries(
  Object.entries(raw).map(([key, check]) => [
    key,
    (s: Snap, rec: Recorder) => {
      shown(s);
      const p = before.get(rec);
      const e = eventOf(rec);
      if (p && e && rec.step?.kind === 'event' && refused(p, e)) {
        // Refused: the machine cannot take it, nothing changes, nothing is sent.
        expect(p.can(e)).toBe(false);
        expect([s.value, s.context]).toEqual([p.value, p.context]);
        expect(rec.inStep()).toEqual([]);
      } else {
        if (p && e && rec.step?.kind === 'event') expect(p.can(e)).toBe(true);
        check(s, rec, p);
      }
      before.set(rec, s);
    },
  ]),
);

// One run per configuration: each must reach every state and transition by itself.
for (const id of CAMPAIGN_IDS as readonly CampaignId[]) describeModel(campaignModel(id), meaning);
