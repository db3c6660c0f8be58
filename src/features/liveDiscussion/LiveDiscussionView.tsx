import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { UseQueryResult } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CardGrid, cardGridSx } from '../../components/CardGrid';
import { Pager } from '../../components/Pager';
import { QueryView } from '../../components/QueryView';
import { LIVE_LIST_PAGE_SIZE, type LiveSession, type LiveSessionPage } from '../../schemas/liveDiscussion';
import { msg } from '../../text/messages';
import { liveDiscussionMsg } from '../../text/liveDiscussion';
import { scheduleMsg } from '../../text/schedule';
import { SessionCard } from './SessionCard';

const t = liveDiscussionMsg;

export interface LiveDiscussionViewProps {
  /** One page of the sessions. */
  query: UseQueryResult<LiveSessionPage>;
  pageNum: number;
  onPage: (pageNum: number) => void;
  /** 申请会诊 */
  onApply: () => void;
  /** 观看直播 on a session's card. */
  onWatch: (session: LiveSession) => void;
  /** The dialogs the page wires to its machine (join, meeting, application). */
  children?: ReactNode;
}

/** /live as plain props: the title with 申请会诊, the sessions in pages, and the page's dialogs. */
export function LiveDiscussionView({
  query,
  pageNum,
  onPage,
  onApply,
  onWatch,
  children,
}: LiveDiscussionViewProps) {
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Stack direction="row" sx={{ mb: 3, alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography variant="h1">{t.pageTitle}</Typography>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
          {/* The month's sessions at a glance (001 §2 Live schedule). */}
          <Button variant="outlined" component={RouterLink} to="/schedule">
            {scheduleMsg.entry}
          </Button>
          <Button variant="contained" onClick={onApply}>
            {t.apply}
          </Button>
        </Stack>
      </Stack>
      {/* At least a screen tall in every state, so the list filling in never moves what is in view
          (the footer jumped down by a screen: CLS 0.5 on a phone, issue 12). */}
      <Box sx={{ minHeight: '100vh' }}>
        <QueryView
          query={query}
          loading={<SessionGridSkeleton />}
          emptyText={t.empty}
          errorTitle={t.listFailed}
          isEmpty={(page) => page.rows.length === 0}
        >
          {({ rows: sessions, total }) => (
            <>
              <CardGrid aria-label={t.listLabel}>
                {sessions.map((s, i) => (
                  <li key={s.id}>
                    <SessionCard session={s} index={i} onWatch={() => onWatch(s)} />
                  </li>
                ))}
              </CardGrid>
              <Pager
                label={t.listPages}
                page={pageNum}
                total={total}
                pageSize={LIVE_LIST_PAGE_SIZE}
                onPage={onPage}
                scrollToTop={false}
              />
            </>
          )}
        </QueryView>
      </Box>
      {children}
    </Container>
  );
}

/** Cards of the list's size and grid while it loads. */
function SessionGridSkeleton() {
  return (
    <Box role="progressbar" aria-label={msg.app.loading} aria-busy="true" sx={cardGridSx()}>
      {Array.from({ length: 6 }, (_, i) => (
        <Box key={i}>
          <Skeleton variant="rounded" sx={{ width: '100%', height: 'auto', aspectRatio: '16 / 9' }} />
          <Skeleton variant="text" height={28} />
          <Skeleton variant="text" height={20} width="60%" />
        </Box>
      ))}
    </Box>
  );
}
