import { defineConfig } from '@playwright/test';
import { existsSync, mkdtempSync } from 'node:fs';
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
/**
 * Debian's headless shell (Chromium's headless mode without the browser's UI and GPU processes, what Playwright
 * itself runs headless by default) when installed: about a fifth less CPU per test than the full browser on
 * two cores (decision 0070). The full `chromium` stays for the Lighthouse bench and for people.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
/** E2E_HEADED=1 (`npm run qa -- replay` on a display): the full browser in a window, for people to watch. */
const headed = process.env.E2E_HEADED === '1';
const chromium =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) && !headed ? HEADLESS_SHELL : '/usr/bin/chromium');
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
    // Recording a trace (a screencast and DOM snapshots) for every test cost about a fifth of the run's CPU:
    // only a retry records one (CI retries once), which is the run a failure is read from.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: chromium,
      args: [
        ...(headed ? [] : ['--headless']),
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
      // Public pages rendered on the server (issue 32, decision 0072): off by default, tested here.
      SERVER_RENDER: '1',
      // The consultation spec publishes a meeting on this host (docs/decisions/0014).
      MEETING_HOSTS: 'meeting.example.cn',
      ...(tls ? TEST_TLS : {}),
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
