import { listSessions } from '../liveDiscussion/queries';
import { sessionsFrom } from '../schedule/queries';
import type { AppContext } from '../context';
import { absolute } from './head';
import { DAY_MS } from '../../domain/chinaTime';
import { isoOf, ld } from './jsonLd';

/** How many events a list page's JSON-LD names: the first page of the list, as the page shows it. */
export const EVENTS_MAX = 20;

/** JSON-LD of the list pages where a type fits: Event for the live sessions and the schedule. */
export const LIST_JSON_LD: Record<
  string,
  (ctx: AppContext, path: string) => Promise<Record<string, unknown>>
> = {
  '/live': async (ctx, path) => {
    const { rows } = await listSessions(ctx.db, new Date(ctx.now()), { pageNum: 1, pageSize: EVENTS_MAX });
    return ld.events(
      absolute(ctx.config.siteUrl, path),
      rows.map((s) => ({
        name: s.title,
        start: isoOf(s.startTime),
        end: isoOf(s.endTime),
        performer: s.userName,
      })),
    );
  },
  '/schedule': async (ctx, path) => {
    const upcoming = (await sessionsFrom(ctx.db, new Date(ctx.now() - DAY_MS), EVENTS_MAX)).map((s) => ({
      name: s.liveTheme,
      start: isoOf(s.liveDate),
      performer: s.lecturer,
    }));
    return ld.events(absolute(ctx.config.siteUrl, path), upcoming);
  },
};
