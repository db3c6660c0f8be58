import { isVType, VIDEO_CATEGORY_BY_TYPE } from '../../domain/categories';
import { msg } from '../../src/text/messages';

type Title = string | ((params: Record<string, string>) => string);

const t = msg.titles;
const p = msg.pageTitles;

/**
 * Each client route's name (its `handle.title` in src/app/routes.tsx and src/features/*\/routes.tsx), by
 * the same catalogue entries: the server may not import the route table (it holds React pages), so
 * tests/server/seoTitles.test.ts checks every route of the table against this one.
 */
export const PAGE_TITLES: [path: string, title: Title | null][] = [
  ['/', null],
  ['/wcLogin', t.login],
  ['/announcement', msg.news.listTitle],
  ['/newsDetail/:id', t.newsDetail],
  ['/education', msg.menu.physicians],
  [
    '/edu/:vType',
    ({ vType }) =>
      (isVType(vType) ? p.educationCategories[VIDEO_CATEGORY_BY_TYPE[vType]] : undefined) ?? t.category,
  ],
  ['/youthDetail/:videoId', t.article],
  ['/molecular/:videoId', t.article],
  ['/educourse/series', p.series],
  ['/edu/:vType/:videoId', t.videoDetail],
  ['/educourse/series/:videoId', t.seriesVideo],
  ['/training/index', p.training],
  ['/training/detail/:videoId', t.trainingVideo],
  ['/liveDetail', p.liveRoom],
  ['/live', p.liveDiscussion],
  ['/search', t.search],
  ['/searchtransfer', t.search],
  ['/institute', p.instituteOverview],
  ['/team', p.instituteTeam],
  ['/ai', p.instituteAi],
  ['/museum', p.museum],
  ['/journal', t.journal],
  ['/journal/:id', t.journal],
  ['/journalpreview/:fileId', p.journalPreview],
  ['/eduMetting', p.eduMeeting],
  ['/usercenter/index', msg.avatar.userCenter],
  ['/education/rank', p.rank],
  ['/specialist', p.experts],
  ['/specialist/:expertId', p.expertDetail],
  ['/schedule', p.schedule],
  ['/popsic', p.popsic],
  ['/popsic/works', p.popsic],
  ['/popsic/allWorks/:id', p.popsic],
  ['/popsic/searchWorks', p.popsic],
  ['/popsic/worksDetail/:id', p.popsic],
  ['/popsic/microLectureList', p.microLectures],
  ['/popsic/microLectureDetail/:id', p.microLectures],
  ['/popsic/contribution', p.contribution],
  ['/ccr/contribute', p.campaigns.qc],
  ['/contribution/micro-course', p.campaigns.mc],
  ['/contribution/contrast-agent', p.campaigns.ca],
  ['/contribution/med-speech', p.campaigns.ms],
  ['/eduIndex', t.underConstruction],
  ['/train', t.underConstruction],
];

/** "{page} · {portal}", the portal's name alone for the home page (as documentTitle in src/app/routeTitle.ts). */
export const documentTitle = (page: string | null) => (page ? t.page(page) : msg.app.name);

export const pageTitle = (title: Title | null, params: Record<string, string>) =>
  documentTitle(typeof title === 'function' ? title(params) : title);

/** An address no route names: the client's not-found page. */
export const NOT_FOUND_TITLE = documentTitle(msg.app.notFoundTitle);
