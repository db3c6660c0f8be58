import { expect, test } from '@playwright/test';

/**
 * The generated test videos play in the real Chromium: H.264 decodes, the durations are right, and a
 * seek (served by Range requests) lands where asked. The player pages of issue 3 build on these files.
 */
test.describe('education test videos', () => {
  for (const { url, seconds, seekTo } of [
    { url: '/media/video/test-pattern.mp4', seconds: 60, seekTo: 40 },
    { url: '/media/video/trial.mp4', seconds: 8, seekTo: 5 },
  ]) {
    test(`${url} plays, lasts ${seconds} s and seeks`, async ({ page }) => {
      const ranges: string[] = [];
      page.on('request', (r) => {
        const range = r.headers()['range'];
        if (r.url().endsWith(url) && range) ranges.push(range);
      });
      // Any same-origin page will do as a host for the element.
      await page.goto('/api/radio/coursesList');
      const result = await page.evaluate(
        async ({ src, seekTo }) => {
          const video = document.createElement('video');
          video.muted = true;
          video.preload = 'auto';
          document.body.append(video);
          const once = (name: string) =>
            new Promise<void>((resolve, reject) => {
              video.addEventListener(name, () => resolve(), { once: true });
              video.addEventListener('error', () => reject(new Error(`media error ${video.error?.code}`)), {
                once: true,
              });
            });
          const loaded = once('loadedmetadata');
          video.src = src;
          await loaded;
          const duration = video.duration;
          await video.play();
          await new Promise<void>((resolve) => {
            const check = () => (video.currentTime > 0.3 ? resolve() : requestAnimationFrame(check));
            check();
          });
          const played = video.currentTime;
          video.pause();
          const seeked = once('seeked');
          video.currentTime = seekTo;
          await seeked;
          return {
            duration,
            played,
            at: video.currentTime,
            width: video.videoWidth,
            height: video.videoHeight,
          };
        },
        { src: url, seekTo },
      );
      expect(result.duration).toBeGreaterThan(seconds - 0.5);
      expect(result.duration).toBeLessThan(seconds + 0.5);
      expect(result.played).toBeGreaterThan(0.3);
      expect(Math.abs(result.at - seekTo)).toBeLessThan(0.5);
      expect([result.width, result.height]).toEqual([320, 180]);
      expect(ranges.length).toBeGreaterThan(0);
    });
  }
});
