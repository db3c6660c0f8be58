import { lazy, Suspense, useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import {
  USER_CENTRE_EXCHANGED,
  USER_CENTRE_HISTORY,
  USER_CENTRE_HOME,
  USER_CENTRE_PROFILE,
  USER_CENTRE_RANK,
  menuKeyOf,
  type UserCentreMenuKey,
} from '../../../domain/userCentre';
import { accountKeys, profile } from '../../api/account';
import { exchangedCoursesQuery, pointsKeys, scoreRecordsQuery } from '../../api/points';
import { setUser } from '../../api/session';
import type { User } from '../../schemas/account';
import { BlockSkeleton } from '../../components/BlockSkeleton';
import { Pager } from '../../components/Pager';
import { QueryView } from '../../components/QueryView';
import { pageParam } from '../../schemas/primitives';
import { EXCHANGED_PAGE_SIZE } from '../../schemas/education';
import { SCORE_RECORD_PAGE_SIZE } from '../../schemas/points';
import { pointsMsg } from '../../text/points';
import { useCardOpen, VideoCardGrid } from '../education';
import { RankBoard } from '../rank';
import { PointsHistoryView } from './PointsHistoryView';
import { SignInPanel } from './SignInPanel';
import { UserCenterView } from './UserCenterView';

// The profile form (react-hook-form, the SMS and captcha parts) loads when its menu item is opened.
const PersonalCentre = lazy(() => import('./PersonalCentre').then((m) => ({ default: m.PersonalCentre })));

const t = pointsMsg.centre;

/** A logged-in person's centre: the selected item and its page are in the address (001 §2). */
export function UserCenterContent({ user }: { user: User }) {
  const [params, setParams] = useSearchParams();
  const menu = menuKeyOf(params.get('menu'));
  const page = pageParam(params.get('page'));
  const queryClient = useQueryClient();

  // After a sign-in bonus the totals in the header and the history are stale.
  const refreshPoints = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: pointsKeys.all });
    queryClient
      .fetchQuery({ queryKey: accountKeys.profile(), queryFn: () => profile(), staleTime: 0 })
      .then(setUser)
      .catch(() => undefined);
  }, [queryClient]);

  const go = (next: UserCentreMenuKey, nextPage = 1) => {
    const p = new URLSearchParams();
    if (next !== USER_CENTRE_HOME) p.set('menu', String(next));
    if (nextPage !== 1) p.set('page', String(nextPage));
    setParams(p);
  };

  return (
    <UserCenterView user={user} menu={menu} onMenu={(key) => go(key)}>
      {menu === USER_CENTRE_HOME ? <SignInPanel refreshPoints={refreshPoints} /> : null}
      {menu === USER_CENTRE_HISTORY ? <History page={page} onPage={(p) => go(menu, p)} /> : null}
      {menu === USER_CENTRE_PROFILE ? (
        <Suspense fallback={<BlockSkeleton height={320} />}>
          <PersonalCentre user={user} />
        </Suspense>
      ) : null}
      {menu === USER_CENTRE_RANK ? <RankBoard /> : null}
      {menu === USER_CENTRE_EXCHANGED ? <Exchanged page={page} onPage={(p) => go(menu, p)} /> : null}
    </UserCenterView>
  );
}

function History({ page, onPage }: { page: number; onPage: (p: number) => void }) {
  const query = useQuery(scoreRecordsQuery(page));
  return (
    <QueryView
      query={query}
      loading={<BlockSkeleton rows={SCORE_RECORD_PAGE_SIZE} />}
      isEmpty={(d) => d.rows.length === 0}
      emptyText={t.noHistory}
    >
      {(d) => (
        <>
          <PointsHistoryView rows={d.rows} />
          <Pager
            label={t.pages}
            total={d.total}
            pageSize={SCORE_RECORD_PAGE_SIZE}
            page={page}
            onPage={onPage}
            scrollToTop={false}
          />
        </>
      )}
    </QueryView>
  );
}

function Exchanged({ page, onPage }: { page: number; onPage: (p: number) => void }) {
  const query = useQuery(exchangedCoursesQuery(page));
  const { open, dialog } = useCardOpen();
  return (
    <>
      <QueryView
        query={query}
        loading={<BlockSkeleton height={260} />}
        isEmpty={(d) => d.rows.length === 0}
        emptyText={t.noExchanged}
      >
        {(d) => (
          <>
            <VideoCardGrid cards={d.rows} onOpen={open} testId="exchanged-card" columns={3} />
            <Pager
              label={t.pages}
              total={d.total}
              pageSize={EXCHANGED_PAGE_SIZE}
              page={page}
              onPage={onPage}
              scrollToTop={false}
            />
          </>
        )}
      </QueryView>
      {dialog}
    </>
  );
}

export default UserCenterContent;
