// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { detailPath } from '../../domain/cardRoute';
import { EMX_CATEGORY, VIDEO_STATE } from '../../domain/categories';
import { RecommendationsView } from '../../src/features/video/RecommendationsView';
import { VideoDetailView, type VideoDetailParts } from '../../src/features/video/VideoDetailView';
import { detailTabs, playerStage, type PlayerStage } from '../../src/features/video/videoRules';
import { videoCardSchema, videoDetailSchema, type VideoDetail } from '../../src/schemas/education';
import { msg } from '../../src/text/messages';
import { educationMsg } from '../../src/text/education';
import { videoMsg } from '../../src/text/video';
import { failedQuery, pendingQuery, readyQuery } from './queryStates';

const t = videoMsg;
afterEach(cleanup);
const inRouter = (ui: ReactNode) => render(<MemoryRouter>{ui}</MemoryRouter>);

const video = (over: Record<string, unknown> = {}) =>
  videoDetailSchema.parse({
    id: 7,
    topic: '胸部CT读片要点',
    keySpeaker: '王医生',
    videoCategory: 2,
    videoState: VIDEO_STATE.normal,
    videoClickCount: 321,
    description: '<p>本课简介</p><script>window.__x = 1</script>',
    questionList: [{ id: 1, questionType: 1, question: '问题一', chooseItems: ['甲', '乙'] }],
    wechatGroupQRCodeUrl: '/media/qr.svg',
    readingSysUrl: 'https://read.example.com/7',
    ...over,
  });

/** Stand-ins for the parts that own queries or machines: the view only places them. */
const parts: VideoDetailParts = {
  heart: <span>点赞部件</span>,
  login: <p>登录部件</p>,
  player: <p>播放器部件</p>,
  quiz: <p>答题部件</p>,
  recommendations: <p>推荐部件</p>,
  comments: <p>留言部件</p>,
};

const view = (o: { video?: VideoDetail; stage?: PlayerStage; onReadingSystem?: () => void } = {}) =>
  inRouter(
    <VideoDetailView
      back="/edu/mdt"
      video={o.video}
      stage={o.stage ?? 'player'}
      parts={parts}
      onReadingSystem={o.onReadingSystem ?? vi.fn()}
    />,
  );
const tabNames = () => screen.getAllByRole('tab').map((x) => x.textContent);

describe('VideoDetailView', () => {
  it('loading: back, a title skeleton, the player block and the comments; no tabs yet', () => {
    view();
    expect(screen.getByRole('link', { name: educationMsg.back }).getAttribute('href')).toBe('/edu/mdt');
    expect(screen.getByTestId('video-title-loading')).toBeTruthy();
    expect(screen.queryByTestId('video-title')).toBeNull();
    expect(screen.getByText('播放器部件')).toBeTruthy();
    expect(screen.getByText('留言部件')).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByText('点赞部件')).toBeNull();
  });

  it('loaded: title, speaker, views, hearts, 加群 with its QR code, 阅片系统, and the intro sanitised', async () => {
    const { container } = view({ video: video() });
    expect(screen.getByRole('heading', { level: 1, name: '胸部CT读片要点' })).toBeTruthy();
    expect(screen.getByText(t.speaker('王医生'))).toBeTruthy();
    expect(screen.getByTestId('video-views').textContent).toBe(t.views(321));
    expect(screen.getByText('点赞部件')).toBeTruthy();
    expect(screen.getByRole('link', { name: t.readingSystem }).getAttribute('href')).toBe(
      'https://read.example.com/7',
    );
    expect(tabNames()).toEqual([t.tabIntro, educationMsg.quizTitle, t.tabRecommend]);
    const panel = screen.getByRole('tabpanel', { name: t.tabIntro });
    expect(within(panel).getByText('本课简介')).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: t.joinGroup }));
    const popup = await screen.findByRole('dialog', { name: t.joinGroup });
    expect(within(popup).getByRole('img', { name: t.groupQrAlt }).getAttribute('src')).toBe('/media/qr.svg');
    expect(within(popup).getByText(t.scanToJoin)).toBeTruthy();
  });

  it('the quiz and recommendations are placed only in their own tabs', async () => {
    view({ video: video() });
    expect(screen.queryByText('答题部件')).toBeNull();
    expect(screen.queryByText('推荐部件')).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: educationMsg.quizTitle }));
    expect(screen.getByText('答题部件')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: t.tabRecommend }));
    expect(screen.getByText('推荐部件')).toBeTruthy();
    expect(screen.queryByText('答题部件')).toBeNull();
  });

  it('empty: no description is 内容为空; no questions, no 答题 tab; no QR code or reading system, no buttons', () => {
    view({
      video: video({ description: '  ', questionList: [], wechatGroupQRCodeUrl: '', readingSysUrl: '' }),
    });
    expect(tabNames()).toEqual([t.tabIntro, t.tabRecommend]);
    expect(within(screen.getByRole('tabpanel')).getByText(msg.app.empty)).toBeTruthy();
    expect(screen.queryByRole('button', { name: t.joinGroup })).toBeNull();
    expect(screen.queryByRole('link', { name: t.readingSystem })).toBeNull();
  });

  it('the player block follows the stage: the login part, 尽请期待！, or the player part', () => {
    view({ video: video(), stage: 'login' });
    expect(screen.getByText('登录部件')).toBeTruthy();
    expect(screen.queryByText('播放器部件')).toBeNull();
    cleanup();
    view({ video: video(), stage: 'comingSoon' });
    expect(screen.getByText(msg.misc.videoComingSoon)).toBeTruthy();
    expect(screen.queryByText('播放器部件')).toBeNull();
    expect(screen.queryByText('登录部件')).toBeNull();
  });

  it('a category-10 case: 病例简介, 阅片系统, 答题; its reading-system button tells the page', async () => {
    const onReadingSystem = vi.fn();
    view({ video: video({ videoCategory: EMX_CATEGORY }), onReadingSystem });
    expect(tabNames()).toEqual([t.tabCaseIntro, t.readingSystem, educationMsg.quizTitle]);
    // The header has no reading-system link for a case: its tab has it.
    expect(screen.queryByRole('link', { name: t.readingSystem })).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: t.readingSystem }));
    const open = screen.getByRole('link', { name: t.openReadingSystem });
    expect(open.getAttribute('href')).toBe('https://read.example.com/7');
    expect(open.getAttribute('target')).toBe('_blank');
    open.addEventListener('click', (e) => e.preventDefault());
    await userEvent.click(open);
    expect(onReadingSystem).toHaveBeenCalledTimes(1);
  });

  it('a case without a reading system says 暂无 in that tab', async () => {
    view({ video: video({ videoCategory: EMX_CATEGORY, readingSysUrl: '' }) });
    await userEvent.click(screen.getByRole('tab', { name: t.readingSystem }));
    expect(within(screen.getByRole('tabpanel')).getByText(educationMsg.none)).toBeTruthy();
  });
});

describe('RecommendationsView (相关推荐)', () => {
  const cards = [
    videoCardSchema.parse({ id: 11, topic: '推荐一', keySpeaker: '李医生', videoCategory: 2, videoState: 1 }),
    videoCardSchema.parse({ id: 12, topic: '推荐二', videoCategory: 18, videoState: 1 }),
  ];

  it('loading shows no list; error says 加载失败; empty says 暂无', () => {
    inRouter(<RecommendationsView query={pendingQuery()} />);
    expect(screen.queryByRole('list')).toBeNull();
    cleanup();
    inRouter(<RecommendationsView query={failedQuery(new Error('x'))} />);
    expect(screen.getByRole('alert').textContent).toBe(msg.app.loadFailed);
    cleanup();
    inRouter(<RecommendationsView query={readyQuery([])} />);
    expect(screen.getByText(educationMsg.none)).toBeTruthy();
  });

  it('loaded: each card links to its detail page', () => {
    inRouter(<RecommendationsView query={readyQuery(cards)} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: /推荐一/ }).getAttribute('href')).toBe(detailPath(cards[0]!));
    expect(screen.getByText('李医生')).toBeTruthy();
    expect(screen.getByRole('link', { name: /推荐二/ }).getAttribute('href')).toBe('/educourse/series/12');
  });
});

describe('video detail rules', () => {
  it('playerStage: a visitor logs in first; an upcoming video does not play; else the player', () => {
    expect(playerStage({ loggedIn: false, videoState: VIDEO_STATE.upcoming })).toBe('login');
    expect(playerStage({ loggedIn: false, videoState: undefined })).toBe('login');
    expect(playerStage({ loggedIn: true, videoState: VIDEO_STATE.upcoming })).toBe('comingSoon');
    expect(playerStage({ loggedIn: true, videoState: undefined })).toBe('player');
    expect(playerStage({ loggedIn: true, videoState: VIDEO_STATE.normal })).toBe('player');
  });

  it('detailTabs: a case, a video with questions, a video without', () => {
    const keys = (v: VideoDetail) => detailTabs(v).map((x) => x.key);
    expect(keys(video({ videoCategory: EMX_CATEGORY, questionList: [] }))).toEqual([
      'caseIntro',
      'readingSystem',
      'quiz',
    ]);
    expect(keys(video())).toEqual(['intro', 'quiz', 'recommend']);
    expect(keys(video({ questionList: [] }))).toEqual(['intro', 'recommend']);
  });
});
