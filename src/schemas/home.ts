import { z } from 'zod';
import { dataResponse, envelope, rowsResponse } from './common';
import { lazySchema } from './lazy';

export const NEWS_TOP_LIMIT = 10;
export const NEWS_SCROLL_LIMIT = 200;
export const NEW_COURSES_LIMIT = 5;
/** 000 §9: home banner rotation. */
export const BANNER_INTERVAL_MS = 3000;

const str = lazySchema(() =>
  z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
);

export const slideSchema = lazySchema(() =>
  z.looseObject({
    id: z.union([z.number(), z.string()]).optional(),
    imgUrl: z.string(),
    jumpUrl: str,
    title: str,
  }),
);
export type Slide = z.infer<typeof slideSchema>;
/** GET /api/radio/slideshowList: a map from category data code to slides. */
export const slideshowResponse = lazySchema(() => dataResponse(z.record(z.string(), z.array(slideSchema))));

export const newsItemSchema = lazySchema(() =>
  z.looseObject({
    id: z.union([z.number(), z.string()]).transform(String),
    title: z.string(),
    content: str,
    imgUrl: str,
    jumpUrl: str,
    startTime: str,
    createTime: str,
  }),
);
export type NewsItem = z.infer<typeof newsItemSchema>;
export const newsListResponse = lazySchema(() => rowsResponse(newsItemSchema));
export const newsDetailResponse = lazySchema(() => dataResponse(newsItemSchema));

export const courseCardSchema = lazySchema(() =>
  z.looseObject({
    id: z.union([z.number(), z.string()]).transform(String),
    topic: z.string(),
    keySpeaker: str,
    videoDate: str,
    videoCoverUrl: str,
    videoState: z.number(),
    videoCategory: z.number(),
    richTextType: z
      .number()
      .nullish()
      .transform((v) => v ?? 0),
    emxState: z.number().nullish(),
    liveStreamingUrl: str,
    scoreCurrPrice: z.number().nullish(),
    scoreOriginPrice: z.number().nullish(),
    videoClickCount: z
      .number()
      .nullish()
      .transform((v) => v ?? 0),
  }),
);
export type CourseCard = z.infer<typeof courseCardSchema>;
/** GET /api/youth/video/listNew?limit=5 */
export const listNewResponse = lazySchema(() => dataResponse(z.array(courseCardSchema)));

export const courseListItem = lazySchema(() =>
  z.looseObject({ imgUrl: str, title: z.string(), subTitle: str }),
);
export const coursesListResponse = lazySchema(() => rowsResponse(courseListItem));

/** GET /api/dynamic/config/itemOrder?module=education: msg is a comma-separated id order. */
export const itemOrderResponse = lazySchema(() => envelope);
