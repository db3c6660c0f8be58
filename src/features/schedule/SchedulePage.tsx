import { startTransition, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { addMonths, chinaMonth, chinaToday, monthKey, parseMonthKey } from '../../../domain/schedule';
import { scheduleListQuery } from '../../api/schedule';
import { useHydrating } from '../../components/useHydrating';
import { ScheduleView } from './ScheduleView';

/**
 * /schedule?month=YYYY-MM: the month is in the address (a reload or a shared link lands on it); without
 * one, today's month in China time whatever the browser's zone.
 */
export function SchedulePage() {
  const [params, setParams] = useSearchParams();
  // Read once: a calendar left open past midnight keeps the day it was opened on.
  const [now] = useState(() => Date.now());
  const shown = parseMonthKey(params.get('month')) ?? chinaMonth(now);
  // Below `md` seven columns of sessions are too narrow to read: the month becomes a list. The server cannot
  // know the width: it draws both, and the stylesheet shows the one that fits (issue 32: the phone's largest
  // paint came only once the app had drawn the list). A page the client draws itself reads the width at once.
  // Once hydrated, the one that fits stays, in a transition: React draws it in slices, not in one task. The
  // width is read as it is (`noSsr`) even while hydrating, where it is not used: a query answering the
  // server's `false` first would have React draw the page again at once after hydrating, on every phone.
  const phone = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const [widthKnown, setWidthKnown] = useState(!useHydrating());
  useEffect(() => {
    if (!widthKnown) startTransition(() => setWidthKnown(true));
  }, [widthKnown]);
  const listView = widthKnown ? phone : null;
  return (
    <ScheduleView
      query={useQuery(scheduleListQuery())}
      month={shown}
      today={chinaToday(now)}
      listView={listView}
      onMonth={(from, step) => setParams({ month: monthKey(addMonths(from, step)) })}
      onToday={() => setParams({})}
    />
  );
}

export default SchedulePage;
