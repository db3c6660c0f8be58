import { describe, expect, it } from 'vitest';
import { scriptJson } from '../../server/seo/escape';
import { withRendered } from '../../server/web/ssr';

describe('the state handed to the client (issue 32)', () => {
  it('cannot close its script element or open a comment, and reads back as the same value', () => {
    const value = {
      a: '</script><script>alert(1)</script>',
      b: '<!-- x -->',
      c: 'line\u2028sep\u2029',
      d: 'a&b>',
    };
    const json = scriptJson(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });

  it('puts the styles at the end of the head, the page into #root in place of the static first paint, the state after it', () => {
    const page =
      '<html><head><title>x</title></head><body><div id="root"><header class="ss-h"><div>名</div></header></div>\n  </body></html>';
    const out = withRendered(page, {
      html: '<main>新闻</main>',
      styles: '<style data-emotion="css a1">.css-a1{color:red}</style>',
      state: { q: '</script>' },
    });
    expect(out).toBe(
      '<html><head><title>x</title><style data-emotion="css a1">.css-a1{color:red}</style></head><body><div id="root" data-ssr=""><main>新闻</main></div>' +
        '<script type="application/json" id="ssr-state">{"q":"\\u003c/script\\u003e"}</script>\n  </body></html>',
    );
  });
});
