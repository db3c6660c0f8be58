/** Rich text (the news' and videos' HTML) as one line of plain text: tags out, spaces folded. */
export const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** At most `max` characters of a text, cut on a character (not inside a surrogate pair), with … when cut. */
export const excerpt = (text: string, max: number) => {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
};
