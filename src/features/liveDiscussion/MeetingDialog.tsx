import type { EventFrom, SnapshotFrom } from 'xstate';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import type { liveJoinMachine } from '../../../machines/liveJoin.machine';
import { MEETING_ALLOW, MEETING_SANDBOX, meetingLinkTarget } from '../../schemas/liveDiscussion';
import { msg } from '../../text/messages';
import { liveDiscussionMsg } from '../../text/liveDiscussion';

const t = liveDiscussionMsg;
const TITLE_ID = 'live-meeting-title';

/**
 * The full-width 在线会诊 dialog: the meeting link plus the expert name in an iframe (000 §2.2, §4.3),
 * sandboxed to what a meeting needs. Only a meeting address is framed (the demo page or an http(s) host:
 * the server offers only hosts on MEETING_HOSTS); anything else shows 会议地址不可用.
 */
export function MeetingDialog({
  state,
  send,
}: {
  state: SnapshotFrom<typeof liveJoinMachine>;
  send: (event: EventFrom<typeof liveJoinMachine>) => void;
}) {
  const open = state.matches('meeting') && state.context.meetingUrl !== null;
  const link = state.context.session?.link ?? '';
  const framable = link !== '' && meetingLinkTarget(link) !== null;
  const close = () => send({ type: 'meeting.close' });
  return (
    <Dialog open={open} onClose={close} aria-labelledby={TITLE_ID} fullWidth maxWidth={false}>
      <DialogTitle id={TITLE_ID} sx={{ pr: 6 }}>
        {t.meetingTitle}
        <IconButton
          aria-label={msg.app.close}
          onClick={close}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers sx={{ p: 0 }}>
        {open && framable ? (
          <Box
            component="iframe"
            title={t.meetingFrame}
            src={state.context.meetingUrl ?? undefined}
            sandbox={MEETING_SANDBOX}
            allow={MEETING_ALLOW}
            referrerPolicy="no-referrer"
            sx={{ display: 'block', width: '100%', height: '75vh', border: 0 }}
          />
        ) : open ? (
          <Alert severity="warning" role="alert" sx={{ m: 2 }}>
            {t.meetingUnavailable}
          </Alert>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
