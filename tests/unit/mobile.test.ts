import { describe, expect, it } from 'vitest';
import { isMobileUserAgent, mobileRedirectTarget } from '../../src/app/mobile';

const MOBILE = [
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
  'Mozilla/5.0 (Linux; Android 12; HarmonyOS; ALN-AL00) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/99.0 Mobile Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.40',
  'Mozilla/5.0 (Android 14; Mobile; rv:127.0) Gecko/127.0 Firefox/127.0',
];
const DESKTOP = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
  // the messenger's desktop client embeds a browser too; it must stay on the desktop site
  'Mozilla/5.0 (Windows NT 10.0; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/81.0 Safari/537.36 MicroMessenger/7.0.20 NetType/WIFI WindowsWechat',
  '',
];

describe('isMobileUserAgent', () => {
  it.each(MOBILE)('mobile: %s', (ua) => expect(isMobileUserAgent(ua)).toBe(true));
  it.each(DESKTOP)('desktop: %s', (ua) => expect(isMobileUserAgent(ua)).toBe(false));
});

describe('mobileRedirectTarget', () => {
  it('redirects mobile browsers only when a mobile site is configured', () => {
    expect(mobileRedirectTarget(MOBILE[0]!, 'https://m.example.cn')).toBe('https://m.example.cn');
    expect(mobileRedirectTarget(MOBILE[0]!, null)).toBeNull();
    expect(mobileRedirectTarget(DESKTOP[0]!, 'https://m.example.cn')).toBeNull();
  });
});
