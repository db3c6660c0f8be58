// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_FORM, type ContributionForm } from '../../machines/contribution.machine';
import type { OwnWorksPage } from '../../src/api/submission';
import { bodyOf, formOfWork, stepErrors } from '../../src/features/popsic/contribution/contributionActors';
import {
  ContributionView,
  type ContributionViewProps,
} from '../../src/features/popsic/contribution/ContributionView';
import { draftKey, readDraft, writeDraft } from '../../src/features/popsic/contribution/draft';
import { mediaBlocked } from '../../src/features/popsic/contribution/Step3Fields';
import { worksIdOf } from '../../src/features/popsic/contribution/ContributionPage';
import { MyWorksView, type MyWorksViewProps } from '../../src/features/popsic/mine/MyWorksView';
import { OptimiseDialog, optimiseErrors } from '../../src/features/popsic/mine/OptimiseDialog';
import type { PopsicDict } from '../../src/schemas/popsic';
import type { OwnWorkRow } from '../../src/schemas/submission';
import { msg } from '../../src/text/messages';
import { contributionMsg } from '../../src/text/contribution';
import { popsicMsg } from '../../src/text/popsic';
import { failedQuery, pendingQuery, readyQuery } from './queryStates';

afterEach(cleanup);
const m = contributionMsg;

const wrap = (ui: ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );

// ---------------------------------------------------------------- the step rules

const FILLED: ContributionForm = {
  ...EMPTY_FORM,
  title: '读懂胸片',
  name: '王五',
  phone: '13800138000',
  validCode: 'ab12',
  uuid: 'u-1',
  smsCode: '123456',
  workUnit: '华西医院',
  identity: '1',
  sourceUnit: '放射科',
  worksForm: 1,
  scienceTarget: '1',
  scienceType: '2',
  coverUrl: '/media/uploads/x/cover.png',
  fileList: [{ url: '/media/uploads/y/a.mp4', fileName: 'a.mp4', fileSize: 10 }],
  agreement: true,
};

describe('stepErrors: the shared rule of each step, one message per field', () => {
  it('step 1 of a new work asks for every field with the spec messages; the uuid shows on the captcha', () => {
    expect(stepErrors(1, EMPTY_FORM, false)).toEqual({
      title: m.titleRequired,
      name: m.nameRequired,
      phone: msg.profile.phoneRequired,
      validCode: m.captchaRequired,
      smsCode: m.smsRequired,
      workUnit: m.workUnitRequired,
    });
    expect(stepErrors(1, FILLED, false)).toEqual({});
  });
  it('step 1: identity once a work unit is filled, the student type for a student; an edit has no phone checks', () => {
    expect(stepErrors(1, { ...FILLED, identity: '' }, false)).toEqual({ identity: m.identityRequired });
    expect(stepErrors(1, { ...FILLED, identity: '5' }, false)).toEqual({
      studentType: m.studentTypeRequired,
    });
    expect(stepErrors(1, { ...FILLED, phone: '', validCode: '', uuid: '', smsCode: '' }, true)).toEqual({});
  });
  it('step 2: one source at least (the hint under sourceSociety)', () => {
    expect(stepErrors(2, { ...FILLED, sourceUnit: '' }, false)).toEqual({ sourceSociety: m.sourceHint });
    expect(stepErrors(2, FILLED, false)).toEqual({});
  });
  it('step 3: every message on an empty step; the description for a graphic work', () => {
    expect(stepErrors(3, EMPTY_FORM, false)).toEqual({
      worksForm: m.formRequired,
      scienceTarget: m.targetRequired,
      scienceType: m.scienceTypeRequired,
      coverUrl: m.coverRequired,
      fileList: m.mediaRequired,
      agreement: m.agreementRequired,
    });
    expect(stepErrors(3, { ...FILLED, worksForm: 2 }, false)).toEqual({
      content: m.contentRequired,
      fileList: m.mediaMisfit(['gif', 'jpg', 'jpeg', 'png', 'pdf'], ['a.mp4']),
    });
    expect(stepErrors(3, FILLED, false)).toEqual({});
  });
  it('step 3: files the work form does not take are refused by name (issue 31: five mp4 files under 图文)', () => {
    const videos = [1, 2, 3, 4, 5].map((i) => ({
      url: `/media/uploads/v${i}.mp4`,
      fileName: `第${i}集.mp4`,
      fileSize: 10,
    }));
    const graphic = { ...FILLED, worksForm: 2 as const, content: '图文', fileList: videos };
    const message = stepErrors(3, graphic, false).fileList;
    expect(message).toBe(
      m.mediaMisfit(
        ['gif', 'jpg', 'jpeg', 'png', 'pdf'],
        videos.map((v) => v.fileName),
      ),
    );
    expect(message).toContain('第1集.mp4、第2集.mp4、第3集.mp4、第4集.mp4、第5集.mp4');
    // Only the ones that do not fit are named; the same files under 视频 or 其他 pass.
    const mixed = [...videos.slice(0, 1), { url: '/media/uploads/p.pdf', fileName: '讲义.pdf', fileSize: 1 }];
    expect(stepErrors(3, { ...graphic, fileList: mixed }, false).fileList).toBe(
      m.mediaMisfit(['gif', 'jpg', 'jpeg', 'png', 'pdf'], ['第1集.mp4']),
    );
    expect(stepErrors(3, { ...FILLED, fileList: mixed }, false).fileList).toBe(
      m.mediaMisfit(['mp4'], ['讲义.pdf']),
    );
    expect(stepErrors(3, { ...graphic, worksForm: 1 }, false)).toEqual({});
    expect(stepErrors(3, { ...graphic, worksForm: 4, fileList: mixed }, false)).toEqual({});
  });
  it('step 3: a cover the work already has is not judged by its type (issue 31), only one outside the portal', () => {
    expect(stepErrors(3, { ...FILLED, coverUrl: '/media/popsic/work-cover-3.svg' }, true)).toEqual({});
    expect(stepErrors(3, { ...FILLED, coverUrl: 'https://evil.example/a.png' }, true)).toEqual({
      coverUrl: m.fileUnknown,
    });
  });
  it('the media field is blocked before a form is chosen and at 5 files', () => {
    expect(mediaBlocked(null, 0)).toBe(m.formFirst);
    expect(mediaBlocked(1, 4)).toBeNull();
    expect(mediaBlocked(1, 5)).toBe(m.mediaTooMany);
  });
  it('bodies: a new work sends the phone, captcha and SMS code; both send worksForm and the files', () => {
    const { common, phone } = bodyOf(FILLED);
    expect(phone).toEqual({ phone: '13800138000', validCode: 'ab12', uuid: 'u-1', smsCode: '123456' });
    expect(common).not.toHaveProperty('phone');
    expect(common).toMatchObject({ worksForm: 1, fileList: FILLED.fileList, agreement: true });
  });
  it('a loaded work becomes the form (an unknown work form as none)', () => {
    const form = formOfWork({
      worksData: { ...FILLED, worksId: 3, worksForm: 9, status: 1 } as never,
      worksFileList: FILLED.fileList,
    });
    expect(form).toMatchObject({ title: '读懂胸片', worksForm: null, fileList: FILLED.fileList });
  });
  it('?id: digits edit that work, anything else fails to load (0), none is a new work', () => {
    expect(worksIdOf(null)).toBeNull();
    expect(worksIdOf('12')).toBe(12);
    expect(worksIdOf('x1')).toBe(0);
  });
});

// ---------------------------------------------------------------- the draft

describe('the draft', () => {
  beforeEach(() => localStorage.clear());
  it('keeps the form per user and work without the captcha answer, its uuid or the SMS code', () => {
    const key = draftKey('7', null);
    expect(key).toBe('popsic.contribution.draft.7.new');
    expect(draftKey('7', 12)).toBe('popsic.contribution.draft.7.12');
    writeDraft(key, FILLED);
    const draft = readDraft(key)!;
    expect(draft).toMatchObject({ title: '读懂胸片', phone: '13800138000', fileList: FILLED.fileList });
    expect(draft).not.toHaveProperty('validCode');
    expect(draft).not.toHaveProperty('uuid');
    expect(draft).not.toHaveProperty('smsCode');
    expect(readDraft(draftKey('8', null))).toBeNull();
  });
  it('an unreadable draft is none; a wrong field is dropped', () => {
    localStorage.setItem('k', '{not json');
    expect(readDraft('k')).toBeNull();
    localStorage.setItem('k', JSON.stringify({ title: 5, name: '王五', worksForm: 9 }));
    expect(readDraft('k')).toEqual({ name: '王五', worksForm: null });
  });
});

// ---------------------------------------------------------------- the wizard's view

const DICT: PopsicDict = {
  identity: [
    { dictValue: '1', dictLabel: '医师' },
    { dictValue: '5', dictLabel: '学生' },
  ],
  studentType: [{ dictValue: '2', dictLabel: '硕士研究生' }],
  sourceCategory: [{ dictValue: '1', dictLabel: '学会推荐' }],
  videoType: [{ dictValue: '1', dictLabel: '动画' }],
  graphicType: [{ dictValue: '1', dictLabel: '漫画' }],
  scienceTarget: [{ dictValue: '1', dictLabel: '公众' }],
  scienceType: [{ dictValue: '1', dictLabel: '影像检查' }],
};

function wizard(props: Partial<ContributionViewProps> = {}) {
  const send = vi.fn();
  wrap(
    <ContributionView
      stage="form"
      step={1}
      busy={false}
      editing={false}
      form={EMPTY_FORM}
      errors={{}}
      message={null}
      dict={readyQuery(DICT)}
      send={send}
      {...props}
    />,
  );
  return send;
}

describe('ContributionView', () => {
  it('step 1 of a new work: the stepper, captcha and SMS, no student type until a student; typing is sent', async () => {
    const send = wizard();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('作品投稿');
    expect(screen.getByText('作者资质')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: '图形验证码' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: '学生类别' })).toBeNull();
    expect(screen.queryByRole('button', { name: '上一步' })).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: '投稿标题' }), 'A');
    expect(send).toHaveBeenCalledWith({ type: 'field.set', name: 'title', value: 'A' });
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(send).toHaveBeenCalledWith({ type: 'step.next' });
  });
  it('step 1: the messages under their fields; a student shows the student type', () => {
    wizard({
      form: { ...EMPTY_FORM, identity: '5' },
      errors: { title: m.titleRequired, studentType: m.studentTypeRequired },
    });
    expect(screen.getByText(m.titleRequired)).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /学生类别/ })).toBeTruthy();
    expect(screen.getByText(m.studentTypeRequired)).toBeTruthy();
  });
  it('edit mode: the phone locked, no captcha or SMS', () => {
    wizard({ editing: true, form: { ...EMPTY_FORM, phone: '13900139000' } });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('修改作品');
    expect((screen.getByRole('textbox', { name: '手机号' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('textbox', { name: '图形验证码' })).toBeNull();
    expect(screen.queryByRole('button', { name: '获取验证码' })).toBeNull();
  });
  it('step 2: the hint in the error style when no source was given; 上一步 sends back', async () => {
    const send = wizard({ step: 2, errors: { sourceSociety: m.sourceHint } });
    expect(screen.getByTestId('source-hint').getAttribute('data-error')).toBe('true');
    expect(screen.getByRole('alert').textContent).toContain(m.sourceHint);
    await userEvent.click(screen.getByRole('button', { name: '上一步' }));
    expect(send).toHaveBeenCalledWith({ type: 'step.back' });
  });
  it('step 3: the four work forms, the description by form with its counter, the files, a refused submit', async () => {
    const send = wizard({
      step: 3,
      form: { ...FILLED, worksForm: 2, content: '图文', coverUrl: '/media/uploads/c.png' },
      message: '手机验证码错误',
    });
    expect(screen.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual([
      '视频',
      '图文',
      '其他（含文字说明）',
      '其他',
    ]);
    expect(screen.getByText('2/1500')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /图文类型/ })).toBeTruthy();
    expect(screen.getByTestId('cover-preview').getAttribute('src')).toBe('/media/uploads/c.png');
    expect(screen.getByText(/建议尺寸 800×450/)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('手机验证码错误');
    const list = screen.getByRole('list', { name: '已上传的多媒体文件' });
    await userEvent.click(within(list).getByRole('button', { name: '删除a.mp4' }));
    expect(send).toHaveBeenCalledWith({ type: 'media.remove', index: 0 });
    await userEvent.click(screen.getByRole('radio', { name: '其他' }));
    expect(send).toHaveBeenCalledWith({ type: 'worksForm.set', value: 4 });
    expect((screen.getByRole('button', { name: '提交' }) as HTMLButtonElement).disabled).toBe(false);
  });
  it('step 3: files the chosen form does not take stay listed, each marked, with the message naming them', () => {
    const videos = [1, 2].map((i) => ({
      url: `/media/uploads/v${i}.mp4`,
      fileName: `第${i}集.mp4`,
      fileSize: 1,
    }));
    const pdf = { url: '/media/uploads/p.pdf', fileName: '讲义.pdf', fileSize: 1 };
    const message = m.mediaMisfit(['gif', 'jpg', 'jpeg', 'png', 'pdf'], ['第1集.mp4', '第2集.mp4']);
    wizard({
      step: 3,
      form: { ...FILLED, worksForm: 2, content: '图文', fileList: [...videos, pdf] },
      errors: { fileList: message },
    });
    const list = screen.getByRole('list', { name: '已上传的多媒体文件' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      '第1集.mp4与当前作品形式不符，请删除',
      '第2集.mp4与当前作品形式不符，请删除',
      '讲义.pdf',
    ]);
    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.getByText(/支持 GIF\/JPG\/JPEG\/PNG\/PDF/)).toBeTruthy();
  });
  it('a video work hides the description; form 1 offers the video types', () => {
    wizard({ step: 3, form: { ...FILLED, worksForm: 1 } });
    expect(screen.queryByRole('textbox', { name: '描述文字' })).toBeNull();
    expect(screen.getByRole('combobox', { name: /视频类型/ })).toBeTruthy();
  });
  it('the stages before and after the form', () => {
    wizard({ stage: 'failed', editing: true });
    expect(screen.getByText(m.loadFailed)).toBeTruthy();
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
    cleanup();
    wizard({ stage: 'blocked' });
    expect(screen.getByRole('status').textContent).toContain(popsicMsg.sessionEnded);
    cleanup();
    wizard({ stage: 'submitted' });
    expect(screen.getByRole('status').textContent).toContain(m.submitted);
    cleanup();
    wizard({ stage: 'checking' });
    expect(screen.getByRole('status').textContent).toContain('正在查询投稿状态…');
    expect(screen.queryByRole('button', { name: '下一步' })).toBeNull();
  });
});

// ---------------------------------------------------------------- 我的投稿

const row = (over: Partial<OwnWorkRow>): OwnWorkRow => ({
  worksId: 1,
  title: '作品',
  name: '王五',
  createTime: '2026-11-20 10:00:00',
  status: 1,
  rejectReason: '',
  coverUrl: '',
  sharePictureUrl: '',
  modifyStatus: 1,
  isShow: 1,
  epoch: '2024-02',
  ...over,
});
const ROWS: OwnWorkRow[] = [
  row({ worksId: 1, title: '待审的', status: 1, modifyStatus: 1 }),
  row({ worksId: 2, title: '通过的', status: 0, modifyStatus: 0, isShow: 2, epoch: '2023-01' }),
  row({ worksId: 3, title: '驳回的', status: 23, modifyStatus: 0, rejectReason: '主题不符' }),
  row({ worksId: 4, title: '怪码的', status: 77, modifyStatus: 0 }),
  row({ worksId: 5, title: '初审过的', status: '2', modifyStatus: 0 }),
];

function mine(props: Partial<MyWorksViewProps> = {}) {
  const handlers = { onPage: vi.fn(), onContribute: vi.fn(), onOptimise: vi.fn() };
  wrap(
    <MyWorksView
      works={readyQuery<OwnWorksPage>({ rows: ROWS, total: 15 })}
      page={1}
      compact={false}
      checkingSession={false}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

describe('MyWorksView', () => {
  it('a row per work: status labels (unknown raw), the reason, and the buttons each state allows', async () => {
    const { onOptimise, onPage } = mine();
    const table = screen.getByRole('table', { name: '我的投稿' });
    const rowOf = (title: string) => within(table).getByRole('row', { name: new RegExp(title) });
    expect(within(rowOf('待审的')).getByText('待审核')).toBeTruthy();
    expect(within(rowOf('待审的')).getByRole('link', { name: /^编辑/ }).getAttribute('href')).toBe(
      '/popsic/contribution?id=1',
    );
    expect(within(rowOf('待审的')).queryByRole('link', { name: /^查看/ })).toBeNull();
    expect(within(rowOf('通过的')).getByRole('link', { name: /^查看/ }).getAttribute('href')).toBe(
      '/popsic/worksDetail/2?ccr=2023-01',
    );
    expect(within(rowOf('通过的')).getByRole('button', { name: /^完善材料/ })).toBeTruthy();
    expect(within(rowOf('驳回的')).getByText('初审不通过')).toBeTruthy();
    expect(within(rowOf('驳回的')).getByText('主题不符')).toBeTruthy();
    expect(within(rowOf('驳回的')).queryByRole('button')).toBeNull();
    expect(within(rowOf('怪码的')).getByText('77')).toBeTruthy();
    await userEvent.click(within(rowOf('初审过的')).getByRole('button', { name: /^完善材料/ }));
    expect(onOptimise).toHaveBeenCalledWith(ROWS[4]);
    // 15 works: two pages of 10.
    await userEvent.click(screen.getByRole('button', { name: /2/ }));
    expect(onPage).toHaveBeenCalledWith(2);
    const epochs = screen.getByRole('navigation', { name: '查看各届作品' });
    expect(
      within(epochs)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/popsic/works?ccr=2022-01', '/popsic/works?ccr=2023-01', '/popsic/works?ccr=2023-02']);
  });
  it('cards at phone width', () => {
    mine({ compact: true });
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(screen.getByRole('list', { name: '我的投稿' })).getAllByTestId('my-work')).toHaveLength(5);
  });
  it('empty: the message and 我要投稿; loading; failed with 重试', async () => {
    const { onContribute } = mine({ works: readyQuery<OwnWorksPage>({ rows: [], total: 0 }) });
    const empty = screen.getByTestId('my-works-empty');
    expect(empty.textContent).toContain('您还没有投稿');
    await userEvent.click(within(empty).getByRole('button', { name: '我要投稿' }));
    expect(onContribute).toHaveBeenCalled();
    cleanup();
    mine({ works: pendingQuery() });
    expect(screen.queryByRole('table')).toBeNull();
    cleanup();
    mine({ works: failedQuery(new Error('网络错误')) });
    expect(screen.getByText(/我的投稿加载失败/)).toBeTruthy();
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });
});

describe('OptimiseDialog', () => {
  it('the rule: both pictures, portal addresses; the pictures a work has are not judged by type (issue 31)', () => {
    // A seeded cover may be an SVG: re-sending it is not a new choice, so only the missing one is named.
    expect(
      optimiseErrors({ worksId: 1, coverUrl: '/media/popsic/work-cover-3.svg', sharePictureUrl: '' }),
    ).toEqual({ sharePictureUrl: m.sharePictureRequired });
    expect(
      optimiseErrors({
        worksId: 1,
        coverUrl: 'https://evil.example/a.png',
        sharePictureUrl: '/media/uploads/b.png',
      }),
    ).toEqual({ coverUrl: m.fileUnknown });
  });
  it('the rule: both pictures, portal PNG/JPG addresses', () => {
    expect(optimiseErrors({ worksId: 1, coverUrl: '', sharePictureUrl: '' })).toEqual({
      coverUrl: m.coverRequired,
      sharePictureUrl: m.sharePictureRequired,
    });
    expect(
      optimiseErrors({
        worksId: 1,
        coverUrl: '/media/uploads/a.png',
        sharePictureUrl: '/media/uploads/b.jpg',
      }),
    ).toEqual({});
  });
  it('a missing picture is refused; a server refusal keeps the dialog with its message', async () => {
    const onSubmit = vi.fn().mockRejectedValueOnce(new Error('该作品尚未通过审核，暂不能完善材料'));
    const onClose = vi.fn();
    wrap(
      <OptimiseDialog
        row={row({ worksId: 9, title: '通过的', coverUrl: '/media/uploads/a.png' })}
        onSubmit={onSubmit}
        onClose={onClose}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: '完善材料：通过的' });
    expect(within(dialog).getByText('建议尺寸 800×450')).toBeTruthy();
    expect(within(dialog).getByText('建议尺寸 450×450')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: '提交材料' }));
    expect(within(dialog).getByText(m.sharePictureRequired)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    cleanup();
    wrap(
      <OptimiseDialog
        row={row({
          worksId: 9,
          title: '通过的',
          coverUrl: '/media/uploads/a.png',
          sharePictureUrl: '/media/uploads/s.png',
        })}
        onSubmit={onSubmit}
        onClose={onClose}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: '提交材料' }));
    expect(onSubmit).toHaveBeenCalledWith({
      worksId: 9,
      coverUrl: '/media/uploads/a.png',
      sharePictureUrl: '/media/uploads/s.png',
    });
    expect((await screen.findByRole('alert')).textContent).toContain('该作品尚未通过审核，暂不能完善材料');
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
