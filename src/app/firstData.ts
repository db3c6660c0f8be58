import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router-dom';
import type { BuiltPath } from './routeTable';

type Params = Record<string, string | undefined>;
type Load = (client: QueryClient, params: Params, search: URLSearchParams) => Promise<unknown>;

/**
 * The queries that draw a route's first screen (issue 12: Lighthouse's LCP element is a picture or text
 * named by the first answer). Without this, a page asks for its data only once its code has arrived and
 * React has rendered it, so the request waits for both. Asked here as soon as the entry has run, the
 * answer comes back while the page's code downloads and React renders, and the page's own `useQuery`
 * takes it from the cache (same key, built from the same address) or joins the request still on its way.
 * The options are loaded with the page's code (dynamic import: the server names those chunks in the
 * page's HTML), so no route carries another route's schemas in its entry.
 */
const FIRST_DATA: ReadonlyArray<readonly [BuiltPath, Load]> = [
  [
    '/',
    async (client) => {
      const { slideshowQuery, topNewsQuery } = await import('../api/home');
      return Promise.all([client.prefetchQuery(slideshowQuery()), client.prefetchQuery(topNewsQuery())]);
    },
  ],
  ['/institute', async (client) => client.prefetchQuery((await import('../api/institute')).instituteQuery())],
  [
    '/live',
    async (client) => client.prefetchQuery((await import('../api/liveDiscussion')).liveSessionsQuery(1)),
  ],
  [
    '/popsic',
    async (client, _, search) => {
      // A logged-in user's /popsic opens on 我的投稿 (PopsicHomePage), not on the contest home.
      const { getSession } = await import('../api/session');
      const { token, user } = getSession();
      const mine = !search.has('ccr') && token !== null && user !== null && search.get('tab') !== 'works';
      return mine ? undefined : contestHome(client, search);
    },
  ],
  ['/popsic/works', async (client, _, search) => contestHome(client, search)],
  [
    '/popsic/worksDetail/:id',
    async (client, { id = '' }, search) => {
      const [{ workDetailQuery }, { epochOf }] = await Promise.all([
        import('../api/popsic'),
        import('../../domain/popsic'),
      ]);
      return client.prefetchQuery(workDetailQuery(id, epochOf(search.get('ccr'))));
    },
  ],
  [
    '/popsic/microLectureDetail/:id',
    async (client, { id = '' }) =>
      client.prefetchQuery((await import('../api/popsic')).lectureDetailQuery(id)),
  ],
  [
    '/specialist/:expertId',
    async (client, { expertId = '' }) => {
      const [{ expertInfoQuery }, { getToken }, { idSchema }] = await Promise.all([
        import('../api/experts'),
        import('../api/session'),
        import('../schemas/primitives'),
      ]);
      // An id that cannot be one is 专家不存在 at once, without a request (ExpertDetailPage).
      if (!idSchema.safeParse(expertId).success) return undefined;
      return client.prefetchQuery(expertInfoQuery(expertId, getToken()));
    },
  ],
  [
    '/schedule',
    async (client) => client.prefetchQuery((await import('../api/schedule')).scheduleListQuery()),
  ],
  ['/edu/:vType/:videoId', async (client, { videoId = '' }) => videoDetail(client, videoId)],
  [
    '/training/detail/:videoId',
    async (client, { videoId = '' }) => {
      const [{ trainingVideoQuery }, { getToken }] = await Promise.all([
        import('../api/training'),
        import('../api/session'),
      ]);
      // The page's own key: the video as this session may see it.
      return client.prefetchQuery(trainingVideoQuery(Number(videoId), getToken()));
    },
  ],
  // A search result's video: its detail says which page opens it, and is that page's first data.
  [
    '/searchtransfer',
    async (client, _, search) => {
      const videoId = search.get('videoId');
      return videoId ? videoDetail(client, videoId) : undefined;
    },
  ],
  ['/educourse/series/:videoId', async (client, { videoId = '' }) => videoDetail(client, videoId)],
];

/** The contest home of the address's epoch: banner, works by category, category tabs (PopsicHomePage). */
async function contestHome(client: QueryClient, search: URLSearchParams) {
  const [api, { epochOf }] = await Promise.all([import('../api/popsic'), import('../../domain/popsic')]);
  const epoch = epochOf(search.get('ccr'));
  return Promise.all([
    client.prefetchQuery(api.popsicBannerQuery(epoch)),
    client.prefetchQuery(api.worksByGroupQuery(epoch)),
    client.prefetchQuery(api.categoryTabsQuery(epoch)),
  ]);
}

async function videoDetail(client: QueryClient, videoId: string) {
  return client.prefetchQuery((await import('../api/video')).videoDetailQuery(videoId));
}

/**
 * Starts the first page's data requests. The promise settles when they have (it never rejects: a failure is
 * the page's to show, as before); the entry does not wait for it.
 */
export async function prefetchFirstData(client: QueryClient, pathname: string, search = ''): Promise<void> {
  for (const [pattern, load] of FIRST_DATA) {
    const match = matchPath(pattern, pathname);
    if (match) {
      await load(client, match.params, new URLSearchParams(search)).catch(() => undefined);
      return;
    }
  }
}
