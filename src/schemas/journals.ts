import { z } from 'zod';
import { JOURNAL_CATEGORIES, JOURNAL_PAGE_SIZE } from '../../domain/journals';
import { dataResponse, rowsResponse } from './common';
import { codeSchema, idSchema, pageNumSchema, pageSizeSchema, textSchema } from './primitives';
import { lazySchema } from './lazy';

/** 001 §7 "Experts, schedule, journals": GET /api/literature/list and GET /api/literature/view/{id}. */

/** The longest author or keyword searched (our limit: the spec gives none). */
export const JOURNAL_SEARCH_MAX = 50;

/** Request of /api/literature/list (pageSize, pageNum, category, author, keyword): page and server alike. */
export const literatureListQuery = lazySchema(() =>
  z.object({
    pageNum: pageNumSchema,
    pageSize: pageSizeSchema(JOURNAL_PAGE_SIZE, JOURNAL_PAGE_SIZE),
    category: codeSchema(JOURNAL_CATEGORIES).optional(),
    author: textSchema(JOURNAL_SEARCH_MAX).optional(),
    keyword: textSchema(JOURNAL_SEARCH_MAX).optional(),
  }),
);
export type LiteratureListQuery = z.input<typeof literatureListQuery>;

/** The path parameter of /api/literature/view/{id}. */
export const literatureViewParams = lazySchema(() => z.object({ id: idSchema }));

const str = lazySchema(() =>
  z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
);

/** 001 §3 Literature: id, title, publishDate, authors (rich text), doi, abstracts, keywords, refers, fileUrl, category. */
export const literatureSchema = lazySchema(() =>
  z.looseObject({
    id: z.union([z.number(), z.string()]).transform(String),
    title: z.string(),
    publishDate: str,
    authors: str,
    doi: str,
    abstracts: str,
    keywords: str,
    refers: str,
    fileUrl: str,
    category: z.number().nullish(),
  }),
);
export type Literature = z.infer<typeof literatureSchema>;

export const literatureListResponse = lazySchema(() => rowsResponse(literatureSchema));
export const literatureViewResponse = lazySchema(() => dataResponse(literatureSchema));
