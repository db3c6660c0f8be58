import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BlockSkeleton } from '../../components/BlockSkeleton';
import { ErrorState } from '../../components/ErrorState';
import { lastWeek } from '../../../domain/signIn';
import { SIGN_IN_STREAK_BONUS, SIGN_IN_STREAK_DAYS } from '../../../domain/points';
import type { SignInRecord } from '../../../machines/signIn.machine';
import { msg } from '../../text/messages';
import { pointsMsg } from '../../text/points';

const t = pointsMsg.centre;

export type SignInViewState =
  | { status: 'loading' }
  | { status: 'loadFailed'; error: string }
  | { status: 'ready'; record: SignInRecord; signed: boolean; signing: boolean };

/** 1 home / sign-in: the button (立即签到 / 今日已签到), the last 7 days, total and consecutive days. */
export function SignInView({
  state,
  today,
  onSignIn,
  onRetry,
}: {
  state: SignInViewState;
  today: string;
  onSignIn: () => void;
  onRetry: () => void;
}) {
  if (state.status === 'loading') return <BlockSkeleton height={180} />;
  if (state.status === 'loadFailed')
    return <ErrorState title={msg.app.loadFailed} error={new Error(state.error)} onRetry={onRetry} />;
  const { record, signed, signing } = state;
  const signedDays = new Set(record.lastSignInList.map((d) => d.signDate));
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Stack spacing={0.5}>
          <Typography data-testid="sign-in-total">{t.totalDays(record.signInTotalDays)}</Typography>
          <Typography data-testid="sign-in-consecutive">{t.consecutive(record.consecutiveDays)}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t.streakRule(SIGN_IN_STREAK_DAYS, SIGN_IN_STREAK_BONUS)}
          </Typography>
        </Stack>
        <Button
          variant="contained"
          size="large"
          disabled={signed || signing}
          onClick={onSignIn}
          sx={{ minWidth: 160 }}
        >
          {signed ? t.signedToday : signing ? t.signing : t.signInNow}
        </Button>
      </Stack>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 3, mb: 1 }}>
        {t.lastWeek}
      </Typography>
      <Box
        component="ol"
        aria-label={t.lastWeek}
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: 1, listStyle: 'none', m: 0, p: 0 }}
      >
        {lastWeek(today).map((day) => {
          const on = signedDays.has(day);
          return (
            <Box
              component="li"
              key={day}
              data-testid="sign-in-day"
              data-signed={on ? 'true' : 'false'}
              aria-label={`${day} ${on ? t.signedMark : t.notSignedMark}`}
              sx={{
                textAlign: 'center',
                py: 1,
                borderRadius: 1,
                border: 1,
                borderColor: on ? 'primary.main' : 'divider',
                bgcolor: on ? 'primary.main' : 'transparent',
                color: on ? 'primary.contrastText' : 'text.secondary',
                outline: day === today ? 2 : 0,
                outlineColor: 'secondary.main',
                outlineOffset: 2,
              }}
            >
              <Typography variant="caption" component="div">
                {day.slice(5)}
              </Typography>
              <Typography variant="body2" component="div">
                {on ? t.signedMark : t.notSignedMark}
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Paper>
  );
}
