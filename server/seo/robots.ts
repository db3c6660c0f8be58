/**
 * Personal pages and the server's own paths, kept out of crawlers' way: the user centre, login, the
 * contest's contribution wizard, the training and exam pages (logged in), the live room (its chat), the
 * search hand-over page and the API (decision 0071). The four campaigns' pages are public: a visitor reads
 * their notice (and is asked to log in before the wizard's first step), so they are rendered and indexed.
 */
export const DISALLOWED = [
  '/api/',
  '/usercenter/',
  '/wcLogin',
  '/searchtransfer',
  '/training/',
  '/liveDetail',
  '/popsic/contribution',
  '/socket.io/',
];

/** robots.txt: everything public allowed, the personal pages not, and where the sitemap is. */
export const robotsTxt = (siteUrl: string) =>
  [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
