import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Paper from '@mui/material/Paper';
import type { ScoreRecord } from '../../schemas/points';
import { pointsMsg } from '../../text/points';

const c = pointsMsg.centre.historyColumns;

/** 2 points history: one page of the score record, newest first, times in China time (the server's). */
export function PointsHistoryView({ rows }: { rows: ScoreRecord[] }) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={pointsMsg.centre.menu[2]}>
        <TableHead>
          <TableRow>
            <TableCell>{c.time}</TableCell>
            <TableCell>{c.module}</TableCell>
            <TableCell>{c.action}</TableCell>
            <TableCell align="right">{c.score}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r, i) => (
            <TableRow key={`${r.createTime}-${i}`} data-testid="score-row">
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.createTime}</TableCell>
              <TableCell>{r.srcModuleDesc}</TableCell>
              <TableCell>{r.detailActionDesc}</TableCell>
              <TableCell
                align="right"
                sx={{
                  color: r.score < 0 ? 'error.main' : 'success.dark',
                  fontVariantNumeric: 'tabular-nums',
                }}
              >
                {r.score > 0 ? `+${r.score}` : r.score}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
