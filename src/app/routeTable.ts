import { isVType, VIDEO_CATEGORY_BY_TYPE } from '../../domain/categories';
import { MENU_EPOCH } from '../../domain/popsic';
import { msg } from '../text/messages';

export type RouteParams = Readonly<Record<string, string | undefined>>;
/** A page's name for the document title; one that depends on the address is a function of its params. */
export type RouteTitle = string | ((params: RouteParams) => string);

/** A route's place in the header menu (000 §2.1): `at` orders it among the entries, the external ones too. */
export interface MenuPlace {
  readonly id: string;
  readonly label: string;
  readonly at: number;
  /** Where the entry leads when not the route's own path (a parameter filled in, a query). */
  readonly to?: string;
  /** Active on this path alone, not on the paths below it. */
  readonly end?: boolean;
}

/**
 * One page of the portal: its address, its name, its menu entry, and the module that draws it.
 * Pure data (decision 0082): the server imports this table for each page's title, and the client's
 * router (src/app/routes.tsx) turns each `page` into a lazily loaded chunk.
 */
export interface RouteEntry {
  readonly path: string;
  /**
   * The page's module under src/features, without `.tsx` (its default export), loaded on demand in its
   * own chunk. None: the page is still to come and shows the "under construction" page.
   */
  readonly page?: string;
  /** Props the page is drawn with (one page module serving several routes). */
  readonly props?: Readonly<Record<string, string | boolean>>;
  /** None: the home page, named by the portal's name alone. */
  readonly title?: RouteTitle;
  readonly menu?: MenuPlace;
  /**
   * `standalone`: no header or footer (the login callback's own small window); `popsicColumn`: in the works
   * contest's column.
   */
  readonly layout?: 'standalone' | 'popsicColumn';
}

/**
 * The document title of /edu/:vType: the category's tile title (青年学会, MDT, …), else a generic name.
 * Reads the zod-free table, not features/education/categories: this module is in the entry chunk (0019).
 */
const categoryTitle = ({ vType }: RouteParams) =>
  (isVType(vType) ? msg.pageTitles.educationCategories[VIDEO_CATEGORY_BY_TYPE[vType]] : undefined) ??
  msg.titles.category;

/** "{page} · {portal}"; the home page (no name) is the portal's name alone. */
export const documentTitle = (page: string | null) => (page ? msg.titles.page(page) : msg.app.name);

const t = msg.titles;
const p = msg.pageTitles;
const m = msg.menu;

/**
 * Every route the product registers (000 §2.1), the one place a page is entered: BUILT_ROUTES, the header
 * menu (src/app/shell/menuItems.ts), the client's route table and document titles (src/app/routes.tsx) and
 * the server's page heads (server/seo/pageTitles.ts) all come from here. Paths match case-insensitively.
 */
export const ROUTE_TABLE = [
  { path: '/', page: 'home/HomePage', menu: { id: 'home', label: m.home, at: 1, end: true } },
  { path: '/wcLogin', page: 'login/WcLoginPage', title: t.login, layout: 'standalone' },
  { path: '/announcement', page: 'news/NewsListPage', title: msg.news.listTitle },
  { path: '/newsDetail/:id', page: 'news/NewsDetailPage', title: t.newsDetail },
  // The institute's pages (000 §2.2).
  {
    path: '/institute',
    page: 'institute/InstitutePage',
    title: p.instituteOverview,
    menu: { id: 'institute', label: m.institute, at: 11 },
  },
  { path: '/team', page: 'institute/TeamPage', title: p.instituteTeam },
  { path: '/ai', page: 'institute/AiPage', title: p.instituteAi },
  // 001 §2 does not give the museum's path: /museum, where the menu's 产业园 already points (decision 0030).
  {
    path: '/museum',
    page: 'museum/MuseumPage',
    title: p.museum,
    menu: { id: 'industryPark', label: m.industryPark, at: 10 },
  },
  // Education (001 §2).
  {
    path: '/education',
    page: 'education/EducationHomePage',
    title: m.physicians,
    menu: { id: 'physicians', label: m.physicians, at: 2 },
  },
  {
    path: '/edu/:vType',
    page: 'education/CategoryPage',
    title: categoryTitle,
    menu: { id: 'youth', label: m.youth, at: 6, to: '/edu/youth' },
  },
  { path: '/youthDetail/:videoId', page: 'education/RichTextPage', title: t.article },
  { path: '/molecular/:videoId', page: 'education/RichTextPage', title: t.article },
  { path: '/educourse/series', page: 'education/SeriesPage', title: p.series },
  { path: '/edu/:vType/:videoId', page: 'video/VideoDetailPage', title: t.videoDetail },
  {
    path: '/educourse/series/:videoId',
    page: 'video/VideoDetailPage',
    props: { series: true },
    title: t.seriesVideo,
  },
  // /live is the live discussion page (000 §2.2 leaves its path open; §2.1's route list and the home tile
  // use it).
  { path: '/live', page: 'liveDiscussion/LiveDiscussionPage', title: p.liveDiscussion },
  { path: '/liveDetail', page: 'liveRoom/LiveRoomPage', title: p.liveRoom },
  { path: '/schedule', page: 'schedule/SchedulePage', title: p.schedule },
  { path: '/training/index', page: 'training/TrainingIndexPage', title: p.training },
  { path: '/training/detail/:videoId', page: 'training/TrainingDetailPage', title: t.trainingVideo },
  // Global search (001 §2): the results page and the transfer page of youth results.
  { path: '/search', page: 'search/SearchPage', title: t.search },
  { path: '/searchtransfer', page: 'search/SearchTransferPage', title: t.search },
  { path: '/usercenter/index', page: 'usercenter/UserCenterPage', title: msg.avatar.userCenter },
  { path: '/education/rank', page: 'rank/RankPage', title: p.rank },
  {
    path: '/specialist',
    page: 'experts/ExpertsPage',
    title: p.experts,
    menu: { id: 'experts', label: m.experts, at: 4 },
  },
  { path: '/specialist/:expertId', page: 'experts/ExpertDetailPage', title: p.expertDetail },
  // Journals and the PDF pages (001 §2).
  { path: '/journal', page: 'journals/JournalListPage', title: t.journal },
  { path: '/journal/:id', page: 'journals/JournalDetailPage', title: t.journal },
  { path: '/journalpreview/:fileId', page: 'journals/JournalPreviewPage', title: p.journalPreview },
  { path: '/eduMetting', page: 'journals/EduMeetingPage', title: p.eduMeeting },
  // The works contest's public pages (000 §2.3; issue 15), in the portal's column (issue 31).
  { path: '/popsic', page: 'popsic/PopsicHomePage', title: p.popsic, layout: 'popsicColumn' },
  {
    path: '/popsic/works',
    page: 'popsic/PopsicHomePage',
    title: p.popsic,
    layout: 'popsicColumn',
    menu: { id: 'popsic', label: m.popsic, at: 5, to: `/popsic/works?ccr=${MENU_EPOCH}` },
  },
  { path: '/popsic/allWorks/:id', page: 'popsic/AllWorksPage', title: p.popsic, layout: 'popsicColumn' },
  { path: '/popsic/searchWorks', page: 'popsic/SearchWorksPage', title: p.popsic, layout: 'popsicColumn' },
  { path: '/popsic/worksDetail/:id', page: 'popsic/WorkDetailPage', title: p.popsic, layout: 'popsicColumn' },
  // Also serves /popsic/MicroLectureList (000 §2.3 names both).
  {
    path: '/popsic/microLectureList',
    page: 'popsic/LectureListPage',
    title: p.microLectures,
    layout: 'popsicColumn',
    menu: { id: 'microLectures', label: m.microLectures, at: 7 },
  },
  {
    path: '/popsic/microLectureDetail/:id',
    page: 'popsic/LectureDetailPage',
    title: p.microLectures,
    layout: 'popsicColumn',
  },
  // The submission wizard (issue 16): a new work, or `?id=` to edit one; it has its own narrower column.
  { path: '/popsic/contribution', page: 'popsic/contribution/ContributionPage', title: p.contribution },
  // The four contribution campaigns (002 §2; issue 17): one page, the campaign a prop; the unit tests check
  // each path is its campaign's CAMPAIGNS[id].route.
  {
    path: '/ccr/contribute',
    page: 'campaigns/CampaignPage',
    props: { campaign: 'qc' },
    title: p.campaigns.qc,
  },
  {
    path: '/contribution/micro-course',
    page: 'campaigns/CampaignPage',
    props: { campaign: 'mc' },
    title: p.campaigns.mc,
  },
  {
    path: '/contribution/contrast-agent',
    page: 'campaigns/CampaignPage',
    props: { campaign: 'ca' },
    title: p.campaigns.ca,
  },
  {
    path: '/contribution/med-speech',
    page: 'campaigns/CampaignPage',
    props: { campaign: 'ms' },
    title: p.campaigns.ms,
  },
  // Still to come.
  { path: '/eduIndex', title: t.underConstruction },
  { path: '/train', title: t.underConstruction },
] as const satisfies readonly RouteEntry[];

type Entry = (typeof ROUTE_TABLE)[number];
/** A path whose page is built. */
export type BuiltPath = Extract<Entry, { page: string }>['path'];

/** The paths whose page is built. */
export const BUILT_ROUTES = ROUTE_TABLE.flatMap((r: RouteEntry) => (r.page ? [r.path as BuiltPath] : []));

/** The paths that show the "under construction" page until their issue lands. */
export const UNDER_CONSTRUCTION_ROUTES = ROUTE_TABLE.flatMap((r: RouteEntry) => (r.page ? [] : [r.path]));
