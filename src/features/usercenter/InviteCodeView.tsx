import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { msg } from '../../text/messages';

const p = msg.profile;

/** 001 §3 myInviteCode: the user's own code, to share, with a copy button. */
export function InviteCodeView({ code, onCopy }: { code: string; onCopy: () => void }) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
      <Typography component="span" color="text.secondary">
        {p.myInviteCode}
      </Typography>
      <Typography
        component="span"
        data-testid="my-invite-code"
        sx={{ fontFamily: 'monospace', fontSize: 20, fontWeight: 700, letterSpacing: '0.12em' }}
      >
        {code}
      </Typography>
      <Button size="small" variant="outlined" startIcon={<ContentCopy />} onClick={onCopy} disabled={!code}>
        {p.copyInviteCode}
      </Button>
    </Stack>
  );
}
