import type { UseQueryResult } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import {
  monthGrid,
  sessionsByDay,
  weekdayOfDate,
  weekdayOrder,
  type PlacedEntry,
  type YearMonth,
} from '../../../domain/schedule';
import { EmptyState } from '../../components/EmptyState';
import { QueryView } from '../../components/QueryView';
import type { ScheduleSession } from '../../schemas/schedule';
import { msg } from '../../text/messages';
import { scheduleMsg } from '../../text/schedule';

const t = scheduleMsg;
type Placed = PlacedEntry<ScheduleSession>;

export interface ScheduleViewProps {
  /** Every session (GET /api/liveSchedule/list). */
  query: UseQueryResult<ScheduleSession[]>;
  /** The month shown. */
  month: YearMonth;
  /** Today's China date ('YYYY-MM-DD'), marked on the calendar. */
  today: string;
  /**
   * A phone: the month's days with sessions as a list instead of a 7-column grid. `null` where the screen's
   * width is not known (the server's render, and hydrating it): both are drawn and the screen's width picks
   * one through the stylesheet, so a phone shows the list from the server's HTML on.
   */
  listView: boolean | null;
  /** Previous / next month. */
  onMonth: (month: YearMonth, step: -1 | 1) => void;
  /** Back to today's month. */
  onToday: () => void;
}

/** /schedule as plain props (001 §2 Live schedule): a month calendar in China time, with navigation. */
export function ScheduleView({ query, month, today, listView, onMonth, onToday }: ScheduleViewProps) {
  const { year, month: m } = month;
  const showsToday = today.startsWith(`${year}-${String(m).padStart(2, '0')}-`);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {t.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t.subtitle}
      </Typography>
      <Stack
        component="nav"
        aria-label={t.calendarLabel(year, m)}
        direction="row"
        sx={{ alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}
      >
        <IconButton aria-label={t.prevMonth} onClick={() => onMonth(month, -1)}>
          <ChevronLeft />
        </IconButton>
        <Typography
          variant="h2"
          aria-live="polite"
          data-testid="schedule-month"
          sx={{ fontSize: { xs: 20, md: 24 }, minWidth: '7.5em', textAlign: 'center' }}
        >
          {t.month(year, m)}
        </Typography>
        <IconButton aria-label={t.nextMonth} onClick={() => onMonth(month, 1)}>
          <ChevronRight />
        </IconButton>
        <Button variant="outlined" size="small" onClick={onToday} disabled={showsToday} sx={{ ml: 1 }}>
          {t.thisMonth}
        </Button>
      </Stack>
      {/* At least a screen tall in every state: the footer stays put while the month loads. */}
      <Box sx={{ minHeight: '100vh' }}>
        <QueryView
          query={query}
          loading={<ScheduleSkeleton />}
          isEmpty={() => false}
          errorTitle={t.listFailed}
        >
          {(rows) => {
            const days = sessionsByDay(rows, month);
            const list =
              days.size === 0 ? (
                <EmptyState message={t.emptyMonth} />
              ) : (
                <MonthList month={month} days={days} today={today} />
              );
            const grid = (
              <>
                {days.size === 0 ? (
                  <Typography role="status" color="text.secondary" sx={{ mb: 2 }}>
                    {t.emptyMonth}
                  </Typography>
                ) : null}
                <MonthGrid month={month} days={days} today={today} />
              </>
            );
            // The width not known (the server's render, and hydrating it): both, the stylesheet shows one. Once
            // it is, the other goes and the one shown stays as it is (same place in the tree, same elements).
            const byWidth = listView === null;
            return (
              <>
                {listView !== false ? (
                  <Box sx={byWidth ? { display: { xs: 'block', md: 'none' } } : undefined}>{list}</Box>
                ) : null}
                {listView !== true ? (
                  <Box sx={byWidth ? { display: { xs: 'none', md: 'block' } } : undefined}>{grid}</Box>
                ) : null}
              </>
            );
          }}
        </QueryView>
      </Box>
    </Container>
  );
}

/** One session: time, the lecturer in brackets, the theme (001 §2). */
function SessionLine({ s }: { s: Placed }) {
  return (
    <Box component="li" data-testid="schedule-session" sx={{ overflowWrap: 'anywhere', lineHeight: 1.45 }}>
      <Box
        component="time"
        dateTime={`${s.date}T${s.time}+08:00`}
        sx={{ fontWeight: 700, color: 'primary.dark' }}
      >
        {s.time}
      </Box>
      {s.lecturer ? (
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {t.lecturer(s.lecturer)}
        </Box>
      ) : (
        ' '
      )}
      <span>{s.liveTheme}</span>
    </Box>
  );
}

const sessionList = { listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 } as const;

const TodayChip = () => (
  <Chip label={t.today} size="small" color="primary" sx={{ height: 20, fontSize: 12, ml: 0.5 }} />
);

/** Desktop and tablet: a 7-column table, weeks from Monday (domain/schedule WEEK_STARTS_ON). */
function MonthGrid({ month, days, today }: { month: YearMonth; days: Map<string, Placed[]>; today: string }) {
  const cell = { border: 1, borderColor: 'divider', p: 0.75, verticalAlign: 'top' } as const;
  return (
    <Box
      component="table"
      aria-label={t.calendarLabel(month.year, month.month)}
      data-testid="schedule-grid"
      sx={{ width: '100%', tableLayout: 'fixed', borderCollapse: 'collapse', fontSize: 13 }}
    >
      <thead>
        <tr>
          {weekdayOrder().map((w) => (
            <Box
              component="th"
              scope="col"
              key={w}
              sx={{ ...cell, py: 1, bgcolor: 'grey.100', fontWeight: 600, textAlign: 'center' }}
            >
              {t.weekdayShort(w)}
            </Box>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthGrid(month).map((week) => (
          <tr key={week[0]!.date}>
            {week.map((d) => {
              const sessions = d.inMonth ? (days.get(d.date) ?? []) : [];
              const isToday = d.date === today;
              return (
                <Box
                  component="td"
                  key={d.date}
                  data-testid={`day-${d.date}`}
                  aria-current={isToday ? 'date' : undefined}
                  sx={{
                    ...cell,
                    height: 96,
                    bgcolor: isToday
                      ? 'rgba(29, 111, 165, 0.08)'
                      : d.inMonth
                        ? 'background.paper'
                        : 'grey.50',
                    outline: isToday ? '2px solid' : 'none',
                    outlineColor: 'primary.main',
                    outlineOffset: -2,
                  }}
                >
                  <Box
                    sx={{
                      display: 'flex',
                      alignItems: 'center',
                      mb: 0.5,
                      fontWeight: isToday ? 700 : 500,
                      color: d.inMonth ? (isToday ? 'primary.main' : 'text.primary') : 'text.secondary',
                    }}
                  >
                    {d.day}
                    {isToday ? <TodayChip /> : null}
                  </Box>
                  {sessions.length > 0 ? (
                    <Box component="ul" sx={sessionList}>
                      {sessions.map((s, i) => (
                        <SessionLine key={`${s.id}-${i}`} s={s} />
                      ))}
                    </Box>
                  ) : null}
                </Box>
              );
            })}
          </tr>
        ))}
      </tbody>
    </Box>
  );
}

/** A phone: each day with sessions, a heading and its sessions one under another. */
function MonthList({ month, days, today }: { month: YearMonth; days: Map<string, Placed[]>; today: string }) {
  return (
    <Box
      component="ol"
      aria-label={t.listLabel(month.year, month.month)}
      data-testid="schedule-list"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
    >
      {[...days].map(([date, sessions]) => {
        const isToday = date === today;
        const day = Number(date.slice(8));
        return (
          <Paper
            component="li"
            variant="outlined"
            key={date}
            data-testid={`day-${date}`}
            aria-current={isToday ? 'date' : undefined}
            sx={{ p: 1.5, borderColor: isToday ? 'primary.main' : 'divider', borderWidth: isToday ? 2 : 1 }}
          >
            <Typography
              variant="h3"
              sx={{ fontSize: 16, fontWeight: 700, mb: 1, display: 'flex', alignItems: 'center' }}
            >
              {t.dayHeading(month.month, day, weekdayOfDate(date))}
              {isToday ? <TodayChip /> : null}
            </Typography>
            <Box component="ul" sx={{ ...sessionList, gap: 1, fontSize: 15 }}>
              {sessions.map((s, i) => (
                <SessionLine key={`${s.id}-${i}`} s={s} />
              ))}
            </Box>
          </Paper>
        );
      })}
    </Box>
  );
}

function ScheduleSkeleton() {
  return (
    <Box role="progressbar" aria-label={msg.app.loading} aria-busy="true">
      <Skeleton variant="rounded" height={36} sx={{ mb: 1 }} />
      {Array.from({ length: 5 }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={96} sx={{ mb: 0.5 }} />
      ))}
    </Box>
  );
}
