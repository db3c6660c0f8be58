import { BUILT_ROUTES, UNDER_CONSTRUCTION_ROUTES } from '../src/app/routeTable';

/**
 * A real address for every route of the route table, from the seeded data the server answers: what the
 * Lighthouse bench measures and the route sweep (tests/e2e/routes.spec.ts) checks. `json` asks the running
 * server for an API path.
 */
export type JsonGet = <T>(path: string) => Promise<T>;

interface Row {
  id: string;
  topic?: string;
  richTextType?: number;
}

/** Not pages a visitor opens: the login callback window. */
const SKIPPED = new Set<string>(['/wcLogin']);

async function samples(json: JsonGet): Promise<Record<string, string>> {
  const list = async (category: number) =>
    (await json<{ rows: Row[] }>(`/api/youth/video/list?videoCategory=${category}&pageNum=1&pageSize=50`))
      .rows;
  const youth = await list(1);
  const news = (await json<{ rows: Row[] }>('/api/radio/indexNewsInfoList?type=2&limit=1')).rows;
  // An expert with achievement data (the one a card opens).
  const experts = (await json<{ rows: (Row & { achievement: number })[] }>('/api/expert/speciality-list'))
    .rows;
  return {
    '/newsDetail/:id': `/newsDetail/${news[0]?.id ?? 1}`,
    '/edu/:vType': '/edu/youth',
    '/edu/:vType/:videoId': `/edu/youth/${youth.find((r) => r.richTextType !== 1)?.id ?? 101}`,
    '/youthDetail/:videoId': `/youthDetail/${youth.find((r) => r.richTextType === 1)?.id ?? 101}`,
    '/molecular/:videoId': `/molecular/${(await list(11)).find((r) => r.richTextType === 1)?.id ?? 101}`,
    '/educourse/series/:videoId': `/educourse/series/${(await list(18))[0]?.id ?? 101}`,
    '/liveDetail': '/liveDetail?roomId=1',
    '/search': '/search?keyword=CT',
    '/searchtransfer': `/searchtransfer?videoId=${youth[0]?.id ?? 101}`,
    '/specialist/:expertId': `/specialist/${experts.find((r) => r.achievement === 1)?.id ?? 1}`,
    '/journalpreview/:fileId': '/journalpreview/sample-20',
    '/eduMetting': '/eduMetting?pdf=%2Fmedia%2Fjournals%2Fsample-20.pdf',
    '/popsic/works': '/popsic/works?ccr=2023-02',
    '/popsic/allWorks/:id':
      '/popsic/allWorks/1?name=%E5%BD%B1%E5%83%8F%E7%A7%91%E6%99%AE%E8%A7%86%E9%A2%91&ccr=2022-01',
    '/popsic/searchWorks': '/popsic/searchWorks?ccr=2022-01&val=CT',
    '/popsic/worksDetail/:id': '/popsic/worksDetail/2?ccr=2022-01',
    '/popsic/microLectureDetail/:id': '/popsic/microLectureDetail/1',
  };
}

/** Every route a visitor can open: the route table's but /wcLogin. */
export const VISITOR_ROUTES: readonly string[] = [...BUILT_ROUTES, ...UNDER_CONSTRUCTION_ROUTES].filter(
  (r) => !SKIPPED.has(r),
);

/** Every route a visitor can open, each with an address to open it at. */
export async function routeSamples(json: JsonGet): Promise<{ route: string; url: string }[]> {
  const sample = await samples(json);
  return VISITOR_ROUTES.map((route) => ({ route, url: sample[route] ?? route.replace(/:[A-Za-z]+/g, '1') }));
}
