import type { UseQueryResult } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import {
  COMMITTEE_POST,
  committeePostLabel,
  groupByPost,
  type CommitteeGroup,
} from '../../../domain/committee';
import { QueryView } from '../../components/QueryView';
import type { TeamMember } from '../../schemas/institute';
import { msg } from '../../text/messages';
import { instituteMsg } from '../../text/institute';
import { InstituteNav } from './InstituteNav';
import { MemberPhoto } from './MemberPhoto';

const t = instituteMsg;
const cardGrid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
} as const;

/** /team: the expert committee: chair, vice-chairs, secretary-general, working secretaries, members (000 §2.2). */
export function TeamView({ query }: { query: UseQueryResult<TeamMember[]> }) {
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <InstituteNav />
      <Typography variant="h1" sx={{ mb: 3 }}>
        {t.teamTitle}
      </Typography>
      <QueryView query={query} loading={<TeamSkeleton />} errorTitle={t.teamFailed}>
        {(rows) => groupByPost(rows).map((g) => <PostBlock key={g.post} group={g} />)}
      </QueryView>
    </Container>
  );
}

function PostBlock({ group }: { group: CommitteeGroup<TeamMember> }) {
  const id = `post-${group.post}`;
  const isMembers = group.post === COMMITTEE_POST.member;
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 4 }} data-testid={id}>
      <Typography id={id} variant="h2" sx={{ mb: 2 }}>
        {committeePostLabel(group.post)}
        {isMembers ? (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
            {t.memberCount(group.members.length)}
          </Typography>
        ) : null}
      </Typography>
      {isMembers ? <MemberList members={group.members} /> : <OfficerCards members={group.members} />}
    </Box>
  );
}

function OfficerCards({ members }: { members: TeamMember[] }) {
  return (
    <Box component="ul" sx={{ ...cardGrid, listStyle: 'none', p: 0, m: 0 }}>
      {members.map((m) => (
        <Paper
          component="li"
          key={m.id}
          variant="outlined"
          sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'center', minWidth: 0 }}
        >
          <MemberPhoto name={m.name} url={m.avatarUrl} size={72} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h3" component="p" sx={{ fontSize: '1.125rem', fontWeight: 700 }}>
              {m.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {m.title}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {m.hospital}
            </Typography>
          </Box>
        </Paper>
      ))}
    </Box>
  );
}

function MemberList({ members }: { members: TeamMember[] }) {
  return (
    <Paper variant="outlined" component="ul" sx={{ ...cardGrid, listStyle: 'none', m: 0, p: 2, gap: 1.5 }}>
      {members.map((m) => (
        <Box component="li" key={m.id} sx={{ display: 'flex', gap: 1.5, alignItems: 'center', minWidth: 0 }}>
          <MemberPhoto name={m.name} url={m.avatarUrl} size={40} />
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }}>{m.name}</Typography>
            <Typography
              variant="caption"
              color="text.secondary"
              component="p"
              sx={{ overflowWrap: 'anywhere' }}
            >
              {[m.title, m.hospital].filter(Boolean).join(' · ')}
            </Typography>
          </Box>
        </Box>
      ))}
    </Paper>
  );
}

/** The chair's block and a row of cards: about the height the first screen of data takes. */
function TeamSkeleton() {
  return (
    // At least a screen tall: the footer stays below the fold until the content (always taller) replaces it.
    <Box role="progressbar" aria-label={msg.app.loading} aria-busy="true" sx={{ minHeight: '100vh' }}>
      {[1, 3].map((n, i) => (
        <Box key={i} sx={{ mb: 4 }}>
          <Skeleton variant="text" width={120} height={40} sx={{ mb: 2 }} />
          <Box sx={cardGrid}>
            {Array.from({ length: n }, (_, j) => (
              <Skeleton key={j} variant="rounded" height={106} />
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
