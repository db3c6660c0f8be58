/** The one part of jsdom the server's render uses (src/app/ssr.tsx): a window for DOMPurify. */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
