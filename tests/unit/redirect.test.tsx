// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { JumpLink } from '../../src/features/home/JumpLink';
import { backTarget } from '../../src/features/video/videoRules';
import { qrUrlResponse } from '../../src/schemas/account';
import { isWebAddress, safeRedirectPath } from '../../src/schemas/redirect';

afterEach(cleanup);

/** Same-origin relative paths: accepted as they are. */
const ACCEPTED = [
  '/',
  '/education',
  '/edu/youth/12?fromExp=3',
  '/newsDetail/3#comments',
  '/specialist/a%2Fb',
  '/search?q=%E5%BD%B1%E5%83%8F',
  '/a\u5f71/b',
];

/** Everything that could leave the site, run script, or is not a path at all. */
const REFUSED: unknown[] = [
  '//evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/%5Cevil.example',
  '/%5cevil.example',
  '/%2F%2Fevil.example',
  '/%2f/evil.example',
  '/%252F%252Fevil.example',
  '/%09/evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  ' /education',
  '/ /evil',
  '/a\\b',
  '/%E0%A4%A',
  'http://evil.example/',
  'https://evil.example/',
  'http:evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'evil.example',
  'education',
  './education',
  '../education',
  '?q=1',
  '#top',
  '',
  `/${'a'.repeat(2048)}`,
  null,
  undefined,
  42,
  ['/education'],
  { toString: () => '/education' },
];

describe('safeRedirectPath', () => {
  it.each(ACCEPTED)('accepts %j', (path) => {
    expect(safeRedirectPath(path)).toBe(path);
  });

  it.each(REFUSED.map((target) => [target]))('refuses %j', (target) => {
    expect(safeRedirectPath(target)).toBeNull();
  });

  it('never answers a path that resolves to another origin', () => {
    for (const target of [...ACCEPTED, ...REFUSED]) {
      const path = safeRedirectPath(target);
      if (path !== null)
        expect(new URL(path, 'https://portal.example').origin).toBe('https://portal.example');
    }
  });
});

describe('isWebAddress', () => {
  it.each([
    ['https://open.weixin.qq.com/connect/qrconnect?appid=a', true],
    ['http://127.0.0.1:8080/api/wechatOpen/dev/qrconnect?state=s', true],
    ['javascript:alert(1)', false],
    ['data:text/html,x', false],
    ['/api/wechatOpen/dev/qrconnect', false],
    ['https://evil.example/\n', false],
    ['', false],
  ])('%j → %j', (target, ok) => {
    expect(isWebAddress(target)).toBe(ok);
  });

  it('guards the QR page address the login window is sent to', () => {
    expect(qrUrlResponse.safeParse({ code: 200, msg: 'javascript:alert(1)' }).success).toBe(false);
    expect(qrUrlResponse.safeParse({ code: 200, msg: 'https://open.weixin.qq.com/x' }).success).toBe(true);
  });
});

describe('call sites', () => {
  it('the video page goes back only within the site, whatever fromExp holds', () => {
    expect(backTarget({ vType: 'youth', series: false, fromExp: '12' })).toBe('/specialist/12');
    for (const fromExp of ['//evil.example', '/\\evil.example', 'https://evil.example', '..']) {
      const back = backTarget({ vType: 'youth', series: false, fromExp });
      expect(safeRedirectPath(back), fromExp).toBe(back);
      expect(back.startsWith('/specialist/'), fromExp).toBe(true);
    }
    expect(backTarget({ vType: undefined, series: false, fromExp: null })).toBe('/education');
  });

  const link = (href: string) => {
    render(
      <MemoryRouter>
        <JumpLink href={href} label="跳转">
          slide
        </JumpLink>
      </MemoryRouter>,
    );
    return screen.queryByRole('link', { name: '跳转' });
  };

  it('a jump address routes in the site only when it is a safe path', () => {
    expect(link('/institute')?.getAttribute('href')).toBe('/institute');
    cleanup();
    for (const href of ['/\\evil.example', '/%5Cevil.example', 'javascript:alert(1)', 'education', '']) {
      expect(link(href), href).toBeNull();
      expect(screen.getByText('slide')).toBeTruthy();
      cleanup();
    }
  });

  it('other sites still open in a new tab', () => {
    const a = link('https://www.rsna.org/');
    expect(a?.getAttribute('href')).toBe('https://www.rsna.org/');
    expect(a?.getAttribute('target')).toBe('_blank');
  });
});
