import createCache, { type EmotionCache } from '@emotion/cache';

/** The key of the server's and the client's emotion caches: the prefix of every class (`css-…`); they must agree. */
export const STYLE_KEY = 'css';

/**
 * How the server labels the style element holding its page's classes (`data-emotion="css-ssr <names>"`), not
 * emotion's own label (`css <names>`). Emotion's default cache is created as `@emotion/react` loads, and it
 * takes every element labelled its own way into its style sheet by moving it to the end of the head. The
 * classes' element is the head's last already, yet the browser parsed its rules again and recomputed the
 * page's styles for the move: the larger part of a 16-38 ms task after the first paint (issue 32, decision
 * 0095). Under this label no cache moves it; the client's cache (`clientStyleCache`) only learns its names.
 */
export const SERVER_CLASSES_LABEL = `${STYLE_KEY}-ssr`;

/**
 * The client's emotion cache (`STYLE_KEY`, as the server's): the classes the server sent are in place (its
 * element's names), so the hydrating client neither inserts nor moves them; what it draws anew goes into
 * style elements of its own.
 */
export function clientStyleCache(doc: Document = document): EmotionCache {
  const cache = createCache({ key: STYLE_KEY });
  for (const element of doc.querySelectorAll(`style[data-emotion^="${SERVER_CLASSES_LABEL} "]`))
    for (const name of (element.getAttribute('data-emotion') ?? '').split(' ').slice(1))
      cache.inserted[name] = true;
  return cache;
}
