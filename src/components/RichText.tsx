import { use, useMemo, useState } from 'react';
import type { DOMPurify } from 'dompurify';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useHydrating } from './useHydrating';

let purifier: DOMPurify | null = null;
let hooked = false;

/**
 * The sanitiser, DOMPurify, in a chunk of its own asked for as soon as this module loads in a browser: it is
 * then evaluated in a task of its own, not in the one that evaluates the page (20-30 ms on a 4x slowed CPU
 * there; issue 32), and a page that only hydrates rich text never waits for it. Null on the server, which
 * sets its own (sanitizeWith).
 */
const loading: Promise<void> | null =
  typeof window === 'undefined'
    ? null
    : import('dompurify').then(({ default: browserPurifier }) => {
        purifier ??= browserPurifier;
      });

/** Resolves once the browser's sanitiser is there (tests wait for it before calling sanitizeHtml). */
export const sanitizerLoaded = (): Promise<void> => loading ?? Promise.resolve();

/** On the server (src/app/ssr.tsx) the same sanitiser, working on a window of its own (jsdom's). */
export const sanitizeWith = (serverPurifier: DOMPurify) => {
  purifier = serverPurifier;
  hooked = false;
};

/** Server HTML is always sanitised before it is rendered (design §9). Needs the sanitiser loaded. */
export const sanitizeHtml = (html: string): string => {
  if (purifier === null) throw new Error('The sanitiser has not loaded yet (sanitizerLoaded)');
  if (!hooked) {
    hooked = true;
    // Links that open a new window must not hand it our window (reverse tabnabbing).
    purifier.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.hasAttribute('target'))
        node.setAttribute('rel', 'noopener noreferrer');
    });
  }
  return purifier.sanitize(html, { USE_PROFILES: { html: true }, ADD_ATTR: ['target'] });
};

/** In the browser, not the server's render (which also reads as hydrating). */
const inBrowser = () => typeof document !== 'undefined';

/**
 * Sanitised rich text. A block that hydrates keeps the server's HTML as it is (the server sanitised it with
 * the same sanitiser; React does not write `dangerouslySetInnerHTML` while hydrating): sanitising it again
 * cost 50-60 ms on a phone's CPU per block in the task that hydrates (issue 32). Once the text differs from
 * what was hydrated, or for a block the client draws itself (a hydration that failed included), the client
 * sanitises it, waiting (Suspense) for the sanitiser the first time if it has not arrived yet.
 */
export function RichText({ html, sx }: { html: string; sx?: SxProps<Theme> }) {
  const hydrating = useHydrating() && inBrowser();
  const [served, setServed] = useState(hydrating ? html : null);
  // Left for good: the same text coming back later is sanitised, never an empty block.
  if (served !== null && served !== html) setServed(null);
  const keepServed = served === html;
  if (!keepServed && purifier === null && loading !== null) use(loading);
  const clean = useMemo(() => (keepServed ? '' : sanitizeHtml(html)), [keepServed, html]);
  return (
    <Box
      className="rich-text"
      sx={[
        { lineHeight: 1.9, wordBreak: 'break-word', '& img': { maxWidth: '100%', height: 'auto' } },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      suppressHydrationWarning={keepServed}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
