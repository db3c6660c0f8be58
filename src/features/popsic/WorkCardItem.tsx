import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import type { WorkCard } from '../../schemas/popsic';
import { msg } from '../../text/messages';

const t = msg.popsicPages;

/**
 * One work as a card (000 §3 card: cover, title, author, likes, comments), a link to its detail. `number`
 * shows 2023-02's numbered items (000 §2.3).
 */
export function WorkCardItem({ card, to, number }: { card: WorkCard; to: string; number?: number }) {
  return (
    <Box component="li" sx={{ minWidth: 0 }} data-testid="work-card">
      <Card variant="outlined" sx={{ height: '100%' }}>
        <CardActionArea component={RouterLink} to={to} sx={{ height: '100%', alignItems: 'stretch' }}>
          <Box sx={{ position: 'relative', aspectRatio: '16 / 10', bgcolor: 'grey.200' }}>
            {card.coverUrl ? (
              <Box
                component="img"
                src={card.coverUrl}
                alt=""
                loading="lazy"
                width={320}
                height={200}
                sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
              />
            ) : null}
            {number !== undefined ? (
              <Box
                data-testid="work-number"
                sx={{
                  position: 'absolute',
                  top: 8,
                  left: 8,
                  minWidth: 28,
                  height: 28,
                  px: 0.5,
                  borderRadius: 14,
                  bgcolor: 'grey.900',
                  color: 'common.white',
                  display: 'grid',
                  placeItems: 'center',
                  fontWeight: 700,
                  fontSize: 14,
                }}
              >
                {number}
              </Box>
            ) : null}
          </Box>
          <Box sx={{ p: 1.5 }}>
            <Typography
              component="h3"
              variant="subtitle2"
              sx={{ fontWeight: 700, overflowWrap: 'anywhere', lineHeight: 1.4 }}
            >
              {card.title}
            </Typography>
            {card.name ? (
              <Typography variant="body2" color="text.secondary" noWrap>
                {card.name}
              </Typography>
            ) : null}
            <Typography variant="caption" color="text.secondary" component="p">
              {t.cardLikes(card.likedNumber)} · {t.cardComments(card.commentNumber)}
            </Typography>
          </Box>
        </CardActionArea>
      </Card>
    </Box>
  );
}
