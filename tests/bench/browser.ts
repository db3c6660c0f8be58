import { chromium, type Browser } from '@playwright/test';

/** Debian's Chromium, headless, as every browser bench runs it; `extra` adds a bench's own switches. */
export const launchBenchChromium = (extra: readonly string[] = []): Promise<Browser> =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', ...extra],
  });
