import { z } from 'zod';
import { SEARCH_PAGE_SIZE, SEARCH_TABS } from '../../domain/searchRoute';
import { searchMsg } from '../text/search';
import { codeSchema, pageNumSchema, pageSizeSchema, requiredText } from './primitives';
import { lazySchema } from './lazy';

/** The longest keyword searched (our limit: the spec gives none). */
export const SEARCH_KEYWORD_MAX = 50;

/** GET /api/search/list (size, page, keyword, majorCategory): one schema for the page and the server. */
export const searchQuerySchema = lazySchema(() =>
  z.object({
    keyword: requiredText(searchMsg.keywordRequired, SEARCH_KEYWORD_MAX, {
      tooLong: searchMsg.keywordTooLong,
    }),
    page: pageNumSchema,
    size: pageSizeSchema(SEARCH_PAGE_SIZE, SEARCH_PAGE_SIZE),
    majorCategory: codeSchema(SEARCH_TABS).default(0),
  }),
);
export type SearchQuery = z.infer<typeof searchQuerySchema>;

const str = lazySchema(() =>
  z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
);

/** Search result (001 §3); `content` is a plain-text snippet around the first match. */
export const searchResultSchema = lazySchema(() =>
  z.looseObject({
    id: z.union([z.number(), z.string()]).transform(String),
    title: z.string(),
    content: str,
    author: str,
    createTime: str,
    coverUrl: str,
    majorCategory: z.number(),
    minorCategory: z.number().nullable(),
    originId: z.union([z.number(), z.string()]).transform(String),
    epoch: z.string().nullish(),
  }),
);
export type SearchResult = z.infer<typeof searchResultSchema>;

/** An expert of the search answer (the expert fields of 001 §3 a card needs). */
export const searchExpertSchema = lazySchema(() =>
  z.looseObject({
    id: z.union([z.number(), z.string()]).transform(String),
    name: z.string(),
    title: str,
    hospital: str,
    avatarUrl: str,
    /** 1: the expert has achievement data, so the detail opens (domain/experts.ts). */
    achievement: z.union([z.number(), z.string(), z.boolean()]).nullish(),
  }),
);
export type SearchExpert = z.infer<typeof searchExpertSchema>;

/**
 * The answer: `searchList`, `searchListTotal`, `expertList` beside `code` and `msg` (001 §3), plus our
 * `terms`: the words the keyword was segmented into, which the page marks in titles and snippets.
 */
export const searchResponse = lazySchema(() =>
  z.looseObject({
    code: z.number(),
    msg: z.string().nullish(),
    searchList: z.array(searchResultSchema),
    searchListTotal: z.number(),
    expertList: z.array(searchExpertSchema),
    terms: z.array(z.string()).default([]),
  }),
);
export type SearchAnswer = z.infer<typeof searchResponse>;
