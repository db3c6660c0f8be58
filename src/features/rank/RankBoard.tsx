import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ownRankQuery, rankTopQuery } from '../../api/points';
import { useSession } from '../../components/useSession';
import { BlockSkeleton } from '../../components/BlockSkeleton';
import { QueryView } from '../../components/QueryView';
import { RANK_TOP } from '../../schemas/points';
import { msg } from '../../text/messages';
import { pointsMsg } from '../../text/points';
import { LoginDialog, useLoginFlow } from '../login';
import { MineView, RankView } from './RankView';

const r = pointsMsg.rank;

/** The leaderboard with its data: /education/rank and the user centre's item 4 show this one. */
export function RankBoard() {
  const { token } = useSession();
  const top = useQuery(rankTopQuery());
  const own = useQuery(ownRankQuery(token !== null));
  const mine =
    token === null ? (
      <VisitorMine />
    ) : (
      <QueryView query={own} loading={<BlockSkeleton height={56} />} isEmpty={() => false}>
        {(row) => <MineView mine={row} />}
      </QueryView>
    );
  // A screen tall in every state: the 20 rows arriving do not push what is below across the screen.
  return (
    <Box sx={{ minHeight: '100vh' }}>
      <QueryView query={top} loading={<BlockSkeleton rows={RANK_TOP / 2} />} emptyText={r.empty}>
        {(rows) => <RankView rows={rows} mine={mine} />}
      </QueryView>
    </Box>
  );
}

function VisitorMine() {
  const flow = useLoginFlow();
  const [, send] = flow;
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography role="status">{r.loginForMine}</Typography>
      <Button variant="contained" size="small" onClick={() => send({ type: 'login.start' })}>
        {msg.avatar.login}
      </Button>
      <LoginDialog flow={flow} />
    </Paper>
  );
}
