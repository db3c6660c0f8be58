import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

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

export function RichText({ html, sx }: { html: string; sx?: SxProps<Theme> }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <Box
      className="rich-text"
      sx={[
        { lineHeight: 1.9, wordBreak: 'break-word', '& img': { maxWidth: '100%', height: 'auto' } },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
