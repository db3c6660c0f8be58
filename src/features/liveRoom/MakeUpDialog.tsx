import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { MakeUpValues } from '../../../machines/liveRoom.machine';
import { makeUpSchema } from '../../schemas/liveRoom';
import { PROFILE_MAX } from '../../schemas/limits';
import { msg } from '../../text/messages';

const t = msg.liveRoom;
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
  const [form, setForm] = useState<MakeUpValues>(initial ?? { realName: '', hospital: '', phone: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const r = makeUpSchema.safeParse(form);
    if (!r.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of r.error.issues) {
        const key = issue.path[0] as Field;
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    onSubmit(r.data);
  };

  return (
    <Dialog
      open
      maxWidth={false}
      slotProps={{ paper: { sx: { width: 540, maxWidth: '95vw' } } }}
      aria-labelledby="live-makeup-title"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="live-makeup-title">{t.makeUpTitle}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t.makeUpHint}
          </Typography>
          <Stack spacing={2}>
            {FIELDS.map(({ key, label, inputMode }) => (
              <TextField
                key={key}
                label={label}
                required
                value={form[key]}
                disabled={submitting}
                error={errors[key] !== undefined}
                helperText={errors[key] ?? ' '}
                onChange={(e) => {
                  const value = e.target.value;
                  setForm((f) => ({ ...f, [key]: value }));
                  setErrors((x) => ({ ...x, [key]: undefined }));
                }}
                slotProps={{ htmlInput: { maxLength: key === 'phone' ? 11 : PROFILE_MAX, inputMode } }}
              />
            ))}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button type="submit" variant="contained" disabled={submitting}>
            {submitting ? msg.education.submitting : msg.education.infoSubmit}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
