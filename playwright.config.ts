import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEST_TLS } from './tests/engines/serverProcess';

/**
 * End-to-end tests drive Debian's Chromium against the real reference server, started on a fresh
 * temporary data directory (so the embedded database is seeded anew for every run).
 */
const port = Number(process.env.E2E_PORT ?? 8399);
// E2E_TLS=1: the portal serves https with HTTP/2 on the tests' throwaway certificate (decision 0059).
const tls = process.env.E2E_TLS === '1';
const origin = `${tls ? 'https' : 'http'}://127.0.0.1:${port}`;
const dataDir =
  process.env.E2E_DATA_DIR ?? (process.env.E2E_DATA_DIR = mkdtempSync(join(tmpdir(), 'portal-e2e-')));

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: origin,
    ignoreHTTPSErrors: tls,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node node_modules/tsx/dist/cli.mjs server/index.ts',
    url: `${origin}/api/radio/coursesList`,
    ignoreHTTPSErrors: tls,
    reuseExistingServer: false,
    // Seeding a fresh database takes about 20 s on an idle 2-core machine, several times that on a busy one.
    timeout: 180_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      TEST_ROUTES: '1',
      // The consultation spec publishes a meeting on this host (docs/decisions/0014).
      MEETING_HOSTS: 'meeting.example.cn',
      ...(tls ? TEST_TLS : {}),
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
