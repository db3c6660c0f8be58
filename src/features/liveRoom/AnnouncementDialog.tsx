import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { msg } from '../../text/messages';
import { liveRoomMsg } from '../../text/liveRoom';

const t = liveRoomMsg;

/** 直播公告: must be confirmed with 确定 before the video plays (001 §4 Live). */
export function AnnouncementDialog({ text, onConfirm }: { text: string; onConfirm: () => void }) {
  return (
    <Dialog
      open
      maxWidth={false}
      slotProps={{ paper: { sx: { width: 540, maxWidth: '95vw' } } }}
      aria-labelledby="live-announcement-title"
    >
      <DialogTitle id="live-announcement-title">{t.announcementTitle}</DialogTitle>
      <DialogContent>
        <Typography sx={{ whiteSpace: 'pre-wrap' }}>
          {text.trim() === '' ? t.announcementEmpty : text}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onConfirm} autoFocus>
          {msg.app.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
