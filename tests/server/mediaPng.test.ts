import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskMediaStore, memoryMediaStore } from '../../server/media/store';
import { seed } from '../../server/seed';
import { startTestApp, type TestApp } from './helpers';

/**
 * Decision 0086: the demo's photo-like pictures are PNGs; a database seeded before holds their `.svg`
 * addresses, which the media area's seed step rewrites.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/**
 * Every text column of the fresh demo database that holds a generated picture's address (whole or in rich
 * text), found in the database itself: a column the seed step does not rewrite makes the test below fail,
 * whether or not anyone listed it. The contest's pictures were PNGs before decision 0086 too.
 */
let ALL: (readonly [table: string, column: string])[] = [];
beforeAll(async () => {
  const { rows } = await t.db.query<{ table_name: string; column_name: string }>(
    `SELECT table_name, column_name FROM information_schema.columns
     WHERE table_schema = current_schema() AND data_type IN ('text', 'character varying')`,
  );
  for (const { table_name: table, column_name: column } of rows) {
    const { rows: hit } = await t.db.query(
      `SELECT 1 FROM "${table}" WHERE "${column}" LIKE '%/media/%.png%'
         AND "${column}" NOT LIKE '%/media/popsic/picture-%' LIMIT 1`,
    );
    if (hit.length > 0) ALL.push([table, column]);
  }
  ALL = ALL.sort();
});

const snapshot = async () => {
  const out: Record<string, unknown[]> = {};
  for (const [table, column] of ALL)
    out[`${table}.${column}`] = (
      await t.db.query<{ v: string }>(`SELECT ${column} AS v FROM ${table} ORDER BY id`)
    ).rows.map((r) => r.v);
  return out;
};

describe('the generated pictures are PNGs (decision 0086)', () => {
  it('the home page’s slides, news and course covers answer image/png', async () => {
    const { rows } = await t.db.query<{ url: string }>(
      `SELECT img_url AS url FROM slideshows UNION ALL SELECT img_url FROM news WHERE img_url <> ''
       UNION ALL SELECT img_url FROM courses`,
    );
    const urls = rows.map((r) => r.url);
    expect(urls.length).toBeGreaterThan(3);
    for (const url of urls) {
      expect(url).toMatch(/^\/media\/.+\.png$/);
      const r = await t.app.inject({ url });
      expect(r.statusCode, url).toBe(200);
      expect(r.headers['content-type']).toBe('image/png');
      expect(r.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    }
  });

  it('a database seeded with the SVG addresses is pointed at the PNGs; other SVGs stay', async () => {
    const fresh = await snapshot();
    const pngs = Object.values(fresh)
      .flat()
      .filter((v) => typeof v === 'string' && v.includes('.png'));
    expect(pngs.length).toBeGreaterThan(300);
    // What an older database holds: the same rows with .svg addresses (the contest's pictures were PNGs).
    const old = (sql: string) => `regexp_replace(${sql}, '(/media/[a-z/]+[^"/]*?)\\.png', '\\1.svg', 'g')`;
    for (const [table, column] of ALL)
      await t.db.query(
        `UPDATE ${table} SET ${column} = ${old(column)} WHERE ${column} LIKE '%/media/%.png%'
           AND ${column} NOT LIKE '%/media/popsic/picture-%'`,
      );
    // An address the change has nothing to do with: an avatar, a user's upload.
    await t.db.query(
      "UPDATE slideshows SET img_url = '/media/avatar/default.svg' WHERE id = (SELECT max(id) FROM slideshows)",
    );
    await t.db.query(
      "UPDATE news SET img_url = '/media/uploads/mine.svg' WHERE id = (SELECT min(id) FROM news WHERE type = 1)",
    );
    const aged = await snapshot();
    expect(JSON.stringify(aged)).toContain('/media/banners/home-01.svg');
    expect(JSON.stringify(aged)).toContain('/media/institute/campus.svg');

    await t.db.query("DELETE FROM seed_runs WHERE name = 'mediaPngPictures'");
    expect(await seed(t.db)).toEqual(['mediaPngPictures']);

    const migrated = await snapshot();
    const lastSlide = migrated['slideshows.img_url']!.length - 1;
    const firstCoverNews = (
      await t.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM news WHERE id < (SELECT min(id) FROM news WHERE type = 1)',
      )
    ).rows[0]!.n;
    expect(migrated['slideshows.img_url']![lastSlide]).toBe('/media/avatar/default.svg');
    expect(migrated['news.img_url']![firstCoverNews]).toBe('/media/uploads/mine.svg');
    fresh['slideshows.img_url']![lastSlide] = '/media/avatar/default.svg';
    fresh['news.img_url']![firstCoverNews] = '/media/uploads/mine.svg';
    expect(migrated).toEqual(fresh);
  });
});

describe('a picture given as a function (server/media/store.ts)', () => {
  it('on disk: made and written when first asked for, over what an older start left there, once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'media-store-'));
    try {
      const store = diskMediaStore(dir);
      mkdirSync(join(dir, 'covers'));
      writeFileSync(join(dir, 'covers', 'a.png'), 'an older version');
      let made = 0;
      await store.put('covers/a.png', () => {
        made++;
        return Buffer.from('new');
      });
      expect(made).toBe(0);
      expect(readFileSync(join(dir, 'covers', 'a.png'), 'utf8')).toBe('an older version');
      await Promise.all([store.ready('covers/a.png'), store.ready('covers/a.png')]);
      expect(readFileSync(join(dir, 'covers', 'a.png'), 'utf8')).toBe('new');
      expect(String(await store.get('covers/a.png'))).toBe('new');
      expect(made).toBe(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('in memory: made when first read, then kept', async () => {
    const store = memoryMediaStore();
    let made = 0;
    await store.put('covers/b.png', () => `made ${++made}`);
    expect(made).toBe(0);
    expect(String(await store.get('covers/b.png'))).toBe('made 1');
    expect(String(await store.get('covers/b.png'))).toBe('made 1');
  });
});
