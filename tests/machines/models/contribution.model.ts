import {
  contributionMachine,
  type ContributionForm,
  type FieldErrors,
  type MediaFile,
} from '../../../machines/contribution.machine';
import type { SnapshotFrom } from 'xstate';
import type { ModelConfig } from '../traversal';

export const WORKS_ID = 7;
export const FILE: MediaFile = {
  url: '/media/uploads/a1/clip.mp4',
  fileName: '科普短片.mp4',
  fileSize: 2_048_000,
};
export const COVER = '/media/uploads/b2/cover.png';
/** A graphic work's handout (the loaded work's file: it fits its form). */
export const HANDOUT: MediaFile = {
  url: '/media/uploads/c3/handout.pdf',
  fileName: '科普讲义.pdf',
  fileSize: 512_000,
};
const files = (n: number): MediaFile[] =>
  Array.from({ length: n }, (_, i) => ({
    ...FILE,
    url: `/media/uploads/d${i}/part.mp4`,
    fileName: `第${i + 1}集.mp4`,
  }));

/** A draft left by a closed tab: step 1 with a student and a work unit, a video with five files. */
export const DRAFT: Partial<ContributionForm> = {
  title: '肺结节的科普',
  name: '张三',
  phone: '13800138000',
  workUnit: '华西医院',
  identity: '5',
  studentType: '2',
  workId: 'W-1',
  studentStatus: '在读',
  worksForm: 1,
  videoType: '3',
  coverUrl: COVER,
  fileList: files(5),
};

/** The work of `?id=7` as loaded (a seeded work the author may edit). */
export const LOADED: Partial<ContributionForm> = {
  title: '读懂CT报告',
  name: '李四',
  phone: '13900139000',
  workUnit: '四川大学',
  identity: '1',
  workId: 'W-9',
  studentStatus: '1',
  sourceUnit: '放射科',
  sourceCategory: '2',
  worksForm: 2,
  graphicType: '1',
  scienceTarget: '1',
  scienceType: '2',
  content: '图文说明',
  coverUrl: COVER,
  fileList: [HANDOUT],
};

/**
 * What a step's rule reports for a form that breaks it (the stub answers the same for every step): a message
 * for each field a change of the form clears one of (and the title, which stays while other fields change).
 */
export const INVALID: FieldErrors = {
  title: '请输入投稿标题',
  studentType: '请选择学生类型',
  sourceSociety: '学会推荐、学组推荐、单位推荐、个人推荐至少填写一项',
  worksForm: '请选择作品形式',
  videoType: '请选择视频类型',
  graphicType: '请选择图文类型',
  content: '请输入作品说明',
  coverUrl: '请为当前参赛作品上选一个封面',
  fileList: '请上传作品文件',
  agreement: '请阅读并同意投稿协议',
};

export const INPUT_NEW = { worksId: null, draft: null };
export const INPUT_DRAFT = { worksId: null, draft: DRAFT };
export const INPUT_EDIT = { worksId: WORKS_ID, draft: null };
/** An edit with a draft left from an earlier visit: the draft over the loaded work, but its phone locked. */
export const INPUT_EDIT_DRAFT = { worksId: WORKS_ID, draft: DRAFT };

/** A new work's form before anything is typed: every text empty, no work form, no files, not agreed. */
export const EMPTY: ContributionForm = {
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

type Snap = SnapshotFrom<typeof contributionMachine>;
/** Step 3 of a new work without a draft: where the file and choice events are offered. */
const newStep3 = (s: Snap) =>
  s.matches({ editing: { step3: 'filling' } }) && s.context.draft === null && !s.context.editing;

/** Step 3 of a new work restored from the draft, its five videos listed. */
const draftVideos = (s: Snap) =>
  s.matches({ editing: { step3: 'filling' } }) &&
  s.context.draft !== null &&
  !s.context.editing &&
  s.context.form.fileList.length === MAX_FILES;
const MAX_FILES = 5;

/**
 * The wizard from four starts: a new work or an edit, each with and without a stored draft. The events of a step
 * are offered where they matter (the clearing rules on the draft's step 1, the files on the new work's step
 * 3, the media limit on the draft's five files), so the graph stays small; the snapshot is told apart by
 * what its step shows.
 */
export const contributionModel: ModelConfig<typeof contributionMachine> = {
  machine: contributionMachine,
  file: 'machines/contribution.machine.ts',
  inputs: [INPUT_NEW, INPUT_DRAFT, INPUT_EDIT, INPUT_EDIT_DRAFT],
  describeInput: (i) => `${i.worksId !== null ? 'edit' : 'new'}${i.draft ? '+draft' : ''}`,
  events: {
    'field.set': (s) => {
      if (s.matches({ editing: { step1: 'filling' } })) {
        if (s.context.draft === null) return [{ name: 'title', value: '乳腺钼靶' }];
        const f = s.context.form;
        return [
          { name: 'identity', value: '1' },
          // The same identity again (changes nothing), a blank work unit, a work unit typed over one.
          ...(f.identity !== '1' ? [{ name: 'identity' as const, value: f.identity }] : []),
          { name: 'workUnit', value: ' ' },
          ...(f.workUnit.trim() !== '' ? [{ name: 'workUnit' as const, value: '协和医院' }] : []),
          { name: 'title', value: '乳腺钼靶' },
          // A blank field that is not the work unit.
          { name: 'title', value: ' ' },
        ];
      }
      if (s.matches({ editing: { step2: 'filling' } })) return [{ name: 'sourceUnit', value: '放射科' }];
      if (s.matches({ editing: { step3: 'filling' } }) && s.context.form.worksForm === 1)
        return [{ name: 'videoType', value: '4' }];
      return [];
    },
    // The draft's five videos under 图文: the case of files the new form does not take.
    'worksForm.set': (s) =>
      newStep3(s)
        ? [{ value: 1 }, { value: 2 }]
        : draftVideos(s) && s.context.form.worksForm === 1
          ? [{ value: 2 }]
          : [],
    'agreement.set': (s) => (newStep3(s) && s.context.form.worksForm === null ? [{ value: true }] : []),
    'cover.set': (s) => (newStep3(s) && s.context.form.worksForm === null ? [{ url: COVER }] : []),
    'cover.clear': (s) => (newStep3(s) && s.context.form.worksForm === null ? [{}] : []),
    'media.add': (s) => {
      if (!s.matches({ editing: { step3: 'filling' } }) || s.context.editing) return [];
      const n = s.context.form.fileList.length;
      return n === 0 || n === 5 ? [{ file: FILE }] : [];
    },
    'media.remove': (s) =>
      s.matches({ editing: { step3: 'filling' } }) && [1, 5].includes(s.context.form.fileList.length)
        ? [{ index: 0 }]
        : [],
    'media.failed': (s) =>
      s.matches({ editing: { step3: 'filling' } }) && s.context.form.fileList.length === 1 ? [{}] : [],
    'step.next': [{}],
    'step.back': [{}],
    'load.retry': [{}],
  },
  describeEvent: (e) =>
    e.type === 'field.set'
      ? `field.set(${e.name}=${JSON.stringify(e.value)})`
      : e.type === 'worksForm.set' || e.type === 'agreement.set'
        ? `${e.type}(${String(e.value)})`
        : undefined,
  invoked: {
    loadWorks: { output: [LOADED], error: [new Error('作品不存在')] },
    checkSession: { output: [true, false], error: [new Error('网络连接失败，请检查网络后重试')] },
    validateStep: { output: [{}, INVALID] },
    submitWorks: { output: [undefined], error: [new Error('手机验证码错误')] },
  },
  serializeState: (s) => {
    const c = s.context;
    const f = c.form;
    const shown: unknown[] = [s.value, c.editing, c.draft !== null, Object.keys(c.errors).sort(), c.message];
    if (s.matches({ editing: 'step1' }))
      shown.push(f.identity, f.studentType, f.workUnit.trim() !== '', f.workId, f.studentStatus);
    // What step 3's guards and offered events read (the meanings compare the whole form step by step).
    if (s.matches({ editing: 'step3' })) shown.push(f.worksForm, f.fileList.length);
    return JSON.stringify(shown);
  },
};
