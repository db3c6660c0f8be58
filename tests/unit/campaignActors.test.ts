import { QueryClient } from '@tanstack/react-query';
import { createActor, waitFor } from 'xstate';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CampaignEntry } from '../../machines/campaign.machine';
import { ApiError } from '../../src/api/errors';
import { toastStore } from '../../src/components/toastStore';
import { createCampaignLogic } from '../../src/features/campaigns/campaignActors';
import { msg } from '../../src/text/messages';
import { campaignMsg } from '../../src/text/campaign';

const api = vi.hoisted(() => ({ fetchEntry: vi.fn(), register: vi.fn(), commit: vi.fn() }));
vi.mock('../../src/api/campaign', async (original) => ({
  ...(await original<typeof import('../../src/api/campaign')>()),
  fetchEntry: api.fetchEntry,
  register: api.register,
  commit: api.commit,
  // The query reads the mocked fetcher (the module's own reads the real one).
  campaignEntryQuery: (id: string) => ({
    queryKey: ['campaign', 'entry', id],
    queryFn: () => api.fetchEntry(id),
    staleTime: 0,
    retry: false,
  }),
}));

const m = campaignMsg;
const toasts = () => toastStore.getSnapshot().map((t) => `${t.kind}:${t.message}`);

const ENTRY: CampaignEntry = {
  status: 1,
  worksId: null,
  registration: { name: '张三', workUnit: '华西医院', sourceUnit: '放射科', phone: '13800138000' },
  work: {},
};

const start = () => {
  const actor = createActor(createCampaignLogic(new QueryClient()), {
    input: { campaign: 'ca', loggedIn: true },
  }).start();
  return actor;
};

/** Fills the ca registration so its rule passes. */
const fill = (actor: ReturnType<typeof start>) => {
  const values = {
    name: '张三',
    workUnit: '华西医院',
    sourceUnit: '放射科',
    phone: '13800138000',
    validCode: 'ab12',
    smsCode: '123456',
    uuid: 'u-1',
  } as const;
  for (const [name, value] of Object.entries(values))
    actor.send({ type: 'registration.set', name: name as keyof typeof values, value });
};

beforeEach(() => {
  toastStore.clear();
  api.fetchEntry.mockReset();
  api.register.mockReset();
  api.commit.mockReset();
});

describe('the campaign wizard with the app’s calls (campaignActors)', () => {
  it('a visitor’s 下一步 toasts 请登录后操作！', () => {
    const actor = createActor(createCampaignLogic(new QueryClient()), {
      input: { campaign: 'qc', loggedIn: false },
    }).start();
    actor.send({ type: 'step.next' });
    expect(toasts()).toEqual([`error:${m.loginFirst}`]);
  });

  it('an invalid registration toasts 请按要求填写信息！ and sends nothing', async () => {
    api.fetchEntry.mockResolvedValue(null);
    const actor = start();
    await waitFor(actor, (s) => s.matches('notice'));
    actor.send({ type: 'step.next' });
    actor.send({ type: 'step.next' });
    await waitFor(actor, (s) => s.matches({ registration: 'filling' }) && toasts().length > 0);
    expect(toasts()).toEqual([`error:${m.formInvalid}`]);
    expect(actor.getSnapshot().context.errors.name).toBe(m.leaderRequired);
    expect(api.register).not.toHaveBeenCalled();
  });

  it('a refused registration shows the server’s message, or 报名异常!!! when it gave none', async () => {
    api.fetchEntry.mockResolvedValue(null);
    api.register.mockRejectedValueOnce(new ApiError('手机验证码错误', 'business', false, 500));
    api.register.mockRejectedValueOnce(new ApiError(msg.api.unknown, 'business', false, 500));
    const actor = start();
    await waitFor(actor, (s) => s.matches('notice'));
    actor.send({ type: 'step.next' });
    fill(actor);
    actor.send({ type: 'step.next' });
    await waitFor(actor, () => toasts().length === 1);
    actor.send({ type: 'step.next' });
    await waitFor(actor, () => toasts().length === 2);
    expect(toasts()).toEqual(['error:手机验证码错误', `error:${m.registerFailed}`]);
    expect(api.register).toHaveBeenCalledWith('ca', {
      name: '张三',
      workUnit: '华西医院',
      sourceUnit: '放射科',
      phone: '13800138000',
      validCode: 'ab12',
      smsCode: '123456',
      uuid: 'u-1',
    });
  });

  it('registered: 报名成功!!! and the work step; the final commit sends status 3 and toasts 作品已完成提交！', async () => {
    api.fetchEntry.mockResolvedValueOnce(null).mockResolvedValue(ENTRY);
    api.register.mockResolvedValue(undefined);
    api.commit.mockResolvedValue(undefined);
    const actor = start();
    await waitFor(actor, (s) => s.matches('notice'));
    actor.send({ type: 'step.next' });
    fill(actor);
    actor.send({ type: 'step.next' });
    await waitFor(actor, (s) => s.matches('work'));
    expect(toasts()).toEqual([`success:${m.registered}`]);
    const work = {
      title: '对比剂外渗的处置',
      subTitle: '李四,王五',
      content: '摘要',
      coverUrl: '/media/uploads/c.png',
    } as const;
    for (const [name, value] of Object.entries(work))
      actor.send({ type: 'work.set', name: name as keyof typeof work, value });
    actor.send({ type: 'file.add', file: { url: '/media/uploads/v.mp4', name: 'v.mp4', fileSize: 9 } });
    actor.send({ type: 'step.next' });
    await waitFor(actor, (s) => s.matches('preview'));
    expect(api.commit).toHaveBeenLastCalledWith('ca', {
      ...work,
      fileList: [{ url: '/media/uploads/v.mp4', name: 'v.mp4', fileSize: 9 }],
    });
    api.fetchEntry.mockResolvedValue({ ...ENTRY, status: 3, worksId: 5 });
    actor.send({ type: 'step.next' });
    await waitFor(actor, (s) => s.matches('finished'));
    expect(api.commit).toHaveBeenLastCalledWith('ca', expect.objectContaining({ status: 3 }));
    expect(toasts()).toEqual([`success:${m.registered}`, `success:${m.submitted}`]);
    expect(actor.getSnapshot().context.entry?.status).toBe(3);
  });

  it('a failed commit shows the server’s message and keeps the form (decision 0051)', async () => {
    api.fetchEntry.mockResolvedValue({ ...ENTRY, status: 2 });
    api.commit.mockRejectedValue(new ApiError('文件不存在，请重新上传', 'business', false, 500));
    const actor = start();
    await waitFor(actor, (s) => s.matches('registration'));
    actor.send({ type: 'step.next' });
    await waitFor(actor, (s) => s.matches('work'));
    for (const [name, value] of Object.entries({
      title: 't',
      subTitle: 's',
      content: 'c',
      coverUrl: '/media/uploads/c.png',
    }))
      actor.send({ type: 'work.set', name: name as 'title', value });
    actor.send({ type: 'file.add', file: { url: '/media/uploads/v.mp4', name: 'v.mp4', fileSize: 9 } });
    actor.send({ type: 'step.next' });
    await waitFor(actor, () => toasts().length === 1);
    expect(toasts()).toEqual(['error:文件不存在，请重新上传']);
    expect(actor.getSnapshot().matches({ work: 'filling' })).toBe(true);
    expect(actor.getSnapshot().context.work.title).toBe('t');
  });
});
