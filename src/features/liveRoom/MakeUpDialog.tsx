import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MakeUpValues } from '../../../machines/liveRoom.machine';
import { FormTextField } from '../../components/form/FormTextField';
import { useZodForm } from '../../components/form/useZodForm';
import { makeUpSchema } from '../../schemas/liveRoom';
import { PROFILE_MAX } from '../../schemas/limits';
import { msg } from '../../text/messages';
import { educationMsg } from '../../text/education';
import { liveRoomMsg } from '../../text/liveRoom';

const t = liveRoomMsg;
type Field = keyof MakeUpValues;
const FIELDS: { key: Field; label: string; inputMode?: 'tel' }[] = [
  { key: 'realName', label: msg.profile.realName },
  { key: 'hospital', label: t.hospital },
  { key: 'phone', label: msg.profile.phone, inputMode: 'tel' },
];

/** 完善资料 (001 §2, §5): realName, hospital, phone, all required; what was typed stays after a failure. */
export function MakeUpDialog({
  initial,
  submitting,
  onSubmit,
}: {
  initial: MakeUpValues | null;
  submitting: boolean;
  onSubmit: (form: MakeUpValues) => void;
}) {
  const form = useZodForm({
    schema: makeUpSchema,
    defaultValues: initial ?? { realName: '', hospital: '', phone: '' },
  });

  return (
    <Dialog
      open
      maxWidth={false}
      slotProps={{ paper: { sx: { width: 540, maxWidth: '95vw' } } }}
      aria-labelledby="live-makeup-title"
    >
      <form onSubmit={form.submit(onSubmit)} noValidate>
        <DialogTitle id="live-makeup-title">{t.makeUpTitle}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t.makeUpHint}
          </Typography>
          <Stack spacing={2}>
            {FIELDS.map(({ key, label, inputMode }) => (
              <FormTextField
                key={key}
                form={form}
                name={key}
                label={label}
                required
                disabled={submitting}
                slotProps={{ htmlInput: { maxLength: key === 'phone' ? 11 : PROFILE_MAX, inputMode } }}
              />
            ))}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button type="submit" variant="contained" disabled={submitting}>
            {submitting ? educationMsg.submitting : educationMsg.infoSubmit}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
