// @vitest-environment jsdom
import createCache from '@emotion/cache';
import { afterEach, describe, expect, it } from 'vitest';
import { clientStyleCache, SERVER_CLASSES_LABEL } from '../../src/app/styleCache';

afterEach(() => document.head.replaceChildren());

describe('the client style cache over the server classes (decision 0095)', () => {
  it('knows the names the server sent and leaves their element where it is', () => {
    document.head.innerHTML =
      `<style data-s="" data-emotion="${SERVER_CLASSES_LABEL} abc1 def2">.css-abc1{color:red}</style>` +
      '<meta name="after">';
    const element = document.head.firstElementChild;
    const cache = clientStyleCache(document);
    expect(cache.key).toBe('css');
    expect(cache.inserted).toMatchObject({ abc1: true, def2: true });
    expect(document.head.firstElementChild).toBe(element);
    expect(cache.sheet.tags).toEqual([]);
  });

  it('knows nothing on a page the server did not draw', () => {
    document.head.innerHTML = '<style data-emotion="css-global q1">body{margin:0}</style>';
    expect(Object.keys(clientStyleCache(document).inserted)).toEqual([]);
  });

  it("is left in place by emotion's own cache, which moves an element under emotion's label", () => {
    const server = (label: string) =>
      `<style data-s="" data-emotion="${label} abc1">.css-abc1{color:red}</style><meta name="after">`;
    // What `@emotion/react` does as it loads: its default cache, whose key is always 'css' (STYLE_KEY is
    // 'css' too, so the server's elements carry the prefix that cache looks for).
    document.head.innerHTML = server(SERVER_CLASSES_LABEL);
    const labelled = document.head.firstElementChild;
    const untouched = createCache({ key: 'css' });
    expect(document.head.firstElementChild).toBe(labelled);
    expect(untouched.inserted.abc1).toBeUndefined();
    // Under emotion's own label the same element is taken in and moved after what follows it.
    document.head.innerHTML = server('css');
    const moved = document.head.firstElementChild;
    createCache({ key: 'css' });
    expect(document.head.lastElementChild).toBe(moved);
  });
});
