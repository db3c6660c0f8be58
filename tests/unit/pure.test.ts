import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { readConfig, DEFAULT_CONTACT_EMAIL } from '../../src/config';
import { BUILT_ROUTES, UNDER_CONSTRUCTION_ROUTES } from '../../src/app/routePaths';
import { routes } from '../../src/app/routes';
import { documentTitle, routeTitle } from '../../src/app/routeTitle';
import { menuEntries } from '../../src/app/shell/menuItems';
import { searchUrl } from '../../src/features/home/searchUrl';
import { msg } from '../../src/text/messages';

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
  const SPEC_PATHS = [
    '/',
    '/institute',
    '/announcement',
    '/team',
    '/ai',
    '/education',
    '/live',
    '/wcLogin',
    '/eduIndex',
    '/train',
    '/usercenter/index',
    '/newsDetail/12',
    '/popsic',
    '/popsic/contribution',
    '/popsic/works',
    '/popsic/allWorks/3',
    '/popsic/searchWorks',
    '/popsic/worksDetail/5',
    '/popsic/microLectureList',
    '/popsic/MicroLectureList',
    '/popsic/microLectureDetail/8',
    '/liveDetail',
    '/edu/youth',
    '/edu/youth/42',
    '/youthDetail/42',
    '/molecular/42',
    '/museum',
    '/training/index',
    '/training/detail/42',
    '/education/rank',
    '/specialist',
    '/specialist/7',
    '/schedule',
    '/journal',
    '/journal/3',
    '/journalpreview/9',
    '/eduMetting',
    '/search',
    '/searchtransfer',
    '/educourse/series',
    '/educourse/series/42',
    '/ccr/contribute',
    '/contribution/micro-course',
    '/contribution/contrast-agent',
    '/contribution/med-speech',
  ];
  it.each(SPEC_PATHS)('%s is registered (not the 404 page)', (path) => {
    const matches = matchRoutes(routes, path);
    expect(matches).not.toBeNull();
    expect(matches!.at(-1)!.route.path).not.toBe('*');
  });
  it('names each address by its deepest route with a title, the home page by the portal alone', () => {
    expect(routeTitle(routes, '/announcement')).toBe(msg.news.listTitle);
    expect(routeTitle(routes, '/youthDetail/7')).toBe(msg.titles.article);
    expect(routeTitle(routes, '/no/such/page')).toBe(msg.app.notFoundTitle);
    expect(routeTitle(routes, '/')).toBeNull();
    expect(documentTitle(routeTitle(routes, '/'))).toBe(msg.app.name);
    expect(documentTitle(routeTitle(routes, '/announcement'))).toBe(msg.titles.page(msg.news.listTitle));
  });
  it('an unknown address reaches the 404 page', () => {
    expect(matchRoutes(routes, '/no/such/page')!.at(-1)!.route.path).toBe('*');
  });
  it('lists every under-construction route once', () => {
    expect(new Set(UNDER_CONSTRUCTION_ROUTES).size).toBe(UNDER_CONSTRUCTION_ROUTES.length);
  });
  it('takes a built route off the under-construction list (one registration per path)', () => {
    const built: readonly string[] = BUILT_ROUTES;
    expect(UNDER_CONSTRUCTION_ROUTES.filter((path) => built.includes(path))).toEqual([]);
  });
});

describe('home search', () => {
  it('builds the global search address and ignores an empty keyword', () => {
    expect(searchUrl('  肺结节 CT ')).toBe(`/search?keyword=${encodeURIComponent('肺结节 CT')}`);
    expect(searchUrl('   ')).toBeNull();
  });
});
