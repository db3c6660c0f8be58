import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BIND_PHONE_POINTS } from '../../../domain/points';
import { msg } from '../../text/messages';

/** Total and available points, and (until a phone is bound) the hint that binding one earns 50 (000 §2.4). */
export function ProfilePoints({
  score,
  available,
  phoneBound,
}: {
  score: number;
  available: number;
  phoneBound: boolean;
}) {
  return (
    <Box>
      <Stack direction="row" spacing={4}>
        <Points label={msg.profile.totalScore} value={score} testId="score-total" />
        <Points label={msg.profile.availableScore} value={available} testId="score-available" />
      </Stack>
      {phoneBound ? null : (
        <Alert severity="info" role="note" sx={{ mt: 1.5, py: 0 }}>
          {msg.profile.bindHint(BIND_PHONE_POINTS)}
        </Alert>
      )}
    </Box>
  );
}

function Points({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h5" component="p" color="primary" data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
}
