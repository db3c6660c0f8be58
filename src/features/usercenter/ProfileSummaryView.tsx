import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { User } from '../../schemas/account';
import { msg } from '../../text/messages';

const p = msg.profile;

/** 3 personal centre: the profile as saved, and the way to edit it (the profile form of the shell). */
export function ProfileSummaryView({ user, onEdit }: { user: User; onEdit: () => void }) {
  const rows: Array<[string, string]> = [
    [p.nickName, user.nickName],
    [p.realName, user.realName],
    [p.phone, user.phone],
    [p.hospital, user.hospital],
    [p.department, user.department],
    [p.jodTitle, user.jodTitle],
  ];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
        {rows.map(([label, value]) => (
          <Stack key={label} direction="row" spacing={2}>
            <Typography component="dt" color="text.secondary" sx={{ width: 96, flexShrink: 0 }}>
              {label}
            </Typography>
            <Typography
              component="dd"
              sx={{ m: 0, overflowWrap: 'anywhere' }}
              data-testid={`summary-${label}`}
            >
              {value || msg.points.centre.notFilled}
            </Typography>
          </Stack>
        ))}
      </Stack>
      <Button variant="contained" sx={{ mt: 3 }} onClick={onEdit}>
        {msg.points.centre.editProfile}
      </Button>
    </Paper>
  );
}
