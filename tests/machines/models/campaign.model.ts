import type { SnapshotFrom } from 'xstate';
import { CAMPAIGNS, CAMPAIGN_IDS, type CampaignId, type CampaignStatus } from '../../../domain/campaigns';
import {
  campaignMachine,
  type CampaignEntry,
  type CampaignFile,
  type FieldErrors,
} from '../../../machines/campaign.machine';
import type { ModelConfig } from '../traversal';

export const WORKS_ID = 41;
export const FILE: CampaignFile = {
  url: '/media/uploads/c1/lecture.mp4',
  name: '微课.mp4',
  fileSize: 3_145_728,
};
const COVER = '/media/uploads/c2/cover.png';
/** The file a user adds (another than the entry's, so removing one of two is told apart). */
export const ADDED: CampaignFile = {
  url: '/media/uploads/c3/slides.pptx',
  name: '讲稿.pptx',
  fileSize: 524_288,
};

/** The entry GET /api/{id}/works answers at a status (a work from 2 on; qc 1 and 2025 1 have none yet). */
export function entryAt(status: CampaignStatus): CampaignEntry {
  const withWork = status !== 1;
  return {
    status,
    worksId: withWork ? WORKS_ID : null,
    registration: {
      name: '王医生',
      workUnit: '华西医院',
      sourceUnit: '放射科',
      phone: '13800138000',
      sourceSociety: '主治医师',
      sourceGroup: '35',
      recomLetterUrl: '',
    },
    work: withWork
      ? {
          title: '对比剂外渗的处理',
          subTitle: '王医生,李技师',
          content: '摘要',
          coverUrl: COVER,
          fileList: [FILE],
        }
      : {},
  };
}
/** The entry after a commit: the work as sent, its id kept, the status the server gave. */
const committed = (status: CampaignStatus): CampaignEntry => ({ ...entryAt(status), worksId: WORKS_ID });

/** What a form's rule reports for a form that breaks it (the stub answers the same for both forms). */
export const INVALID: FieldErrors = {
  name: '请输入领队姓名',
  title: '请输入参赛作品题目',
  fileList: '请上传作品',
};
export const LOAD_ERROR = '网络连接失败，请检查网络后重试';
export const REGISTER_ERROR = '手机验证码错误';
export const COMMIT_ERROR = '作品已提交，不可再修改';

type Snap = SnapshotFrom<typeof campaignMachine>;
const inWork = (s: Snap) => s.matches({ work: 'filling' });
const statusOf = (s: Snap) => s.context.entry?.status ?? null;

/**
 * The wizard of one campaign from a visitor and from a logged-in user, the entry loaded at every status
 * (none, 1, 2, 3, 0). The register stub answers the entry at 1 (a 2025 registration opens the upload step,
 * a qc one does not) and at 2 (qc opened); commits answer the entry at the status the commit leaves.
 */
export function campaignModel(campaign: CampaignId): ModelConfig<typeof campaignMachine> {
  const maxFiles = CAMPAIGNS[campaign].attachments.maxFiles;
  return {
    machine: campaignMachine,
    file: 'machines/campaign.machine.ts',
    variant: campaign,
    inputs: [
      { campaign, loggedIn: false },
      { campaign, loggedIn: true },
    ],
    describeInput: (i) => `${i.campaign} ${i.loggedIn ? 'user' : 'visitor'}`,
    events: {
      // A visitor logs in on the notice; a user logs out on the registration.
      'session.changed': (s) =>
        s.matches('notice') && !s.context.loggedIn
          ? [{ loggedIn: true }]
          : s.matches({ registration: 'filling' }) && s.context.entry === null
            ? [{ loggedIn: false }]
            : [],
      'registration.set': (s) =>
        s.matches({ registration: 'filling' }) ? [{ name: 'name', value: '张医生' }] : [],
      'field.checked': (s) =>
        s.matches({ registration: 'filling' }) && s.context.entry === null
          ? [
              { name: 'phone', message: '请输入正确的手机号码' },
              { name: 'phone', message: null },
            ]
          : inWork(s)
            ? [{ name: 'title', message: '请输入参赛作品题目' }]
            : [],
      'work.set': (s) => (inWork(s) ? [{ name: 'title', value: '造影剂安全使用' }] : []),
      // Into an empty list, beside one file (ms: two files), and into a full list (refused).
      'file.add': (s) =>
        inWork(s) && (s.context.work.fileList.length <= 1 || s.context.work.fileList.length === maxFiles)
          ? [{ file: ADDED }]
          : [],
      'file.remove': (s) => (inWork(s) && s.context.work.fileList.length > 0 ? [{ index: 0 }] : []),
      'files.failed': (s) => (inWork(s) && s.context.work.fileList.length > 0 ? [{}] : []),
      'step.next': [{}],
      'step.back': [{}],
      'load.retry': [{}],
    },
    describeEvent: (e) =>
      e.type === 'session.changed'
        ? `session.changed(${e.loggedIn})`
        : e.type === 'registration.set' || e.type === 'work.set'
          ? `${e.type}(${e.name})`
          : e.type === 'field.checked'
            ? `field.checked(${e.name}=${e.message ?? 'ok'})`
            : undefined,
    invoked: {
      loadEntry: {
        output: [null, entryAt(1), entryAt(2), entryAt(3), entryAt(0)],
        error: [new Error(LOAD_ERROR)],
      },
      validate: { output: [{}, INVALID] },
      register: { output: [entryAt(1), entryAt(2)], error: [new Error(REGISTER_ERROR)] },
      commit: { output: [committed(2), committed(3)], error: [new Error(COMMIT_ERROR)] },
    },
    // A 2025 registration starts at 1, which opens the upload step: registering always goes on to the work.
    ...(CAMPAIGNS[campaign].uploadOpen.includes(1)
      ? {
          unreachable: {
            transitions: {
              'registration.registering: done:register #2 → registration.filling':
                'a 2025 registration starts at status 1, which opens the upload step (domain/campaigns uploadOpen)',
            },
          },
        }
      : {}),
    serializeState: (s) =>
      JSON.stringify([
        s.value,
        s.context.loggedIn,
        statusOf(s),
        Object.keys(s.context.errors).sort(),
        s.context.message,
        s.context.registration.name,
        s.context.work.title,
        s.context.work.fileList.length,
      ]),
  };
}

/** One model per campaign (the model test runs each; the QA report lists each). */
export const campaignModels = CAMPAIGN_IDS.map((id) => campaignModel(id));
