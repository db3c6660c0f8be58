import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict.js';

/** Words too common to mean anything on their own in a search (their matches would drown the rest). */
const STOP = new Set([
  '的',
  '了',
  '和',
  '与',
  '及',
  '或',
  '在',
  '是',
  '为',
  '对',
  '中',
  '之',
  '等',
  '有',
  '也',
  '把',
  '被',
]);
/** A keyword is split into at most this many terms. */
export const MAX_TERMS = 10;
const NOTHING = /^[\s\p{P}\p{S}]*$/u;

/**
 * Radiology words jieba's general dictionary does not hold (it would cut 钼靶 into 钼 and 靶): loaded as
 * a user dictionary with a high frequency, so a search for 钼靶 looks for the word.
 */
export const RADIOLOGY_WORDS = [
  '钼靶',
  '肺结节',
  '磁共振',
  '对比剂',
  '造影剂',
  '增强CT',
  '低剂量CT',
  '多参数',
  '胸痛三联征',
  '血管成像',
  '影像组学',
  '乳腺X线',
  '超声造影',
  '核医学',
  '介入放射',
  '放射科',
  '阅片',
  '读片',
  '钆对比剂',
];

let jieba: Jieba | null = null;
/** The segmenter, with its dictionaries loaded on the first search, not at start-up. */
function segmenter(): Jieba {
  if (jieba === null) {
    jieba = Jieba.withDict(dict);
    jieba.loadDict(Buffer.from(RADIOLOGY_WORDS.map((w) => `${w} 20000 n`).join('\n')));
  }
  return jieba;
}

/**
 * The terms of a keyword (lower case): the whole keyword first, then jieba's search-mode words (long
 * words and their parts: 乳腺钼靶 → 乳腺, 钼靶, 乳腺钼靶), without punctuation and stop words.
 */
export function searchTerms(keyword: string): string[] {
  const whole = keyword.trim().toLowerCase();
  if (whole === '') return [];
  return [...new Set([whole, ...words(whole)])].slice(0, MAX_TERMS);
}

/** jieba's search-mode words of a (lower-case) text, without punctuation and stop words. */
const words = (text: string): string[] =>
  segmenter()
    .cutForSearch(text, true)
    .map((w) => w.trim())
    .filter((w) => !NOTHING.test(w) && !STOP.has(w));

/** The words of an item, space-separated, as the index stores them (`tokens`, parsed by 'simple'). */
export const indexTokens = (...texts: string[]): string =>
  [...new Set(words(texts.join(' ').toLowerCase()))].join(' ');
