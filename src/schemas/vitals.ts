/**
 * Field data (issue 12): what a browser reports of its real users' Core Web Vitals. One schema for the
 * client that builds the report and the server that accepts it; nothing personal is in it (the page's
 * path without its query, the metric and its value).
 */
import { z } from 'zod';
import { VITAL_NAMES, VITAL_RATINGS, VITALS_PER_REPORT } from './limits';
import { lazySchema } from './lazy';

export { VITALS_BODY_LIMIT, VITALS_PER_REPORT } from './limits';

export const vitalSchema = lazySchema(() =>
  z.object({
    name: z.enum(VITAL_NAMES),
    /** ms for the timings, unitless for CLS; an hour is far beyond any real measure. */
    value: z.number().finite().min(0).max(3_600_000),
    rating: z.enum(VITAL_RATINGS),
    /** web-vitals' id of the page view's metric ("v5-1700000000000-123…"). */
    id: z.string().min(1).max(64),
    navigationType: z.string().max(32).optional(),
  }),
);
export type Vital = z.infer<typeof vitalSchema>;

export const vitalsReportSchema = lazySchema(() =>
  z.object({
    /** The route's path as the browser shows it, without query or fragment. */
    path: z
      .string()
      .min(1)
      .max(300)
      .regex(/^\/[^?#\s]*$/),
    metrics: z.array(vitalSchema).min(1).max(VITALS_PER_REPORT),
  }),
);
export type VitalsReport = z.infer<typeof vitalsReportSchema>;
