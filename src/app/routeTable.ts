import { isVType, VIDEO_CATEGORY_BY_TYPE } from '../../domain/categories';
import { MENU_EPOCH } from '../../domain/popsic';
import { msg } from '../text/messages';

export type RouteParams = Readonly<Record<string, string | undefined>>;
/** A page's name; one that depends on the address is a function of its params. */
export type PageName = string | ((params: RouteParams) => string);

/**
 * A page's name kept in its area's texts (decision 0087), which travel with the page's chunk (decision 0064):
 * the route table, in the entry chunk, holds only how to load them. The client names the document once they
 * are loaded (`DocumentTitle`, beside the page that imports them anyway); the server loads every such name
 * at its start (server/seo/pageTitles.ts).
 */
export interface TextsName {
  readonly load: () => Promise<PageName>;
  /** The name, once loaded. */
  readonly loaded: PageName | undefined;
}

/** A page's name for the document title: written here (a name the portal shares), or in its area's texts. */
export type RouteTitle = PageName | TextsName;

/** The name `pick` finds in the texts `load` brings, loaded once (again after a failed load). */
export function inTexts<T>(load: () => Promise<T>, pick: (texts: T) => PageName): TextsName {
  let loaded: PageName | undefined;
  let loading: Promise<PageName> | undefined;
  return {
    load: () =>
      (loading ??= load().then(
        (texts) => (loaded = pick(texts)),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
    get loaded() {
      return loaded;
    },
  };
}

/**
 * A route's name for its address: null for none (the home page), undefined while it is still in texts not
 * loaded.
 */
export function nameNow(title: RouteTitle | undefined, params: RouteParams): string | null | undefined {
  if (title === undefined) return null;
  const name = typeof title === 'object' ? title.loaded : title;
  return typeof name === 'function' ? name(params) : name;
}

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

// The areas' texts that name pages, each loaded with the first page that needs it (decision 0087).
const education = () => import('../text/education').then((m) => m.educationMsg);
const institute = () => import('../text/institute').then((m) => m.instituteMsg);
const museum = () => import('../text/museum').then((m) => m.museumMsg);
const liveDiscussion = () => import('../text/liveDiscussion').then((m) => m.liveDiscussionMsg);
const liveRoom = () => import('../text/liveRoom').then((m) => m.liveRoomMsg);
const schedule = () => import('../text/schedule').then((m) => m.scheduleMsg);
const training = () => import('../text/training').then((m) => m.trainingMsg);
const points = () => import('../text/points').then((m) => m.pointsMsg);
const experts = () => import('../text/experts').then((m) => m.expertsMsg);
const journals = () => import('../text/journals').then((m) => m.journalsMsg);
const popsic = () => import('../text/popsicPages').then((m) => m.popsicPagesMsg);
const contribution = () => import('../text/contributionPages').then((m) => m.contributionPagesMsg);
const campaigns = () => import('../text/campaignPages').then((m) => m.campaignPagesMsg);

/** The document title of /edu/:vType: the category's tile title (青年学会, MDT, …), else a generic name. */
const categoryTitle = inTexts(
  education,
  (t) =>
    ({ vType }: RouteParams) =>
      (isVType(vType) ? t.categoryTitles[VIDEO_CATEGORY_BY_TYPE[vType]] : undefined) ?? msg.titles.category,
);
/** The works contest's pages share one name. */
const popsicTitle = inTexts(popsic, (t) => t.title);
const campaignTitle = (id: 'qc' | 'mc' | 'ca' | 'ms') => inTexts(campaigns, (t) => t.titles[id]);

/** "{page} · {portal}"; the home page (no name) is the portal's name alone. */
export const documentTitle = (page: string | null) => (page ? msg.titles.page(page) : msg.app.name);

const t = msg.titles;
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
    title: inTexts(institute, (i) => i.overviewTitle),
    menu: { id: 'institute', label: m.institute, at: 11 },
  },
  { path: '/team', page: 'institute/TeamPage', title: inTexts(institute, (i) => i.teamTitle) },
  { path: '/ai', page: 'institute/AiPage', title: inTexts(institute, (i) => i.aiTitle) },
  // 001 §2 does not give the museum's path: /museum, where the menu's 产业园 already points (decision 0030).
  {
    path: '/museum',
    page: 'museum/MuseumPage',
    title: inTexts(museum, (i) => i.title),
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
  {
    path: '/educourse/series',
    page: 'education/SeriesPage',
    title: inTexts(education, (i) => i.seriesTitle),
  },
  { path: '/edu/:vType/:videoId', page: 'video/VideoDetailPage', title: t.videoDetail },
  {
    path: '/educourse/series/:videoId',
    page: 'video/VideoDetailPage',
    props: { series: true },
    title: t.seriesVideo,
  },
  // /live is the live discussion page (000 §2.2 leaves its path open; §2.1's route list and the home tile
  // use it).
  {
    path: '/live',
    page: 'liveDiscussion/LiveDiscussionPage',
    title: inTexts(liveDiscussion, (i) => i.pageTitle),
  },
  { path: '/liveDetail', page: 'liveRoom/LiveRoomPage', title: inTexts(liveRoom, (i) => i.pageTitle) },
  { path: '/schedule', page: 'schedule/SchedulePage', title: inTexts(schedule, (i) => i.title) },
  {
    path: '/training/index',
    page: 'training/TrainingIndexPage',
    title: inTexts(training, (i) => i.pageTitle),
  },
  { path: '/training/detail/:videoId', page: 'training/TrainingDetailPage', title: t.trainingVideo },
  // Global search (001 §2): the results page and the transfer page of youth results.
  { path: '/search', page: 'search/SearchPage', title: t.search },
  { path: '/searchtransfer', page: 'search/SearchTransferPage', title: t.search },
  { path: '/usercenter/index', page: 'usercenter/UserCenterPage', title: msg.avatar.userCenter },
  { path: '/education/rank', page: 'rank/RankPage', title: inTexts(points, (i) => i.rank.title) },
  {
    path: '/specialist',
    page: 'experts/ExpertsPage',
    title: inTexts(experts, (i) => i.title),
    menu: { id: 'experts', label: m.experts, at: 4 },
  },
  {
    path: '/specialist/:expertId',
    page: 'experts/ExpertDetailPage',
    title: inTexts(experts, (i) => i.detailTitle),
  },
  // Journals and the PDF pages (001 §2).
  { path: '/journal', page: 'journals/JournalListPage', title: t.journal },
  { path: '/journal/:id', page: 'journals/JournalDetailPage', title: t.journal },
  {
    path: '/journalpreview/:fileId',
    page: 'journals/JournalPreviewPage',
    title: inTexts(journals, (i) => i.pdf.previewTitle),
  },
  {
    path: '/eduMetting',
    page: 'journals/EduMeetingPage',
    title: inTexts(journals, (i) => i.pdf.eduMeetingTitle),
  },
  // The works contest's public pages (000 §2.3; issue 15), in the portal's column (issue 31).
  { path: '/popsic', page: 'popsic/PopsicHomePage', title: popsicTitle, layout: 'popsicColumn' },
  {
    path: '/popsic/works',
    page: 'popsic/PopsicHomePage',
    title: popsicTitle,
    layout: 'popsicColumn',
    menu: { id: 'popsic', label: m.popsic, at: 5, to: `/popsic/works?ccr=${MENU_EPOCH}` },
  },
  { path: '/popsic/allWorks/:id', page: 'popsic/AllWorksPage', title: popsicTitle, layout: 'popsicColumn' },
  { path: '/popsic/searchWorks', page: 'popsic/SearchWorksPage', title: popsicTitle, layout: 'popsicColumn' },
  {
    path: '/popsic/worksDetail/:id',
    page: 'popsic/WorkDetailPage',
    title: popsicTitle,
    layout: 'popsicColumn',
  },
  // Also serves /popsic/MicroLectureList (000 §2.3 names both).
  {
    path: '/popsic/microLectureList',
    page: 'popsic/LectureListPage',
    title: inTexts(popsic, (i) => i.lectures.title),
    layout: 'popsicColumn',
    menu: { id: 'microLectures', label: m.microLectures, at: 7 },
  },
  {
    path: '/popsic/microLectureDetail/:id',
    page: 'popsic/LectureDetailPage',
    title: inTexts(popsic, (i) => i.lectures.title),
    layout: 'popsicColumn',
  },
  // The submission wizard (issue 16): a new work, or `?id=` to edit one; it has its own narrower column.
  {
    path: '/popsic/contribution',
    page: 'popsic/contribution/ContributionPage',
    title: inTexts(contribution, (i) => i.title),
  },
  // The four contribution campaigns (002 §2; issue 17): one page, the campaign a prop; the unit tests check
  // each path is its campaign's CAMPAIGNS[id].route.
  {
    path: '/ccr/contribute',
    page: 'campaigns/CampaignPage',
    props: { campaign: 'qc' },
    title: campaignTitle('qc'),
  },
  {
    path: '/contribution/micro-course',
    page: 'campaigns/CampaignPage',
    props: { campaign: 'mc' },
    title: campaignTitle('mc'),
  },
  {
    path: '/contribution/contrast-agent',
    page: 'campaigns/CampaignPage',
    props: { campaign: 'ca' },
    title: campaignTitle('ca'),
  },
  {
    path: '/contribution/med-speech',
    page: 'campaigns/CampaignPage',
    props: { campaign: 'ms' },
    title: campaignTitle('ms'),
  },
  // Still to come.
  { path: '/eduIndex', title: t.underConstruction },
  { path: '/train', title: t.underConstruction },
] as const satisfies readonly RouteEntry[];

/**
 * Loads every page name kept in the areas' texts (decision 0087): the server before it names pages, the
 * tests before they compare names.
 */
export const loadRouteTitles = (): Promise<unknown> =>
  Promise.all(
    (ROUTE_TABLE as readonly RouteEntry[]).flatMap((r) =>
      typeof r.title === 'object' ? [r.title.load()] : [],
    ),
  );

type Entry = (typeof ROUTE_TABLE)[number];
/** A path whose page is built. */
export type BuiltPath = Extract<Entry, { page: string }>['path'];

/** The paths whose page is built. */
export const BUILT_ROUTES = ROUTE_TABLE.flatMap((r: RouteEntry) => (r.page ? [r.path as BuiltPath] : []));

/** The paths that show the "under construction" page until their issue lands. */
export const UNDER_CONSTRUCTION_ROUTES = ROUTE_TABLE.flatMap((r: RouteEntry) => (r.page ? [] : [r.path]));
