import { useMemo, useState } from 'react';
import DOMPurify from 'dompurify';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useHydrating } from './useHydrating';

let purifier = DOMPurify;
let hooked = false;
const ensureLinkHook = () => {
  if (hooked) return;
  hooked = true;
  // Links that open a new window must not hand it our window (reverse tabnabbing).
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('target')) node.setAttribute('rel', 'noopener noreferrer');
  });
};

/** On the server (src/app/ssr.tsx) the same sanitiser works on a window of its own (jsdom's). */
export const sanitizeInWindow = (window: Parameters<typeof DOMPurify>[0]) => {
  purifier = DOMPurify(window);
  hooked = false;
};

/** Server HTML is always sanitised before it is rendered (design §9). */
export const sanitizeHtml = (html: string): string => {
  ensureLinkHook();
  return purifier.sanitize(html, { USE_PROFILES: { html: true }, ADD_ATTR: ['target'] });
};

/** In the browser, not the server's render (which also reads as hydrating). */
const inBrowser = () => typeof document !== 'undefined';

/**
 * Sanitised rich text. A block that hydrates keeps the server's HTML as it is (the server sanitised it with
 * the same sanitiser; React does not write `dangerouslySetInnerHTML` while hydrating): sanitising it again
 * cost 50-60 ms on a phone's CPU per block in the task that hydrates (issue 32). Once the text differs from
 * what was hydrated, or for a block the client draws itself (a hydration that failed included), the client
 * sanitises it.
 */
export function RichText({ html, sx }: { html: string; sx?: SxProps<Theme> }) {
  const hydrating = useHydrating() && inBrowser();
  const [served, setServed] = useState(hydrating ? html : null);
  // Left for good: the same text coming back later is sanitised, never an empty block.
  if (served !== null && served !== html) setServed(null);
  const keepServed = served === html;
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
