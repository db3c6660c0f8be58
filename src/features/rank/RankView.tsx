import type { ReactNode } from 'react';
import Avatar from '@mui/material/Avatar';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { RankRow } from '../../schemas/points';
import { pointsMsg } from '../../text/points';

const r = pointsMsg.rank;
const c = r.columns;

/** The leaderboard: the user's own rank (or what stands in for it), then the top 20. */
export function RankView({ rows, mine }: { rows: RankRow[]; mine: ReactNode }) {
  return (
    <Stack spacing={2}>
      {mine}
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label={r.title}>
          <TableHead>
            <TableRow>
              <TableCell>{c.rank}</TableCell>
              <TableCell>{c.user}</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{c.jodTitle}</TableCell>
              <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{c.hospital}</TableCell>
              <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{c.department}</TableCell>
              <TableCell align="right">{c.score}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row, i) => (
              <TableRow key={`${row.rank}-${i}`} data-testid="rank-row">
                <TableCell sx={{ fontWeight: (row.rank ?? 99) <= 3 ? 700 : 400 }}>{row.rank}</TableCell>
                <TableCell>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <Avatar src={row.userImg || undefined} alt="" sx={{ width: 28, height: 28 }} />
                    <span>{row.nickName}</span>
                  </Stack>
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{row.jodTitle}</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{row.hospital}</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{row.department}</TableCell>
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {row.totalEarnedScore}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}

/** 我的排名: the rank and total, or 暂未上榜 before the first points. */
export function MineView({ mine }: { mine: RankRow }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'flex', gap: 3, alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="subtitle1" component="h3">
        {r.mine}
      </Typography>
      <Typography data-testid="rank-mine" sx={{ fontWeight: 600 }}>
        {mine.rank === null ? r.unranked : r.mineRank(mine.rank)}
      </Typography>
      <Typography color="text.secondary">
        {c.score} {mine.totalEarnedScore}
      </Typography>
    </Paper>
  );
}
