import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import LiveTvOutlined from '@mui/icons-material/LiveTvOutlined';
import EmojiObjectsOutlined from '@mui/icons-material/EmojiObjectsOutlined';
import Groups2Outlined from '@mui/icons-material/Groups2Outlined';
import { msg } from '../../text/messages';

const TILES = [
  { to: '/education', label: msg.home.tiles.education, Icon: SchoolOutlined, color: '#1d6fa5' },
  { to: '/live', label: msg.home.tiles.live, Icon: LiveTvOutlined, color: '#2a9d8f' },
  { to: '/popsic', label: msg.home.tiles.popsic, Icon: EmojiObjectsOutlined, color: '#d08a2c' },
  { to: '/specialist', label: msg.home.tiles.experts, Icon: Groups2Outlined, color: '#5a67b8' },
] as const;

/** Four quick entries (000 §2.2). */
export function QuickTiles() {
  return (
    <Box component="nav" aria-label={msg.home.quickEntries}>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
        }}
      >
        {TILES.map(({ to, label, Icon, color }) => (
          <li key={to}>
            <Paper
              component={RouterLink}
              to={to}
              variant="outlined"
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1.5,
                p: 2,
                textDecoration: 'none',
                color: 'text.primary',
                transition: 'box-shadow 200ms, transform 200ms',
                '&:hover, &:focus-visible': { boxShadow: 3, transform: 'translateY(-2px)' },
              }}
            >
              <Box
                sx={{
                  width: 44,
                  height: 44,
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: color,
                }}
              >
                <Icon aria-hidden sx={{ color: '#fff' }} />
              </Box>
              <Typography sx={{ fontWeight: 600 }}>{label}</Typography>
            </Paper>
          </li>
        ))}
      </Box>
    </Box>
  );
}
