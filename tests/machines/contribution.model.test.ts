import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { MAX_MEDIA_FILES, SOURCE_FIELDS } from '../../domain/submission';
import type {
  contributionMachine,
  ContributionEvent,
  ContributionForm,
  FieldErrors,
} from '../../machines/contribution.machine';
import { contributionModel, DRAFT, EMPTY, INVALID, LOADED, WORKS_ID } from './models/contribution.model';
import { contributionMsg as m } from '../../src/text/contribution';
import { describeModel } from './runner';
import type { Meaning, Recorder } from './runner';

type Snap = SnapshotFrom<typeof contributionMachine>;
const next = { type: 'step.next' } as const;
const back = { type: 'step.back' } as const;
const retry = { type: 'load.retry' } as const;

/** The snapshot each path showed before this step: every rule below compares after with before. */
const before = new WeakMap<Recorder, Snap>();
const eventOf = (rec: Recorder) => rec.step?.event as ContributionEvent | undefined;

/** The form as the wizard starts it: the draft over an empty form or over the loaded work (whose phone stays). */
const startForm = (s: Snap) => {
  const base = s.context.editing ? { ...EMPTY, ...LOADED } : EMPTY;
  return s.context.draft
    ? { ...base, ...DRAFT, phone: s.context.editing ? LOADED.phone! : DRAFT.phone! }
    : base;
};

/**
 * The media field's message after a change of the form or the list (decision 0067): every file of the model
 * is an mp4 but the loaded work's PDF, so under 图文 (2) the mp4 files are flagged, named one by one, and
 * under 视频 (1) or with none listed nothing is.
 */
function misfitShown(f: ContributionForm): FieldErrors {
  const videos = f.fileList.filter((x) => x.fileName.endsWith('.mp4'));
  if (f.worksForm !== 2 || videos.length === 0) return {};
  const message = m.mediaMisfit(
    ['gif', 'jpg', 'jpeg', 'png', 'pdf'],
    videos.map((x) => x.fileName),
  );
  for (const v of videos) expect(message).toContain(v.fileName);
  return { fileList: message };
}

/** The messages before a change, less those of the named fields: every other message stays shown. */
const messagesLess = (errors: FieldErrors, names: (keyof ContributionForm)[]): FieldErrors =>
  Object.fromEntries(Object.entries(errors).filter(([k]) => !names.includes(k as keyof ContributionForm)));

/**
 * What a change of the form did, against the snapshot before it (000 §4.5 clearing rules, 000 §5.5 media
 * limit, 000 §8 upload failure): the changed field only, its message gone, and the rule's consequences.
 */
function formChange(s: Snap, rec: Recorder, p: Snap) {
  const e = eventOf(rec)!;
  const f = s.context.form;
  const was = p.context.form;
  const messagesGone = (...names: (keyof ContributionForm)[]) =>
    expect(s.context.errors).toEqual(messagesLess(p.context.errors, names));
  /** The list's message gone with the change, the files that do not fit the form flagged again. */
  const listMessages = (...names: (keyof ContributionForm)[]) =>
    expect(s.context.errors).toEqual({
      ...messagesLess(p.context.errors, [...names, 'fileList']),
      ...misfitShown(f),
    });
  switch (e.type) {
    case 'field.set': {
      expect(f[e.name]).toBe(e.value);
      const identityChanged = e.name === 'identity' && e.value !== was.identity;
      // The field's own message goes; a changed identity takes the student type's along, any source the
      // source hint (kept under sourceSociety).
      messagesGone(
        e.name,
        ...(identityChanged ? (['studentType'] as const) : []),
        ...((SOURCE_FIELDS as readonly string[]).includes(e.name) ? (['sourceSociety'] as const) : []),
      );
      // Changing the identity clears the student type; anything else keeps it.
      expect(f.studentType).toBe(identityChanged ? '' : was.studentType);
      // Clearing the work unit clears workId and studentStatus.
      const cleared = e.name === 'workUnit' && e.value.trim() === '';
      expect([f.workId, f.studentStatus]).toEqual(cleared ? ['', ''] : [was.workId, was.studentStatus]);
      expect(f.videoType).toBe(e.name === 'videoType' ? e.value : was.videoType);
      break;
    }
    case 'worksForm.set':
      expect(f.worksForm).toBe(e.value);
      // Changing the work form clears videoType and graphicType and the messages of what depends on it;
      // choosing the same one changes nothing.
      if (was.worksForm === e.value) {
        expect(f).toEqual(was);
        messagesGone();
      } else {
        expect([f.videoType, f.graphicType]).toEqual(['', '']);
        // The files stay listed, whatever the form (an upload is never dropped by a change of form).
        expect(f.fileList).toEqual(was.fileList);
        listMessages('worksForm', 'videoType', 'graphicType', 'content');
      }
      break;
    case 'agreement.set':
      expect(f).toEqual({ ...was, agreement: e.value });
      messagesGone('agreement');
      break;
    case 'cover.set':
      expect(f).toEqual({ ...was, coverUrl: e.url });
      messagesGone('coverUrl');
      break;
    case 'cover.clear':
      expect(f).toEqual({ ...was, coverUrl: '' });
      messagesGone();
      break;
    case 'media.add':
      // Only with a work form chosen and fewer than 5 files; the list never exceeds 5.
      if (was.worksForm !== null && was.fileList.length < MAX_MEDIA_FILES) {
        expect(f.fileList).toEqual([...was.fileList, e.file]);
        listMessages();
      } else {
        expect(f).toEqual(was);
        messagesGone();
      }
      expect(f.fileList.length).toBeLessThanOrEqual(MAX_MEDIA_FILES);
      break;
    case 'media.remove':
      expect(f.fileList).toEqual(was.fileList.filter((_, i) => i !== e.index));
      listMessages();
      break;
    case 'media.failed':
      expect(f).toEqual({ ...was, fileList: [] });
      messagesGone('fileList');
      break;
    default:
      throw new Error(`not a change of the form: ${e.type}`);
  }
  // Nothing is sent while the form changes.
  expect(rec.inStep()).toEqual([]);
}

const FORM_EVENTS = new Set([
  'field.set',
  'worksForm.set',
  'agreement.set',
  'cover.set',
  'cover.clear',
  'media.add',
  'media.remove',
  'media.failed',
]);

/** A step that shows its fields: how it was reached decides what its form and messages hold. */
function filling(step: 1 | 2 | 3) {
  return (s: Snap, rec: Recorder, p: Snap | undefined) => {
    expect(rec.running()).toEqual([]);
    expect(s.can(next)).toBe(true);
    // 上一步 is free from steps 2 and 3, absent on step 1.
    expect(s.can(back)).toBe(step !== 1);
    expect(s.context.editing).toBe(s.context.worksId !== null);
    const via = rec.via;
    if (via === 'done:checkSession') {
      // A new work: the draft restored, or an empty form.
      expect(step).toBe(1);
      expect(s.context.form).toEqual(startForm(s));
      expect(s.context.errors).toEqual({});
    } else if (via === 'done:loadWorks') {
      // Edit mode: the loaded work, a draft over it, the phone the work's (locked: a draft never replaces it).
      expect(step).toBe(1);
      expect(s.context.editing).toBe(true);
      expect(s.context.form).toEqual(startForm(s));
      expect(s.context.form.phone).toBe(LOADED.phone);
    } else if (via === 'done:validateStep') {
      // The rule refused the step: its messages shown, the form as typed, still on this step.
      expect(s.context.errors).toEqual(INVALID);
      expect(rec.callsInStep('notifyFailed')).toEqual([]);
      expect(s.context.form).toEqual(p!.context.form);
    } else if (via === 'step.back') {
      // Back: free, nothing checked, the messages of the step left behind gone, the form kept.
      expect(rec.starts('validateStep').length).toBeGreaterThan(0);
      expect(rec.inStep().filter((x) => x.startsWith('start:'))).toEqual([]);
      expect(s.context.errors).toEqual({});
      expect(s.context.form).toEqual(p!.context.form);
    } else if (via === 'error:submitWorks') {
      // A refused submit: the server's message, the form kept on step 3, ready to try again.
      expect(step).toBe(3);
      expect(s.context.message).toBe('手机验证码错误');
      expect(rec.callsInStep('notifyFailed')).toEqual([{ message: '手机验证码错误' }]);
      expect(s.context.form).toEqual(p!.context.form);
    } else {
      expect(FORM_EVENTS.has(via)).toBe(true);
      formChange(s, rec, p!);
    }
  };
}

/** A step being checked: its rule runs once with the step, the form and the mode. */
function validating(step: 1 | 2 | 3) {
  return (s: Snap, rec: Recorder) => {
    expect(rec.via).toBe('step.next');
    expect(rec.startsInStep('validateStep')).toEqual([
      { step, form: s.context.form, editing: s.context.editing },
    ]);
    expect(rec.running()).toEqual(['validateStep']);
    expect(s.can(back)).toBe(step !== 1);
  };
}

/** The next step shown after the previous one passed its rule (or after 上一步 from the one after). */
function reached(step: 2 | 3) {
  const shown = filling(step);
  return (s: Snap, rec: Recorder, p: Snap | undefined) => {
    if (rec.via === 'done:validateStep' && p?.matches({ editing: { [`step${step - 1}`]: 'validating' } })) {
      expect(s.context.errors).toEqual({});
      expect(s.context.form).toEqual(p.context.form);
      expect(rec.running()).toEqual([]);
      return;
    }
    shown(s, rec, p);
  };
}

const raw: Record<string, (s: Snap, rec: Recorder, p: Snap | undefined) => void> = {
  loading: (s, rec) => {
    // Edit mode: the work is asked for; no session check.
    expect(['init', 'load.retry']).toContain(rec.via);
    expect(s.context.editing).toBe(true);
    expect(rec.startsInStep('loadWorks')).toEqual([{ worksId: WORKS_ID }]);
    expect(rec.starts('checkSession')).toEqual([]);
    expect(s.context.message).toBeNull();
  },
  checkingSession: (s, rec) => {
    expect(['init', 'load.retry']).toContain(rec.via);
    expect(s.context.editing).toBe(false);
    expect(rec.startsInStep('checkSession')).toHaveLength(1);
    expect(rec.starts('loadWorks')).toEqual([]);
    expect(s.context.form).toEqual(startForm(s));
  },
  failed: (s, rec) => {
    // Edit: 数据异常 (the view's text); new: the session check's message. 重试 starts again.
    if (s.context.editing) expect(rec.via).toBe('error:loadWorks');
    else expect(rec.via).toBe('error:checkSession');
    expect(s.context.message).toBe(s.context.editing ? '作品不存在' : '网络连接失败，请检查网络后重试');
    expect(s.can(retry)).toBe(true);
    expect(s.can(next)).toBe(false);
    expect(rec.running()).toEqual([]);
  },
  blocked: (s, rec) => {
    // 60016: 科普大赛投稿已结束 (the view's); no form, nothing more.
    expect(rec.via).toBe('done:checkSession');
    expect(s.status).toBe('done');
    expect(s.context.editing).toBe(false);
  },
  'editing.step1.filling': filling(1),
  'editing.step1.validating': validating(1),
  'editing.step2.filling': reached(2),
  'editing.step2.validating': validating(2),
  'editing.step3.filling': reached(3),
  'editing.step3.validating': validating(3),
  submitting: (s, rec, p) => {
    // Step 3 passed: the whole form goes to commitWorks (new) or modifyWorks (edit), once.
    expect(rec.via).toBe('done:validateStep');
    expect(p?.matches({ editing: { step3: 'validating' } })).toBe(true);
    expect(rec.startsInStep('submitWorks')).toEqual([{ form: s.context.form, worksId: s.context.worksId }]);
    // No message left from a refused try of the step.
    expect(s.context.errors).toEqual({});
    expect(s.context.message).toBeNull();
    expect(s.can(next)).toBe(false);
    expect(s.can(back)).toBe(false);
  },
  submitted: (s, rec) => {
    // 投稿成功, 请等待审核结果。 once; /popsic after the named delay, not yet.
    expect(rec.via).toBe('done:submitWorks');
    expect(rec.inStep()).toEqual(['settle:submitWorks', 'notifySubmitted']);
    expect(rec.timers()).toEqual(['redirectDelay']);
    expect(rec.calls('goHome')).toEqual([]);
    expect(s.can(back)).toBe(false);
  },
  done: (s, rec) => {
    expect(rec.via).toBe('after:redirectDelay');
    expect(rec.callsInStep('goHome')).toHaveLength(1);
    expect(rec.calls('notifySubmitted')).toHaveLength(1);
    const shown = rec.history.findLast((h) => h.state === 'submitted')!;
    expect(rec.now - shown.at).toBe(1000);
    expect(s.status).toBe('done');
  },
};

/** The step a state says it is (its `meta`, what the view shows; the submit shows the last) against its place. */
const STEPS = [
  [{ editing: 'step1' }, 1],
  [{ editing: 'step2' }, 2],
  [{ editing: 'step3' }, 3],
  ['submitting', 3],
] as const;
/** Where a step's rule or the submit runs: the buttons wait (the `busy` tag). */
const BUSY = [
  { editing: { step1: 'validating' } },
  { editing: { step2: 'validating' } },
  { editing: { step3: 'validating' } },
  'submitting',
] as const;
function shown(s: Snap) {
  const steps = Object.values(s.getMeta()).flatMap((meta) => (meta ? [meta.step] : []));
  expect(steps).toEqual(STEPS.filter(([state]) => s.matches(state)).map(([, step]) => step));
  expect(s.hasTag('busy')).toBe(BUSY.some((state) => s.matches(state)));
}

const meaning: Meaning<typeof contributionMachine> = Object.fromEntries(
  Object.entries(raw).map(([key, check]) => [
    key,
    (s: Snap, rec: Recorder) => {
      shown(s);
      check(s, rec, before.get(rec));
      before.set(rec, s);
    },
  ]),
);

describeModel(contributionModel, meaning);
