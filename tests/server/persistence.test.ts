import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { createDb } from '../../server/db';
import { migrate, readMigrations } from '../../server/db/migrate';
import { seed, seedSteps } from '../../server/seed';
import { getJson, postJson, scanLogin, testClock, testConfig } from './helpers';

const dataDir = mkdtempSync(join(tmpdir(), 'portal-data-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Opens the database under `dataDir` as server/index.ts does, and the app on it. */
async function open() {
  const config = testConfig({ dataDir });
  const db = await createDb(config);
  const migrated = await migrate(db);
  const seeded = await seed(db);
  const app = buildApp({ config, db, now: testClock().now });
  await app.ready();
  return { db, app, migrated, seeded };
}

describe('PGlite under DATA_DIR', () => {
  it('keeps data and media across a restart; migrations and seed run once', async () => {
    const first = await open();
    expect(first.migrated).toEqual(readMigrations().map((m) => m.version));
    expect(first.seeded).toEqual(seedSteps.map((s) => s.name));
    expect(existsSync(join(dataDir, 'pglite'))).toBe(true);
    await scanLogin(first.app, 'new');
    const { token } = await scanLogin(first.app, 'doctor');
    const saved = await postJson(
      first.app,
      '/api/radio/user/modifyProfile',
      { nickName: '持久化', realName: '李明', hospital: '研究院', showWorkInfo: 1 },
      token,
    );
    expect(saved.body).toEqual({ code: 200, msg: '操作成功' });
    const users = (await first.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users')).rows[0]!.n;
    await first.app.close();
    await first.db.close();

    const second = await open();
    expect(second.migrated).toEqual([]);
    expect(second.seeded).toEqual([]);
    expect((await second.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users')).rows[0]!.n).toBe(
      users,
    );
    // The session survived too.
    const me = await getJson(second.app, '/api/radio/user/profile', token);
    expect(me.body.data.nickName).toBe('持久化');
    const news = (await getJson(second.app, '/api/radio/indexNewsInfoList?type=1&limit=10')).body;
    expect(news.rows).toHaveLength(10);

    // The media fixtures are files under DATA_DIR/media, served from there (a PNG written when first asked for).
    expect(existsSync(join(dataDir, 'media', 'avatar', 'default.svg'))).toBe(true);
    const r = await second.app.inject({ url: '/media/banners/home-01.png' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('image/png');
    expect(existsSync(join(dataDir, 'media', 'banners', 'home-01.png'))).toBe(true);
    expect((await second.app.inject({ url: '/media/none.svg' })).json()).toEqual({
      code: 404,
      msg: '资源不存在',
    });
    await second.app.close();
    await second.db.close();
  }, 60_000); // two cold starts of PGlite with every migration and seed step: ~15 s on a loaded 2-core machine
});
