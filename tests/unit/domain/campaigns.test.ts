import { describe, expect, it } from 'vitest';
import {
  CAMPAIGN_IDS,
  CAMPAIGNS,
  canLeaveFinished,
  canUpload,
  isSubmitted,
  landingStep,
  mayGoOnToWork,
  isCampaignId,
  isCampaignStatus,
  requiresField,
  statusAfterCommit,
} from '../../../domain/campaigns';
import {
  commitBody,
  formIssues,
  registerBody,
  registrationSchema,
  workSchema,
} from '../../../src/schemas/campaign';
import { campaignMsg as m } from '../../../src/text/campaign';
import { campaignPagesMsg } from '../../../src/text/campaignPages';

const REGISTRATION = {
  name: '王医生',
  workUnit: '华西医院',
  sourceUnit: '放射科',
  phone: '13800138000',
  sourceSociety: '主治医师',
  sourceGroup: '35',
  recomLetterUrl: '/media/uploads/ab/proof.png',
  validCode: 'ab12',
  uuid: 'c0ffee',
  smsCode: '123456',
};
const file = (name: string, fileSize = 1024) => ({ url: `/media/uploads/x1/${name}`, name, fileSize });
const WORK = {
  title: '对比剂外渗的处理',
  subTitle: '王医生,李技师',
  content: '摘要',
  coverUrl: '/media/uploads/c2/cover.png',
  fileList: [file('lecture.mp4')],
};

describe('002 §4: where the wizard lands and what a status allows', () => {
  it('lands by status: none → notice, 1 or 2 → registration, 3 or 0 → finished', () => {
    expect([null, 1, 2, 3, 0].map((s) => landingStep(s as never))).toEqual([0, 1, 1, 4, 4]);
  });

  it('opens the upload step at 1 and 2 for the 2025 campaigns, only at 2 for qc', () => {
    for (const id of ['mc', 'ca', 'ms'] as const)
      expect([null, 0, 1, 2, 3].map((s) => canUpload(id, s as never))).toEqual([
        false,
        false,
        true,
        true,
        false,
      ]);
    expect([null, 0, 1, 2, 3].map((s) => canUpload('qc', s as never))).toEqual([
      false,
      false,
      false,
      true,
      false,
    ]);
  });

  it("a registered user's 下一步 from the registration: on when open or submitted, off for qc at 1", () => {
    expect([null, 0, 1, 2, 3].map((s) => mayGoOnToWork('qc', s as never))).toEqual([
      false,
      true,
      false,
      true,
      true,
    ]);
    expect([null, 0, 1, 2, 3].map((s) => mayGoOnToWork('mc', s as never))).toEqual([
      false,
      true,
      true,
      true,
      true,
    ]);
  });

  it('3 and 0 are submitted; only 0 keeps the finished step from going back', () => {
    expect([null, 0, 1, 2, 3].map((s) => isSubmitted(s as never))).toEqual([false, true, false, false, true]);
    expect([null, 0, 1, 2, 3].map((s) => canLeaveFinished(s as never))).toEqual([
      true,
      false,
      true,
      true,
      true,
    ]);
  });

  it('each campaign has its route, and a route names its campaign', () => {
    expect(Object.values(CAMPAIGNS).map((c) => [c.id, c.route])).toEqual([
      ['qc', '/ccr/contribute'],
      ['mc', '/contribution/micro-course'],
      ['ca', '/contribution/contrast-agent'],
      ['ms', '/contribution/med-speech'],
    ]);
    expect(['qc', 'ms', 'xx', 'QC', 1, null].map(isCampaignId)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
    expect([0, 1, 2, 3, 4, -1, '1', null].map(isCampaignStatus)).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });

  it('002 §5, §9: the files each campaign takes and their limits', () => {
    const MB = 1024 * 1024;
    const rules = Object.values(CAMPAIGNS).map((c) => [
      c.id,
      c.attachments.extensions.join('/'),
      c.attachments.maxFiles,
      c.attachments.maxBytes / MB,
      c.cover.extensions.join('/'),
      c.cover.maxBytes / MB,
      c.proof ? [c.proof.extensions.join('/'), c.proof.maxBytes / MB] : null,
    ]);
    expect(rules).toEqual([
      ['qc', 'mp4', 1, 200, 'jpg/jpeg/png', 5, ['jpg/jpeg/png', 50]],
      ['mc', 'mp4', 1, 1000, 'jpg/jpeg/png', 5, null],
      ['ca', 'mp4', 1, 1000, 'jpg/jpeg/png', 5, null],
      ['ms', 'mp4/ppt/pptx', 5, 1000, 'jpg/jpeg/png', 5, null],
    ]);
    // Which fields each form shows: the age and title only in mc and ms, the members in qc and ca.
    expect(Object.values(CAMPAIGNS).map((c) => [c.registration.join(','), c.work.join(',')])).toEqual([
      ['name,workUnit,sourceUnit,phone,recomLetterUrl', 'title,subTitle,content,coverUrl,fileList'],
      ['name,workUnit,sourceUnit,phone,sourceSociety,sourceGroup', 'title,content,coverUrl,fileList'],
      ['name,workUnit,sourceUnit,phone', 'title,subTitle,content,coverUrl,fileList'],
      ['name,workUnit,sourceUnit,phone,sourceSociety,sourceGroup', 'title,content,coverUrl,fileList'],
    ]);
  });
});

describe('002 §3, §5: the registration of each campaign', () => {
  it('an empty registration names every required field with its message', () => {
    const base = {
      name: m.leaderRequired,
      workUnit: m.workUnitRequired,
      sourceUnit: m.sourceUnitRequired,
      phone: m.phoneRequired,
      validCode: m.captchaRequired,
      uuid: m.captchaRequired,
      smsCode: m.smsRequired,
    };
    // The individual contests ask for the contestant's name, the team ones for the leader's.
    const individual = { ...base, name: m.nameRequired };
    expect(formIssues(registerBody('ca'), {})).toEqual(base);
    expect(formIssues(registerBody('mc'), {})).toEqual({
      ...individual,
      sourceSociety: m.titleRankRequired,
      sourceGroup: m.ageRule,
    });
    // med-speech shows the age but requires only the professional title.
    expect(formIssues(registerBody('ms'), {})).toEqual({
      ...individual,
      sourceSociety: m.titleRankRequired,
    });
    expect(formIssues(registerBody('qc'), {})).toEqual({ ...base, recomLetterUrl: m.proofRequired });
  });

  it('the name field’s message says what its label says (issue 31: 姓名 with 请输入领队姓名)', () => {
    // Micro-course and med-speech are individual contests (label 姓名); qc and contrast-agent register a
    // team's leader (label 领队姓名).
    expect(Object.fromEntries(CAMPAIGN_IDS.map((id) => [id, CAMPAIGNS[id].registrant]))).toEqual({
      qc: 'leader',
      mc: 'individual',
      ca: 'leader',
      ms: 'individual',
    });
    for (const id of CAMPAIGN_IDS) {
      const label = campaignPagesMsg.fields.name[id];
      const message = formIssues(registerBody(id), {}).name;
      expect(message, id).toBe(`请输入${label}`);
    }
    expect(m.nameRequired).toBe('请输入姓名');
    expect(m.leaderRequired).toBe('请输入领队姓名');
  });

  it('micro-course: the age is a number of at most 40', () => {
    const age = (sourceGroup: string) => formIssues(registerBody('mc'), { ...REGISTRATION, sourceGroup });
    expect(age('40')).toEqual({});
    expect(age('41')).toEqual({ sourceGroup: m.ageRule });
    expect(age('三十')).toEqual({ sourceGroup: m.ageRule });
    expect(age('')).toEqual({ sourceGroup: m.ageRule });
    // med-speech: optional, but a number when given (no 40 limit).
    expect(formIssues(registerBody('ms'), { ...REGISTRATION, sourceGroup: '' })).toEqual({});
    expect(formIssues(registerBody('ms'), { ...REGISTRATION, sourceGroup: '45' })).toEqual({});
    expect(formIssues(registerBody('ms'), { ...REGISTRATION, sourceGroup: 'abc' })).toEqual({
      sourceGroup: m.ageInvalid,
    });
  });

  it('the phone is 11 digits starting with 1', () => {
    const phone = (p: string) => formIssues(registerBody('ca'), { ...REGISTRATION, phone: p });
    expect(phone('1380013800')).toEqual({ phone: m.phoneInvalid });
    expect(phone('138001380001')).not.toEqual({});
    expect(phone('13800138000')).toEqual({});
  });

  it('qc: the proof is a JPG/JPEG/PNG upload of the portal', () => {
    const proof = (u: string) => formIssues(registerBody('qc'), { ...REGISTRATION, recomLetterUrl: u });
    expect(proof('/media/uploads/ab/proof.gif')).toEqual({ recomLetterUrl: m.proofType });
    expect(proof('https://evil.example/proof.png')).toEqual({ recomLetterUrl: m.fileUnknown });
    expect(proof('/media/uploads/ab/PROOF.JPEG')).toEqual({});
  });

  it('the required fields: qc the proof, mc the title and the age, ms only the title', () => {
    const required = (id: 'qc' | 'mc' | 'ca' | 'ms') =>
      (['recomLetterUrl', 'sourceSociety', 'sourceGroup', 'name'] as const).filter((f) =>
        requiresField(id, f),
      );
    expect(required('qc')).toEqual(['recomLetterUrl', 'name']);
    expect(required('mc')).toEqual(['sourceSociety', 'sourceGroup', 'name']);
    expect(required('ms')).toEqual(['sourceSociety', 'name']);
    expect(required('ca')).toEqual(['name']);
  });

  it('the form keeps only the fields its campaign shows', () => {
    const parsed = registrationSchema('ca').parse(REGISTRATION);
    expect(Object.keys(parsed).sort()).toEqual(['name', 'phone', 'sourceUnit', 'workUnit']);
  });
});

describe('002 §5: the work of each campaign', () => {
  it('an empty work names every field with its message; ca and qc need the members', () => {
    const base = { title: m.titleRequired, coverUrl: m.coverRequired, fileList: m.filesRequired };
    expect(formIssues(workSchema('mc'), {})).toEqual({ ...base, content: m.summaryRequired });
    expect(formIssues(workSchema('ms'), {})).toEqual({ ...base, content: m.summaryRequired });
    expect(formIssues(workSchema('ca'), {})).toEqual({
      ...base,
      content: m.summaryRequired,
      subTitle: m.membersRequired,
    });
    expect(formIssues(workSchema('qc'), {})).toEqual({
      ...base,
      content: m.abstractRequired,
      subTitle: m.membersRequired,
    });
  });

  it('the cover is JPG/JPEG/PNG', () => {
    expect(formIssues(workSchema('mc'), { ...WORK, coverUrl: '/media/uploads/c2/cover.gif' })).toEqual({
      coverUrl: m.coverType,
    });
  });

  it('attachments: one mp4 for mc, ca and qc; up to 5 of mp4/ppt/pptx for ms', () => {
    const files = (id: 'mc' | 'ms', list: ReturnType<typeof file>[]) =>
      formIssues(workSchema(id), { ...WORK, fileList: list });
    expect(files('mc', [file('a.mp4'), file('b.mp4')])).toEqual({ fileList: m.filesLimit(1) });
    expect(files('mc', [file('slides.pptx')])).toEqual({ fileList: m.fileType(['mp4']) });
    expect(files('ms', [file('a.mp4'), file('b.ppt'), file('c.pptx')])).toEqual({});
    expect(files('ms', [file('a.pdf')])).toEqual({ fileList: m.fileType(['mp4', 'ppt', 'pptx']) });
    expect(
      files(
        'ms',
        Array.from({ length: 6 }, (_, i) => file(`${i}.mp4`)),
      ),
    ).toEqual({
      fileList: m.filesLimit(5),
    });
  });

  it('the commit body takes worksId and only status 3', () => {
    expect(commitBody('mc').safeParse({ ...WORK, worksId: 7, status: 3 }).success).toBe(true);
    expect(commitBody('mc').safeParse({ ...WORK, status: 0 }).success).toBe(false);
    expect(commitBody('mc').safeParse({ ...WORK, worksId: 'x' }).success).toBe(false);
  });

  it('hostile input is refused with a message, never thrown', () => {
    for (const body of [
      null,
      'x',
      42,
      { title: { $gt: '' } },
      { fileList: 'a.mp4' },
      { title: 'a'.repeat(10_000) },
    ])
      expect(Object.keys(formIssues(commitBody('qc'), body)).length).toBeGreaterThan(0);
  });
});

describe('statusAfterCommit (decision 0052)', () => {
  it.each([
    ['mc', 1, false, 2],
    ['mc', 2, false, 2],
    ['ms', 1, true, 3],
    ['ca', 2, true, 3],
    ['qc', 2, false, 2],
    ['qc', 2, true, 3],
    ['qc', 1, false, 1],
    ['ca', 0, false, 0],
  ] as const)('%s at %i, final %s → %i', (id, from, final, to) => {
    expect(statusAfterCommit(id, from, final)).toBe(to);
  });
});
