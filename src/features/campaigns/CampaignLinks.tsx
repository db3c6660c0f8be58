import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { CAMPAIGN_IDS, CAMPAIGNS } from '../../../domain/campaigns';
import { campaignPagesMsg } from '../../text/campaignPages';

const t = campaignPagesMsg;

/** The four campaigns' entries (decision 0053: on the home page, under the quick entries). */
export function CampaignLinks() {
  return (
    <Box component="nav" aria-label={t.entries.label}>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' },
        }}
      >
        {CAMPAIGN_IDS.map((id) => (
          <li key={id}>
            <Paper
              component={RouterLink}
              to={CAMPAIGNS[id].route}
              variant="outlined"
              sx={{
                display: 'block',
                height: '100%',
                p: 2,
                textDecoration: 'none',
                color: 'text.primary',
                borderLeft: 4,
                borderLeftColor: 'primary.main',
                '&:hover, &:focus-visible': { boxShadow: 3 },
              }}
            >
              <Typography sx={{ fontWeight: 600 }}>{t.names[id]}</Typography>
            </Paper>
          </li>
        ))}
      </Box>
    </Box>
  );
}
