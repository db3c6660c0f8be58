import { z } from 'zod';
import { rowsResponse } from './common';
import { lazySchema } from './lazy';

/** 001 §7 "Experts, schedule, journals": GET /api/liveSchedule/list (no parameters) → rows, total. */
const str = lazySchema(() =>
  z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
);

/**
 * 001 §3 Live schedule: liveDate ('YYYY-MM-DD HH:mm:ss', China time), lecturer, liveTheme. A row
 * whose liveDate is no time is kept and left off the calendar (domain/schedule.ts `placeLiveDate`).
 */
export const scheduleSessionSchema = lazySchema(() =>
  z.looseObject({
    id: z
      .union([z.number(), z.string()])
      .nullish()
      .transform((v) => (v === null || v === undefined ? '' : String(v))),
    liveDate: z.string(),
    lecturer: str,
    liveTheme: str,
  }),
);
export type ScheduleSession = z.infer<typeof scheduleSessionSchema>;
export const scheduleListResponse = lazySchema(() => rowsResponse(scheduleSessionSchema));
