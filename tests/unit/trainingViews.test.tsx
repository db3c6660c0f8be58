// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHINA_TIME_PATTERN, showChinaTime } from '../../domain/chinaTime';
import { RejectedDialog } from '../../src/features/training/RejectedDialog';
import { lockedText, trainingAccess, trainingWatched } from '../../src/features/training/trainingAccess';
import {
  LockedSlot,
  TrainingDetailView,
  VideoDetailView,
  type VideoDetailViewProps,
} from '../../src/features/training/TrainingDetailView';
import { groupLabel, videosInGroup } from '../../src/features/training/trainingGroups';
import {
  TrainingIndexView,
  type TrainingIndexViewProps,
} from '../../src/features/training/TrainingIndexView';
import { userSchema } from '../../src/schemas/account';
import { courseGroupSchema, trainingVideoSchema, type TrainingVideo } from '../../src/schemas/training';
import { msg } from '../../src/text/messages';
import { educationMsg } from '../../src/text/education';
import { educationRulesMsg } from '../../src/text/educationRules';
import { trainingMsg } from '../../src/text/training';
import { failedQuery, pendingQuery, readyQuery } from './queryStates';

const t = trainingMsg;
afterEach(cleanup);
const inRouter = (ui: ReactNode) => render(<MemoryRouter>{ui}</MemoryRouter>);

const groups = [
  courseGroupSchema.parse({ dictValue: '1', dictLabel: '胸部影像班' }),
  courseGroupSchema.parse({ dictValue: '2', dictLabel: '神经影像班' }),
];
const videoOf = (over: Record<string, unknown>): TrainingVideo =>
  trainingVideoSchema.parse({
    id: 1,
    topic: '肺结节的CT诊断',
    courseGroupId: 1,
    keySpeaker: '李教授',
    videoDate: '2026-10-01 09:00:00',
    videoViewCount: 120,
    likeCount: 8,
    description: '<p>课程简介</p><script>window.__x = 1</script>',
    learningProcess: 0,
    ...over,
  });
const lung = videoOf({});
const brain = videoOf({
  id: 2,
  topic: '脑卒中影像',
  courseGroupId: 2,
  keySpeaker: '张教授',
  videoViewCount: 3,
});

describe('TrainingIndexView (/training/index)', () => {
  const view = (over: Partial<TrainingIndexViewProps> = {}) => {
    const props: TrainingIndexViewProps = {
      groups,
      list: readyQuery([lung, brain]),
      group: null,
      onGroup: vi.fn(),
      onOpen: vi.fn(),
      ...over,
    };
    render(<TrainingIndexView {...props} />);
    return props;
  };

  it('loaded: the title, the chips, a card per course with its group, speaker and views; a click opens it', async () => {
    const props = view();
    expect(screen.getByRole('heading', { level: 1, name: t.pageTitle })).toBeTruthy();
    const chips = within(screen.getByRole('group', { name: t.pageTitle }));
    expect(chips.getAllByRole('button').map((b) => b.textContent)).toEqual([
      educationMsg.seriesAll,
      '胸部影像班',
      '神经影像班',
    ]);
    const card = screen.getByTestId('training-video-2');
    expect(within(card).getByText('脑卒中影像')).toBeTruthy();
    expect(within(card).getByText('神经影像班')).toBeTruthy();
    expect(within(card).getByText(`${t.keySpeaker('张教授')} · ${t.views(3)}`)).toBeTruthy();
    await userEvent.click(card);
    expect(props.onOpen).toHaveBeenCalledWith(brain);
    await userEvent.click(chips.getByRole('button', { name: '胸部影像班' }));
    expect(props.onGroup).toHaveBeenCalledWith('1');
  });

  it('a chosen group shows only its courses; a group without courses says 暂无课程', () => {
    view({ group: '2' });
    expect(screen.queryByTestId('training-video-1')).toBeNull();
    expect(screen.getByTestId('training-video-2')).toBeTruthy();
    cleanup();
    view({ group: '9' });
    expect(screen.getByText(msg.home.noCourses)).toBeTruthy();
  });

  it('loading: a skeleton; empty: 暂无课程; error: the message with a retry', async () => {
    view({ list: pendingQuery() });
    expect(screen.getByRole('progressbar', { name: msg.app.loading })).toBeTruthy();
    cleanup();
    view({ list: readyQuery([]) });
    expect(screen.getByText(msg.home.noCourses)).toBeTruthy();
    cleanup();
    const refetch = vi.fn();
    view({ list: failedQuery(new Error('服务器开小差了'), refetch) });
    expect(screen.getByText(/服务器开小差了/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: msg.app.retry }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('rejected (the enrolment’s dialog, in the page’s children): the group, the reason, 取消 and 提交报名 (apply again)', async () => {
    const rejected = {
      open: true,
      groupName: '胸部影像班',
      reason: '资料不全',
      onClose: vi.fn(),
      onApplyAgain: vi.fn(),
    };
    view({
      children: (
        <>
          <RejectedDialog {...rejected} />
          <div data-testid="apply-form" />
        </>
      ),
    });
    const dialog = screen.getByRole('dialog', { name: '胸部影像班' });
    expect(within(dialog).getByText(t.rejected('资料不全'))).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: t.applySubmit }));
    expect(rejected.onApplyAgain).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: msg.app.cancel }));
    expect(rejected.onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('apply-form')).toBeTruthy();
  });

  it('groupLabel and videosInGroup', () => {
    expect(groupLabel(groups, '2')).toBe('神经影像班');
    expect(groupLabel([], '2')).toBe('');
    expect(videosInGroup([lung, brain], null)).toEqual([lung, brain]);
    expect(videosInGroup([lung, brain], '1')).toEqual([lung]);
  });
});

describe('TrainingDetailView (/training/detail/:id)', () => {
  it('返回 in every state; loading is a skeleton, an error offers a retry, ready renders the video', async () => {
    const onBack = vi.fn();
    const ready = vi.fn((v: TrainingVideo) => <p>{v.topic}</p>);
    render(<TrainingDetailView query={pendingQuery()} onBack={onBack} children={ready} />);
    expect(screen.getByRole('progressbar', { name: msg.app.loading })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: educationMsg.back }));
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(ready).not.toHaveBeenCalled();
    cleanup();
    const refetch = vi.fn();
    render(
      <TrainingDetailView
        query={failedQuery(new Error('视频不存在'), refetch)}
        onBack={onBack}
        children={ready}
      />,
    );
    expect(screen.getByText(/视频不存在/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: msg.app.retry }));
    expect(refetch).toHaveBeenCalledTimes(1);
    cleanup();
    render(<TrainingDetailView query={readyQuery(lung)} onBack={onBack} children={ready} />);
    expect(screen.getByText('肺结节的CT诊断')).toBeTruthy();
    expect(screen.getByRole('button', { name: educationMsg.back })).toBeTruthy();
  });
});

describe('VideoDetailView', () => {
  const view = (over: Partial<VideoDetailViewProps> = {}) => {
    const props: VideoDetailViewProps = {
      video: lung,
      player: <LockedSlot text={t.videoNeedsApply} />,
      exam: <section aria-label={t.exam} />,
      comments: <section aria-label="留言板" />,
      like: <button>点赞部件</button>,
      recommendations: readyQuery([brain]),
      ...over,
    };
    const r = inRouter(<VideoDetailView {...props} />);
    return { props, container: r.container };
  };

  it('the topic, the locked slot, speaker, China-time date and views, sanitised description, exam, comments', () => {
    const { container } = view();
    expect(screen.getByRole('heading', { level: 1, name: '肺结节的CT诊断' })).toBeTruthy();
    expect(screen.getByTestId('player-slot').textContent).toBe(t.videoNeedsApply);
    expect(
      screen.getByText(
        `${t.keySpeaker('李教授')} · ${showChinaTime('2026-10-01 09:00:00', CHINA_TIME_PATTERN)} · ${t.views(120)}`,
      ),
    ).toBeTruthy();
    expect(screen.getByText('课程简介')).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByRole('region', { name: t.exam })).toBeTruthy();
    expect(screen.getByRole('region', { name: '留言板' })).toBeTruthy();
    expect(screen.queryByText(educationRulesMsg.loginRequired)).toBeNull();
  });

  it('shows the like it is given (TrainingLike, tested in trainingLike.test.tsx)', () => {
    view();
    expect(screen.getByRole('button', { name: '点赞部件' })).toBeTruthy();
  });

  it('nobody logged in: no exam, 请登录后操作！ in its place', () => {
    view({ exam: null });
    expect(screen.getByText(educationRulesMsg.loginRequired)).toBeTruthy();
  });

  it('recommendations: links to their details; loading, empty (暂无) and failed states', () => {
    view();
    const recs = within(screen.getByRole('region', { name: t.recommendations }));
    expect(recs.getByRole('link', { name: /脑卒中影像/ }).getAttribute('href')).toBe('/training/detail/2');
    cleanup();
    view({ recommendations: pendingQuery() });
    expect(
      within(screen.getByRole('region', { name: t.recommendations })).getByRole('progressbar', {
        name: msg.app.loading,
      }),
    ).toBeTruthy();
    cleanup();
    view({ recommendations: readyQuery([]) });
    expect(
      within(screen.getByRole('region', { name: t.recommendations })).getByText(educationMsg.none),
    ).toBeTruthy();
    cleanup();
    view({ recommendations: failedQuery(new Error('推荐加载失败')) });
    expect(
      within(screen.getByRole('region', { name: t.recommendations })).getByText(/推荐加载失败/),
    ).toBeTruthy();
  });
});

describe('trainingAccess and trainingWatched: the one place "watched" is decided', () => {
  const user = userSchema.parse({ uid: 7, nickName: '学员' });
  const inSession = { token: 'tok', user };
  const approved = videoOf({ videoUrl: '/media/training/1.mp4', learningProcess: 3 });
  const done = { context: { completed: 1 as const } };
  const notDone = { context: { completed: 0 as const } };

  it('anonymous, applicant (apply first / wait for approval) or trainee', () => {
    expect(trainingAccess({ token: null, user: null }, approved)).toEqual({ kind: 'anonymous' });
    expect(trainingAccess({ token: 'tok', user: null }, approved)).toEqual({ kind: 'anonymous' });
    expect(trainingAccess(inSession, approved)).toEqual({ kind: 'trainee', uid: '7' });
    expect(trainingAccess(inSession, lung)).toEqual({ kind: 'applicant', uid: '7', why: t.videoNeedsApply });
    expect(trainingAccess(inSession, videoOf({ learningProcess: 1 }))).toEqual({
      kind: 'applicant',
      uid: '7',
      why: t.videoNeedsApproval,
    });
  });

  it('what the player slot says', () => {
    expect(lockedText({ kind: 'anonymous' })).toBe(educationRulesMsg.loginRequired);
    expect(lockedText({ kind: 'applicant', uid: '7', why: t.videoNeedsApproval })).toBe(t.videoNeedsApproval);
    expect(lockedText({ kind: 'trainee', uid: '7' })).toBeNull();
  });

  it('watched only for a trainee whose watch machine says completed', () => {
    const trainee = trainingAccess(inSession, approved);
    expect(trainingWatched(trainee, done)).toBe(true);
    expect(trainingWatched(trainee, notDone)).toBe(false);
    expect(trainingWatched(trainee, undefined)).toBe(false);
    expect(trainingWatched(trainingAccess(inSession, lung), done)).toBe(false);
    expect(trainingWatched({ kind: 'anonymous' }, done)).toBe(false);
  });
});
