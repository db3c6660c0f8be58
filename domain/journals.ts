/**
 * Journals (001 §2 "Journals", §3 Literature, §9) and the PDF reader's rules (001 §8, §9), written once for
 * the pages, the reader machine's view and the server.
 */

/** Literature categories (001 §2): the two tabs of /journal. */
export const JOURNAL_CATEGORY = { standards: 1, guides: 2 } as const;
export const JOURNAL_CATEGORIES = [JOURNAL_CATEGORY.standards, JOURNAL_CATEGORY.guides] as const;
export type JournalCategory = (typeof JOURNAL_CATEGORIES)[number];

/** Literature status (001 §3): only published items are listed or shown. */
export const LITERATURE_STATUS = { published: 0, unpublished: 1, deleted: 2 } as const;

/** Journals per page (001 §9). */
export const JOURNAL_PAGE_SIZE = 15;

/** The PDF reader shows 4 pages first, then 4 more each time the reader nears the end (001 §9). */
export const PDF_PAGE_BATCH = 4;

/** Which category a `?category=` address value means: anything else is the first tab. */
export const journalCategory = (value: string | null | undefined): JournalCategory =>
  value === String(JOURNAL_CATEGORY.guides) ? JOURNAL_CATEGORY.guides : JOURNAL_CATEGORY.standards;

/**
 * The keywords of a journal (001 §2: comma separated): split on ASCII and full-width commas (and the
 * enumeration comma 、 and semicolons the data also uses), trimmed, blanks and repeats dropped.
 */
export function splitKeywords(keywords: string | null | undefined): string[] {
  const seen = new Set<string>();
  for (const part of (keywords ?? '').split(/[,，、;；]/)) {
    const k = part.trim();
    if (k !== '') seen.add(k);
  }
  return [...seen];
}

/** A journal's authors, one name each: written with the same separators as its keywords in the data. */
export const splitAuthors = (authors: string | null | undefined): string[] => splitKeywords(authors);

/**
 * The DOI resolver's address of a DOI (001 §2: the DOI links to the resolver). Accepts a bare DOI
 * (`10.1234/abc`), `doi:10.1234/abc` or a resolver address; anything that is not a DOI is null.
 */
export function doiUrl(doi: string | null | undefined): string | null {
  // Stryker disable next-line StringLiteral: equivalent, a missing DOI only needs some text that is no DOI
  const d = (doi ?? '').trim().replace(/^(?:https?:\/\/(?:dx\.)?doi\.org\/|doi:\s*)/i, '');
  if (!/^10\.\d{4,9}\/\S+$/.test(d)) return null;
  return `https://doi.org/${d.split('/').map(encodeURIComponent).join('/')}`;
}

/**
 * A journal's PDF lives under the portal's media as `/media/journals/{fileId}.pdf`; the reading-guide
 * button opens `/journalpreview/{fileId}` (decision 0039). A file id is a short slug.
 */
const FILE_ID = /^[a-z0-9][a-z0-9-]{0,63}$/i;
export const JOURNAL_MEDIA_DIR = 'journals';
export const isJournalFileId = (id: string): boolean => FILE_ID.test(id);
export const journalFileUrl = (fileId: string): string | null =>
  isJournalFileId(fileId) ? `/media/${JOURNAL_MEDIA_DIR}/${fileId}.pdf` : null;
/** The file id of a journal's `fileUrl`, or null when the file is not one of the portal's journal PDFs. */
export function journalFileId(fileUrl: string | null | undefined): string | null {
  // Stryker disable next-line StringLiteral: equivalent, a missing address only needs some text that is no journal PDF
  const m = /^(?:https?:\/\/[^/]+)?\/media\/journals\/([^/?#]+)\.pdf$/i.exec((fileUrl ?? '').trim());
  return m?.[1] !== undefined && isJournalFileId(m[1]) ? m[1] : null;
}

/**
 * Whether the reader may open `raw` (the `/eduMetting?pdf=` value comes from the address, so anyone can
 * craft it): the portal's own media (same origin, under `/media/`) or an address under one of the
 * configured prefixes (`allowList`: origins such as `https://files.example.cn` or origin + path prefixes).
 * Answers the absolute address to load, or null for anything else (other sites, `javascript:`, `data:`,
 * credentials in the address, paths escaping `/media/`).
 */
export function allowedPdfUrl(
  raw: string | null | undefined,
  origin: string,
  // Stryker disable next-line ArrayDeclaration: equivalent, an entry that is no address allows nothing
  allowList: readonly string[] = [],
): string | null {
  const text = (raw ?? '').trim();
  if (text === '') return null;
  let url: URL;
  try {
    url = new URL(text, origin);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username !== '' || url.password !== '') return null;
  // `..` and encoded slashes would let an address leave /media/ once a server decodes it.
  if (/%2e|%2f|%5c/i.test(url.pathname)) return null;
  if (url.origin === origin && url.pathname.startsWith('/media/')) return url.href;
  const allowed = allowList.some((entry) => {
    let base: URL;
    try {
      base = new URL(entry.trim());
    } catch {
      return false;
    }
    // Stryker disable next-line ConditionalExpression: equivalent, another scheme's origin is "null" or its path is not absolute, so the test below refuses it too; said here for the reader
    if (base.protocol !== 'https:' && base.protocol !== 'http:') return false;
    const prefix = base.pathname.endsWith('/') ? base.pathname : `${base.pathname}/`;
    // An origin-only entry's path is '/', the prefix of every path.
    return url.origin === base.origin && url.pathname.startsWith(prefix);
  });
  return allowed ? url.href : null;
}
