import { escapeXml } from '../media/svg';

/** Text or a double-quoted attribute of HTML (and XML): & < > " ' escaped. */
export const escapeHtml = escapeXml;

const JSON_UNSAFE: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON for inside `<script type="application/ld+json">`: no `<`, `>` or `&` as themselves, so neither
 * `</script>` nor `<!--` can end or change the element, and U+2028/U+2029 as escapes. Still the same JSON.
 */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => JSON_UNSAFE[c]!);
