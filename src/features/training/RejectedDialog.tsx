import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { msg } from '../../text/messages';
import { trainingMsg } from '../../text/training';

/** 报名未通过审核 with the reason, from where the user may apply again. */
export interface RejectedProps {
  open: boolean;
  groupName: string;
  reason: string;
  onClose: () => void;
  onApplyAgain: () => void;
}

/** The enrolment machine's `rejected` state (001 §4: 2 shows the rejection reason). */
export function RejectedDialog({ open, groupName, reason, onClose, onApplyAgain }: RejectedProps) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="rejected-title">
      <DialogTitle id="rejected-title">{groupName}</DialogTitle>
      <DialogContent>
        <Typography>{trainingMsg.rejected(reason)}</Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{msg.app.cancel}</Button>
        <Button variant="contained" onClick={onApplyAgain}>
          {trainingMsg.applySubmit}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
