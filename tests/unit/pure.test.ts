import { matchRoutes } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { readConfig, DEFAULT_CONTACT_EMAIL } from '../../src/config';
import { loadRouteTitles, nameNow, ROUTE_TABLE, type RouteEntry } from '../../src/app/routeTable';
import { pageComponent, routes, routesFor } from '../../src/app/routes';
import { DocumentTitle, documentTitle, routeTitle } from '../../src/app/routeTitle';
import { menuEntries } from '../../src/app/shell/menuItems';
import { searchUrl } from '../../src/features/home/searchUrl';
import { campaignPagesMsg } from '../../src/text/campaignPages';
import { educationMsg } from '../../src/text/education';
import { msg } from '../../src/text/messages';
import { museumMsg } from '../../src/text/museum';

describe('menu entries (000 §2.1)', () => {
  const none = { dataPlatformUrl: null, cloudMuseumUrl: null, aiAllianceUrl: null };
  it('lists all eleven entries in order when the external sites are configured', () => {
    const all = menuEntries({
      dataPlatformUrl: 'https://data.example.cn',
      cloudMuseumUrl: 'https://museum.example.cn',
      aiAllianceUrl: 'https://ai.example.cn',
    });
    expect(all.map((e) => e.label)).toEqual([
      msg.menu.home,
      msg.menu.physicians,
      msg.menu.dataPlatform,
      msg.menu.experts,
      msg.menu.popsic,
      msg.menu.youth,
      msg.menu.microLectures,
      msg.menu.cloudMuseum,
      msg.menu.aiAlliance,
      msg.menu.industryPark,
      msg.menu.institute,
    ]);
    const targets = Object.fromEntries(all.map((e) => [e.label, e.kind === 'internal' ? e.to : e.href]));
    expect(targets).toMatchObject({
      首页: '/',
      医师之家: '/education',
      数据平台: 'https://data.example.cn',
      专家库: '/specialist',
      科普: '/popsic/works?ccr=2023-02',
      青年学会: '/edu/youth',
      微课堂: '/popsic/microLectureList',
      影像云博物馆: 'https://museum.example.cn',
      AI联盟: 'https://ai.example.cn',
      产业园: '/museum',
      研究院概况: '/institute',
    });
  });
  it('hides an external entry whose address is not configured', () => {
    const entries = menuEntries({ ...none, cloudMuseumUrl: 'https://museum.example.cn' });
    expect(entries.filter((e) => e.kind === 'external').map((e) => e.label)).toEqual([msg.menu.cloudMuseum]);
    expect(menuEntries(none)).toHaveLength(8);
  });
});

describe('readConfig', () => {
  it('treats blank values as unset and defaults the contact email', () => {
    const c = readConfig({ VITE_DATA_PLATFORM_URL: '  ', VITE_MOBILE_SITE_URL: 'https://m.example.cn' });
    expect(c.dataPlatformUrl).toBeNull();
    expect(c.mobileSiteUrl).toBe('https://m.example.cn');
    expect(c.contactEmail).toBe(DEFAULT_CONTACT_EMAIL);
    expect(DEFAULT_CONTACT_EMAIL).toBe('contact@radiology-institute.cn');
  });
});

describe('route table (000 §2.1)', () => {
  /** 000 §2.1's registered routes as the spec writes them: the oracle the route table is checked against. */
  const SPEC_ROUTES = (
    '/, /institute, /announcement, /team, /ai, /education, /live, /wcLogin, /eduIndex, /train, ' +
    '/usercenter/index, /newsDetail/{id}, /popsic, /popsic/contribution, /popsic/works, ' +
    '/popsic/allWorks/{id}, /popsic/searchWorks, ' +
    '/popsic/worksDetail/{id}, /popsic/microLectureList, /popsic/microLectureDetail/{id}, /liveDetail, ' +
    '/edu/{vType}, /edu/{vType}/{videoId}, /youthDetail/{videoId}, /molecular/{videoId}, /museum, ' +
    '/training/index, /training/detail/{videoId}, /education/rank, /specialist, /specialist/{expertId}, ' +
    '/schedule, /journal, /journal/{id}, /journalpreview/{fileId}, /eduMetting, /search, /searchtransfer, ' +
    '/educourse/series, /educourse/series/{videoId}, /ccr/contribute, /contribution/micro-course, ' +
    '/contribution/contrast-agent, /contribution/med-speech'
  )
    .split(', ')
    .map((route) => route.replace(/\{(\w+)\}/g, ':$1'));
  const table = ROUTE_TABLE as readonly RouteEntry[];
  beforeAll(loadRouteTitles);
  const address = (path: string) => path.replace(/:\w+/g, '12');

  it('registers each route the spec lists, once, and no other', () => {
    expect(table.map((r) => r.path).sort()).toEqual([...SPEC_ROUTES].sort());
  });
  it.each(table)('$path opens its own route, drawn by its page (not the 404 page)', (entry) => {
    const last = matchRoutes(routes, address(entry.path))!.at(-1)!.route;
    expect(last.path).toBe(entry.path);
    // The page inside what wraps it (the login callback's error boundary and Suspense; the document title
    // beside it): the first element of a given type, depth first.
    type Drawn = { type: unknown; props: { children?: Drawn | Drawn[]; title?: unknown } };
    const find = (el: Drawn, is: (type: unknown) => boolean): Drawn | undefined =>
      is(el.type)
        ? el
        : [el.props.children ?? []]
            .flat()
            .reduce<Drawn | undefined>((hit, c) => hit ?? find(c, is), undefined);
    const element = find(last.element as Drawn, (type) => typeof type === 'object')!;
    expect(element.type).toBe(pageComponent(entry.page ?? 'misc/UnderConstructionPage'));
    expect(element.props).toEqual(entry.props ?? {});
    expect(find(last.element as Drawn, (type) => type === DocumentTitle)?.props.title).toBe(entry.title);
    const name = routeTitle(routes, address(entry.path));
    expect(name).toBe(nameNow(entry.title, { vType: '12' }));
    // Every page has a name once the areas' texts are loaded (beforeAll), the home page alone none.
    if (entry.path === '/') expect(name).toBeNull();
    else expect(name).toMatch(/\S/);
  });
  it('matches a path whatever its case: /popsic/MicroLectureList is the lecture list (000 §2.3)', () => {
    expect(matchRoutes(routes, '/popsic/MicroLectureList')!.at(-1)!.route.path).toBe(
      '/popsic/microLectureList',
    );
  });
  it('draws the login callback without the shell, the contest pages in their column', () => {
    const depth = (path: string) => matchRoutes(routes, path)!.length;
    expect(depth('/wcLogin')).toBe(1);
    expect(depth('/announcement')).toBe(3);
    expect(depth('/popsic/searchWorks')).toBe(4);
  });
  it('names a page from its area’s texts (decision 0087), a category page by its category', () => {
    expect(routeTitle(routes, '/museum')).toBe(museumMsg.title);
    expect(routeTitle(routes, '/edu/mdt')).toBe(educationMsg.categoryTitles[2]);
    expect(routeTitle(routes, '/edu/nosuchtype')).toBe(msg.titles.category);
    expect(routeTitle(routes, '/contribution/med-speech')).toBe(campaignPagesMsg.titles.ms);
  });
  it('names each address by its deepest route with a title, the home page by the portal alone', () => {
    expect(routeTitle(routes, '/announcement')).toBe(msg.news.listTitle);
    expect(routeTitle(routes, '/youthDetail/7')).toBe(msg.titles.article);
    expect(routeTitle(routes, '/no/such/page')).toBe(msg.app.notFoundTitle);
    expect(routeTitle(routes, '/')).toBeNull();
    expect(documentTitle(routeTitle(routes, '/')!)).toBe(msg.app.name);
    expect(documentTitle(routeTitle(routes, '/announcement')!)).toBe(msg.titles.page(msg.news.listTitle));
  });
  it('an unknown address reaches the 404 page', () => {
    expect(matchRoutes(routes, '/no/such/page')!.at(-1)!.route.path).toBe('*');
  });
  it('the routes an address is tried against match it as the whole table does', () => {
    // React Router warns of the malformed address (/%zz) it then treats as not found.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const addresses = table.flatMap(({ path }) => {
      const a = address(path);
      return [
        a,
        `${a}/`,
        a.toUpperCase(),
        `${a}/more`,
        a.replace(/^\/(\w)/, (_, c: string) => `/%${c.charCodeAt(0).toString(16)}`),
      ];
    });
    for (const a of [...addresses, '/', '/no/such/page', '/%E4%B8%AD', '/%zz', '//x']) {
      const whole = matchRoutes(routes, a)!.map((m) => m.route.path ?? m.route.element);
      const tried = matchRoutes(routesFor(a), a)!.map((m) => m.route.path ?? m.route.element);
      expect(tried, a).toEqual(whole);
      expect(matchRoutes(routesFor(a), a)!.at(-1)!.route, a).toBe(matchRoutes(routes, a)!.at(-1)!.route);
    }
    // Fewer routes to try: the institute's address is tried against its own route and the wildcards only.
    const leaves = (tree: typeof routes): number =>
      tree.reduce((n, r) => n + (r.children ? leaves(r.children) : 1), 0);
    expect(leaves(routesFor('/institute'))).toBeLessThan(leaves(routes) / 4);
    warn.mockRestore();
  });
});

describe('home search', () => {
  it('builds the global search address and ignores an empty keyword', () => {
    expect(searchUrl('  肺结节 CT ')).toBe(`/search?keyword=${encodeURIComponent('肺结节 CT')}`);
    expect(searchUrl('   ')).toBeNull();
  });
});
