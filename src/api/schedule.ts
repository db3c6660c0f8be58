import { queryOptions } from '@tanstack/react-query';
import { scheduleListResponse, type ScheduleSession } from '../schemas/schedule';
import { request } from './client';

/** 001 §7 "Experts, schedule, journals": the live schedule's call. */
export const scheduleKeys = {
  all: ['liveSchedule'] as const,
  list: () => [...scheduleKeys.all, 'list'] as const,
};

type Opts = { signal?: AbortSignal };

/** GET /api/liveSchedule/list → rows, total: every session (the calendar picks its month). */
export const scheduleList = async (opts: Opts = {}): Promise<ScheduleSession[]> =>
  (await request({ url: '/api/liveSchedule/list', schema: scheduleListResponse, ...opts })).rows;

/** One fetch serves every month: navigating months reads the cache. */
export const scheduleListQuery = () =>
  queryOptions({ queryKey: scheduleKeys.list(), queryFn: ({ signal }) => scheduleList({ signal }) });
