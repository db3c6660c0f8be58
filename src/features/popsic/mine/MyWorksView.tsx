import { Link as RouterLink } from 'react-router-dom';
import type { UseQueryResult } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { OWN_WORKS_PAGE_SIZE, PUBLIC_EPOCHS, epochOf } from '../../../../domain/popsic';
import { reviewStatusLabel } from '../../../../domain/reviewStatus';
import { IS_SHOW_PUBLIC, readsPassed } from '../../../../domain/submission';
import type { OwnWorksPage } from '../../../api/submission';
import { BlockSkeleton } from '../../../components/BlockSkeleton';
import { EmptyState } from '../../../components/EmptyState';
import { Pager } from '../../../components/Pager';
import { QueryView } from '../../../components/QueryView';
import type { OwnWorkRow } from '../../../schemas/submission';
import { contributionPagesMsg } from '../../../text/contributionPages';
import { popsicPagesMsg } from '../../../text/popsicPages';
import { popsicPaths } from '../links';

const t = contributionPagesMsg.mine;

export interface MyWorksViewProps {
  works: UseQueryResult<OwnWorksPage>;
  page: number;
  onPage: (page: number) => void;
  /** Cards instead of the table (phone width). */
  compact: boolean;
  onContribute: () => void;
  /** The session check of 我要投稿 runs. */
  checkingSession: boolean;
  onOptimise: (row: OwnWorkRow) => void;
}

/** The address of a row's wizard in edit mode. */
export const editPath = (worksId: number) => `${popsicPaths.contribution}?id=${worksId}`;

/**
 * 我的投稿 (000 §2.3): the buttons to each public epoch's works and 我要投稿, then the user's works in pages
 * of 10: title, author, time, review status (000 §4.4 labels, an unknown code raw), reject reason, and per
 * row 编辑 (modifyStatus 1), 查看 (isShow 2) and 完善材料 (a status that reads passed).
 */
export function MyWorksView({
  works,
  page,
  onPage,
  compact,
  onContribute,
  checkingSession,
  onOptimise,
}: MyWorksViewProps) {
  const contribute = (
    <Button variant="contained" onClick={onContribute} disabled={checkingSession} aria-busy={checkingSession}>
      {checkingSession ? popsicPagesMsg.checkingSession : t.contribute}
    </Button>
  );
  return (
    <Box data-testid="my-works">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 2, justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' } }}
      >
        <Box component="nav" aria-label={t.epochs}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {PUBLIC_EPOCHS.map((epoch) => (
              <Button
                key={epoch}
                component={RouterLink}
                to={popsicPaths.works(epoch)}
                variant="outlined"
                size="small"
              >
                {t.epochWorks(epoch)}
              </Button>
            ))}
          </Stack>
        </Box>
        {works.data?.rows.length === 0 ? null : contribute}
      </Stack>
      <QueryView
        query={works}
        loading={<BlockSkeleton rows={5} />}
        isEmpty={() => false}
        errorTitle={t.loadFailed}
      >
        {(data) =>
          data.rows.length === 0 ? (
            <Stack spacing={2} sx={{ alignItems: 'center' }} data-testid="my-works-empty">
              <EmptyState message={t.empty} />
              {contribute}
            </Stack>
          ) : (
            <>
              {compact ? (
                <Stack
                  component="ul"
                  aria-label={t.label}
                  spacing={1.5}
                  sx={{ listStyle: 'none', p: 0, m: 0 }}
                >
                  {data.rows.map((row) => (
                    <Card key={row.worksId} component="li" variant="outlined" data-testid="my-work">
                      <CardContent sx={{ pb: 1 }}>
                        <Typography
                          component="h2"
                          variant="subtitle1"
                          sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
                        >
                          {row.title}
                        </Typography>
                        <Typography variant="body2">{`${t.columns.name}：${row.name}`}</Typography>
                        <Typography variant="body2">{`${t.columns.createTime}：${row.createTime}`}</Typography>
                        <Typography variant="body2" data-testid="work-status">
                          {`${t.columns.status}：${reviewStatusLabel(row.status)}`}
                        </Typography>
                        {row.rejectReason ? (
                          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                            {`${t.columns.reason}：${row.rejectReason}`}
                          </Typography>
                        ) : null}
                      </CardContent>
                      <CardActions sx={{ flexWrap: 'wrap' }}>
                        <RowActions row={row} onOptimise={onOptimise} />
                      </CardActions>
                    </Card>
                  ))}
                </Stack>
              ) : (
                <TableContainer>
                  <Table aria-label={t.label} size="small">
                    <TableHead>
                      <TableRow>
                        <TableCell>{t.columns.title}</TableCell>
                        <TableCell>{t.columns.name}</TableCell>
                        <TableCell>{t.columns.createTime}</TableCell>
                        <TableCell>{t.columns.status}</TableCell>
                        <TableCell>{t.columns.reason}</TableCell>
                        <TableCell>{t.columns.actions}</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {data.rows.map((row) => (
                        <TableRow key={row.worksId} data-testid="my-work">
                          <TableCell sx={{ overflowWrap: 'anywhere', maxWidth: 240 }}>{row.title}</TableCell>
                          <TableCell>{row.name}</TableCell>
                          <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.createTime}</TableCell>
                          <TableCell data-testid="work-status">{reviewStatusLabel(row.status)}</TableCell>
                          <TableCell sx={{ overflowWrap: 'anywhere', maxWidth: 200 }}>
                            {row.rejectReason || t.noReason}
                          </TableCell>
                          <TableCell>
                            <Stack direction="row" spacing={1}>
                              <RowActions row={row} onOptimise={onOptimise} />
                            </Stack>
                          </TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </TableContainer>
              )}
              <Pager
                total={data.total}
                pageSize={OWN_WORKS_PAGE_SIZE}
                page={page}
                onPage={onPage}
                label={t.pagesLabel}
              />
            </>
          )
        }
      </QueryView>
    </Box>
  );
}

function RowActions({ row, onOptimise }: { row: OwnWorkRow; onOptimise: (row: OwnWorkRow) => void }) {
  return (
    <>
      {row.modifyStatus === 1 ? (
        <Button
          size="small"
          component={RouterLink}
          to={editPath(row.worksId)}
          aria-label={t.editOf(row.title)}
        >
          {t.edit}
        </Button>
      ) : null}
      {row.isShow === IS_SHOW_PUBLIC ? (
        <Button
          size="small"
          component={RouterLink}
          to={popsicPaths.work(String(row.worksId), epochOf(row.epoch))}
          aria-label={t.viewOf(row.title)}
        >
          {t.view}
        </Button>
      ) : null}
      {readsPassed(row.status) ? (
        <Button size="small" onClick={() => onOptimise(row)} aria-label={t.optimiseOf(row.title)}>
          {t.optimise}
        </Button>
      ) : null}
    </>
  );
}
