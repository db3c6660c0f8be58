import type { UseQueryResult } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { detailPath } from '../../../domain/cardRoute';
import { EmptyState } from '../../components/EmptyState';
import type { VideoCard } from '../../schemas/education';
import { msg } from '../../text/messages';
import { educationMsg } from '../../text/education';

/** The 相关推荐 tab (recomList) from plain props: a skeleton, 加载失败, 暂无, or the cards (linked when routable). */
export function RecommendationsView({ query }: { query: UseQueryResult<VideoCard[]> }) {
  if (query.isPending) return <Skeleton variant="rounded" height={120} />;
  if (query.isError) return <Alert severity="error">{msg.app.loadFailed}</Alert>;
  if (query.data.length === 0) return <EmptyState message={educationMsg.none} />;
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
      }}
    >
      {query.data.map((card) => {
        const to = detailPath(card);
        const body = (
          <>
            {card.videoCoverUrl ? (
              <Box
                component="img"
                src={card.videoCoverUrl}
                alt=""
                sx={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 1 }}
              />
            ) : null}
            <Typography variant="body2">{card.topic}</Typography>
            {card.keySpeaker ? (
              <Typography variant="caption" color="text.secondary">
                {card.keySpeaker}
              </Typography>
            ) : null}
          </>
        );
        return (
          <li key={card.id}>
            {to ? (
              <Box component={RouterLink} to={to} sx={{ color: 'inherit', textDecoration: 'none' }}>
                {body}
              </Box>
            ) : (
              body
            )}
          </li>
        );
      })}
    </Box>
  );
}
