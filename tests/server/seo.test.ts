import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { sitemapLimits } from '../../server/seo/sitemap';
import { scanLogin, startTestApp, type TestApp } from './helpers';

/** The heads, robots.txt and the sitemap (issue 32, decision 0071), on a build's index.html. */
let t: TestApp;
const SITE = 'https://portal.example.cn';
const dist = mkdtempSync(join(tmpdir(), 'portal-seo-'));
const INDEX =
  '<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>医学影像研究院</title></head>' +
  '<body><div id="root"></div></body></html>';

beforeAll(async () => {
  writeFileSync(join(dist, 'index.html'), INDEX);
  t = await startTestApp({ distDir: dist, siteUrl: SITE });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const first = async <T>(sql: string) => (await t.db.query<T>(sql)).rows[0]!;
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

/** The head's parts as a crawler reads them. */
function headOf(html: string) {
  const attr = (re: RegExp) => re.exec(html)?.[1];
  const meta = (key: string) => attr(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`));
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  return {
    title: attr(/<title>([^<]*)<\/title>/),
    titles: html.match(/<title>/g)?.length ?? 0,
    description: meta('description'),
    canonical: attr(/<link rel="canonical" href="([^"]*)">/),
    robots: meta('robots'),
    og: Object.fromEntries(
      ['title', 'description', 'image', 'url', 'type', 'site_name', 'locale'].map((k) => [
        k,
        meta(`og:${k}`),
      ]),
    ),
    ldCount: scripts.length,
    ld: scripts[0] ? (JSON.parse(scripts[0][1]!) as Record<string, unknown>) : undefined,
  };
}

describe('robots.txt and the sitemap', () => {
  afterEach(() => {
    sitemapLimits.pageSize = 50_000;
  });

  it('robots.txt is plain text that keeps crawlers off the personal pages and names the sitemap', async () => {
    const r = await get('/robots.txt');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('text/plain');
    expect(r.body).toContain('User-agent: *');
    expect(r.body).toMatch(/^Allow: \/$/m);
    for (const path of ['/api/', '/usercenter/', '/popsic/contribution', '/liveDetail'])
      expect(r.body).toContain(`Disallow: ${path}`);
    expect(r.body).not.toMatch(/^Disallow: \/$/m);
    expect(r.body).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });

  it('the sitemap index names a page per type, and a news item is listed with its lastmod', async () => {
    const index = await get('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toContain('application/xml');
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    for (const type of ['news', 'journals', 'experts', 'videos', 'works', 'lectures'])
      expect(locs).toContain(`${SITE}/sitemaps/${type}-1.xml`);

    const news = await first<{ id: number; day: string }>(
      `SELECT id, to_char(COALESCE(start_time, create_time), 'YYYY-MM-DD') AS day FROM news ORDER BY id LIMIT 1`,
    );
    const page = await get('/sitemaps/news-1.xml');
    expect(page.headers['content-type']).toContain('application/xml');
    expect(page.body).toContain(
      `<url><loc>${SITE}/newsDetail/${news.id}</loc><lastmod>${news.day}</lastmod></url>`,
    );
    const work = await first<{ id: number; epoch: string }>(
      'SELECT id, epoch FROM popsic_works WHERE status = 0 ORDER BY id LIMIT 1',
    );
    // The query's & is escaped for XML.
    expect((await get('/sitemaps/works-1.xml')).body).toContain(
      `<loc>${SITE}/popsic/worksDetail/${work.id}?ccr=${work.epoch}</loc>`,
    );
    expect((await get('/sitemaps/nothing-1.xml')).statusCode).toBe(404);
  });

  it('pages the index when a type has more URLs than a sitemap may hold', async () => {
    const { n } = await first<{ n: number }>('SELECT count(*)::int AS n FROM news');
    expect(n).toBeGreaterThan(2);
    sitemapLimits.pageSize = 2;
    const locs = [...(await get('/sitemap.xml')).body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    const newsPages = locs.filter((l) => l.startsWith(`${SITE}/sitemaps/news-`));
    expect(newsPages).toHaveLength(Math.ceil(n / 2));
    const second = await get('/sitemaps/news-2.xml');
    expect(second.statusCode).toBe(200);
    expect(second.body.match(/<url>/g)).toHaveLength(2);
    expect((await get(`/sitemaps/news-${Math.ceil(n / 2) + 1}.xml`)).statusCode).toBe(404);
  });
});

describe('each page’s head', () => {
  it('a news item: its title, description, canonical, Open Graph and a NewsArticle', async () => {
    const n = await first<{ id: number; title: string }>('SELECT id, title FROM news ORDER BY id LIMIT 1');
    const r = await get(`/newsDetail/${n.id}`);
    expect(r.statusCode).toBe(200);
    const h = headOf(r.body);
    expect(h.titles).toBe(1);
    expect(h.title).toBe(`${n.title} · 医学影像研究院`);
    expect(h.description!.length).toBeGreaterThan(0);
    expect(Array.from(h.description!).length).toBeLessThanOrEqual(120);
    expect(h.description).not.toMatch(/[<>]/);
    expect(h.canonical).toBe(`${SITE}/newsDetail/${n.id}`);
    expect(h.og).toMatchObject({
      title: h.title,
      description: h.description,
      url: h.canonical,
      type: 'article',
      site_name: '医学影像研究院',
      locale: 'zh_CN',
    });
    expect(h.og.image).toMatch(/^https?:\/\//);
    expect(h.robots).toBeUndefined();
    expect(h.ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: n.title,
    });
  });

  it('a journal, an expert, a video, a work and a micro-lecture each get their own type', async () => {
    const journal = await first<{ id: number; title: string }>(
      'SELECT id, title FROM literature WHERE status = 0 ORDER BY id LIMIT 1',
    );
    const expert = await first<{ id: number; name: string }>(
      'SELECT id, name FROM experts ORDER BY id LIMIT 1',
    );
    const video = await first<{ id: number; topic: string }>(
      'SELECT id, topic FROM youth_videos WHERE video_category = 2 AND rich_text_type = 0 ORDER BY id LIMIT 1',
    );
    const work = await first<{ id: number; title: string; epoch: string }>(
      'SELECT id, title, epoch FROM popsic_works WHERE status = 0 ORDER BY id LIMIT 1',
    );
    const lecture = await first<{ id: number; title: string }>(
      'SELECT id, title FROM popsic_lectures ORDER BY id LIMIT 1',
    );
    const cases: [string, string, string, string, string][] = [
      [`/journal/${journal.id}`, journal.title, 'ScholarlyArticle', `/journal/${journal.id}`, 'article'],
      [`/specialist/${expert.id}`, expert.name, 'Person', `/specialist/${expert.id}`, 'profile'],
      [`/edu/mdt/${video.id}`, video.topic, 'VideoObject', `/edu/mdt/${video.id}`, 'video.other'],
      [
        `/popsic/worksDetail/${work.id}`,
        work.title,
        'CreativeWork',
        `/popsic/worksDetail/${work.id}?ccr=${work.epoch}`,
        'article',
      ],
      [
        `/popsic/microLectureDetail/${lecture.id}`,
        lecture.title,
        'VideoObject',
        `/popsic/microLectureDetail/${lecture.id}`,
        'video.other',
      ],
    ];
    for (const [url, name, type, canonical, ogType] of cases) {
      const r = await get(url);
      expect(r.statusCode, url).toBe(200);
      const h = headOf(r.body);
      expect(h.title, url).toBe(`${name} · 医学影像研究院`);
      expect(h.canonical, url).toBe(`${SITE}${canonical}`);
      expect(h.og.url, url).toBe(h.canonical);
      expect(h.og.type, url).toBe(ogType);
      expect(h.ld?.['@type'], url).toBe(type);
    }
  });

  it('a list page has its catalogue title; the live sessions and the schedule list Events', async () => {
    const journals = headOf((await get('/journal')).body);
    expect(journals.title).toBe('期刊文献 · 医学影像研究院');
    expect(journals.canonical).toBe(`${SITE}/journal`);
    expect(journals.ldCount).toBe(0);
    expect(headOf((await get('/edu/mdt')).body).title).toBe('MDT · 医学影像研究院');
    expect(headOf((await get('/educourse/series')).body).title).toBe('系列课程 · 医学影像研究院');
    expect(headOf((await get('/')).body).title).toBe('医学影像研究院');
    for (const url of ['/live', '/schedule']) {
      const h = headOf((await get(url)).body);
      expect(h.ld?.['@type'], url).toBe('ItemList');
      const items = h.ld?.itemListElement as { item: { '@type': string; name: string; startDate: string } }[];
      expect(items.length, url).toBeGreaterThan(0);
      expect(items[0]!.item['@type'], url).toBe('Event');
      expect(items[0]!.item.startDate, url).toMatch(/^\d{4}-\d\d-\d\dT/);
    }
  });

  it('an unknown or malformed id answers 404 with the page and noindex', async () => {
    for (const url of [
      '/newsDetail/999999',
      '/journal/999999',
      '/specialist/999999',
      '/edu/mdt/999999',
      '/popsic/worksDetail/999999?ccr=2022-01',
      '/popsic/microLectureDetail/999999',
      '/newsDetail/abc',
      '/journal/1e3',
      '/specialist/99999999999999999999',
    ]) {
      const r = await get(url);
      expect(r.statusCode, url).toBe(404);
      expect(r.headers['content-type'], url).toContain('text/html');
      expect(r.body, url).toContain('<div id="root"></div>');
      const h = headOf(r.body);
      expect(h.robots, url).toBe('noindex');
      expect(h.title, url).toBe('页面不存在 · 医学影像研究院');
      expect(h.canonical, url).toBeUndefined();
      expect(h.ldCount, url).toBe(0);
    }
  });

  it('an address no route names answers 404 with the page and noindex', async () => {
    for (const url of ['/no-such-page', '/newsDetail/1/more', '/popsic/nothing-here']) {
      const r = await get(url);
      expect(r.statusCode, url).toBe(404);
      expect(r.headers['content-type'], url).toContain('text/html');
      expect(headOf(r.body).robots, url).toBe('noindex');
    }
  });

  it('escapes a hostile title in every place it goes', async () => {
    const hostile = '</script><!--\u2028"\'<>&';
    const { id } = await first<{ id: number }>(
      `INSERT INTO news (type, title, content, img_url, jump_url, create_time)
       VALUES (1, '${hostile.replace(/'/g, "''")}', '<p>${'正文'.repeat(100)}</p>', '', '', now()) RETURNING id`,
    );
    const r = await get(`/newsDetail/${id}`);
    const head = r.body.slice(0, r.body.indexOf('</head>'));
    // One script element, closed once; no comment opened; the raw text nowhere.
    expect(head.match(/<script/g)).toHaveLength(1);
    expect(head.match(/<\/script>/g)).toHaveLength(1);
    expect(head).not.toContain('<!--');
    expect(head).not.toContain(hostile);
    const script = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(head)![1]!;
    expect(script).not.toMatch(/[<>&\u2028\u2029]/);
    const h = headOf(r.body);
    expect(h.title).toContain('&lt;/script&gt;&lt;!--');
    expect(h.og.title).toContain('&quot;&apos;&lt;&gt;&amp;');
    // The JSON-LD still reads back as the title itself.
    expect(h.ld?.headline).toBe(hostile);
  });

  it('is the same for a visitor and a logged-in user', async () => {
    const { token } = await scanLogin(t.app);
    const n = await first<{ id: number }>('SELECT id FROM news ORDER BY id LIMIT 1');
    for (const url of [`/newsDetail/${n.id}`, '/', '/live', '/usercenter/index']) {
      const anonymous = await get(url);
      const user = await get(url, { authorization: `Bearer ${token}`, cookie: `radio_token=${token}` });
      expect(user.body, url).toBe(anonymous.body);
      expect(headOf(user.body).og.url, url).toBe(`${SITE}${url}`);
      expect(user.headers.etag, url).toBe(anonymous.headers.etag);
    }
  });

  it('leaves the content security policy as strict as on any other answer', async () => {
    const n = await first<{ id: number }>('SELECT id FROM news ORDER BY id LIMIT 1');
    const page = await get(`/newsDetail/${n.id}`);
    // The page carries its JSON-LD data block, under the same policy as an API answer.
    expect(headOf(page.body).ldCount).toBe(1);
    const api = await get('/api/radio/indexNewsInfoList?type=1&limit=1');
    expect(page.headers['content-security-policy']).toBe(api.headers['content-security-policy']);
    expect(String(page.headers['content-security-policy'])).toMatch(/script-src 'self'(;|$)/);
    expect(String(page.headers['content-security-policy'])).not.toContain('unsafe-eval');
  });
});

describe('SITE_URL', () => {
  it('defaults to PUBLIC_ORIGIN, else this server on localhost, and must be an origin', () => {
    expect(loadConfig({ PORT: '8123' }).siteUrl).toBe('http://localhost:8123');
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://a.example.cn/' }).siteUrl).toBe('https://a.example.cn');
    expect(
      loadConfig({ PUBLIC_ORIGIN: 'https://a.example.cn', SITE_URL: 'https://www.example.cn:8443/' }).siteUrl,
    ).toBe('https://www.example.cn:8443');
    for (const bad of [
      'www.example.cn',
      'https://example.cn/portal',
      'javascript:alert(1)',
      'https://a"b.cn',
    ])
      expect(() => loadConfig({ SITE_URL: bad }), bad).toThrow(/SITE_URL/);
  });

  it('is the address in the head, whatever Host the request names', async () => {
    const r = await get('/journal', { host: 'evil.example.com', 'x-forwarded-host': 'evil.example.com' });
    expect(r.body).not.toContain('evil.example.com');
    expect(headOf(r.body).canonical).toBe(`${SITE}/journal`);
    expect((await get('/robots.txt', { host: 'evil.example.com' })).body).not.toContain('evil');
  });
});
