// @vitest-environment jsdom
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

  it('knows nothing on a page the server did not draw; the label is not the one emotion itself moves', () => {
    document.head.innerHTML = '<style data-emotion="css-global q1">body{margin:0}</style>';
    expect(Object.keys(clientStyleCache(document).inserted)).toEqual([]);
    // Emotion's caches take in (and move) every element whose label starts with its key and a space.
    expect(SERVER_CLASSES_LABEL.startsWith('css ')).toBe(false);
  });
});
