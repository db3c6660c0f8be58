import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { liveSessionsQuery } from '../../api/liveDiscussion';
import { useSession } from '../../api/useSession';
import { QueryView } from '../../components/QueryView';
import { toast } from '../../components/toastStore';
import { LIVE_LIST_PAGE_SIZE, type LiveSession } from '../../schemas/liveDiscussion';
import { msg } from '../../text/messages';
import { JoinDialog } from './JoinDialog';
import { createLiveJoinLogic } from './liveJoinActors';
import { MeetingDialog } from './MeetingDialog';
import { SessionCard } from './SessionCard';

// The application dialog brings the date pickers: they load only when it opens.
const ConsultationDialog = lazy(() => import('./ConsultationDialog'));

const t = msg.liveDiscussion;

/** /live: the live discussion page (000 §2.2, §4.3, §5.2): sessions, join, 在线会诊, 申请会诊. */
export function LiveDiscussionPage() {
  const [pageNum, setPageNum] = useState(1);
  const query = useQuery(liveSessionsQuery(pageNum));
  // Created once: useMachine starts the logic of its first render only.
  const [logic] = useState(() => createLiveJoinLogic());
  const [state, send] = useMachine(logic);
  const [applying, setApplying] = useState(false);
  const { user } = useSession();

  const startApply = () => {
    // The application carries patient data: only a logged-in user may send it (docs/decisions.md).
    if (!user) {
      toast.info(t.applyLoginFirst);
      return;
    }
    setApplying(true);
  };

  const watch = (s: LiveSession) =>
    send({ type: 'join.open', session: { id: s.id, title: s.title, link: s.link, hasPass: s.hasPass } });

  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Stack direction="row" sx={{ mb: 3, alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography variant="h1">{t.pageTitle}</Typography>
        <Button variant="contained" onClick={startApply}>
          {t.apply}
        </Button>
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
              <Box
                component="ul"
                aria-label={t.listLabel}
                sx={{
                  listStyle: 'none',
                  p: 0,
                  m: 0,
                  display: 'grid',
                  gap: 2,
                  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
                }}
              >
                {sessions.map((s) => (
                  <li key={s.id}>
                    <SessionCard session={s} onWatch={() => watch(s)} />
                  </li>
                ))}
              </Box>
              {total > LIVE_LIST_PAGE_SIZE ? (
                <Pagination
                  aria-label={t.listPages}
                  count={Math.ceil(total / LIVE_LIST_PAGE_SIZE)}
                  page={pageNum}
                  onChange={(_, n) => setPageNum(n)}
                  color="primary"
                  sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
                />
              ) : null}
            </>
          )}
        </QueryView>
      </Box>
      <JoinDialog state={state} send={send} />
      <MeetingDialog state={state} send={send} />
      {applying ? (
        <Suspense fallback={null}>
          <ConsultationDialog onClose={() => setApplying(false)} />
        </Suspense>
      ) : null}
    </Container>
  );
}

export default LiveDiscussionPage;

/** Cards of the list's size and grid while it loads. */
function SessionGridSkeleton() {
  return (
    <Box
      role="progressbar"
      aria-label={msg.app.loading}
      aria-busy="true"
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
      }}
    >
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
