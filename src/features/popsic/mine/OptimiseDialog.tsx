import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  COVER_EXTENSIONS,
  COVER_HINT,
  COVER_MAX_BYTES,
  SHARE_PICTURE_HINT,
} from '../../../../domain/submission';
import { UploadField } from '../../../components/upload';
import { optimizeWorksBody, type OwnWorkRow } from '../../../schemas/submission';
import { msg } from '../../../text/messages';
import { contributionMsg } from '../../../text/contribution';
import { contributionPagesMsg } from '../../../text/contributionPages';

const t = contributionPagesMsg.optimise;
const m = contributionMsg;

type Picture = 'coverUrl' | 'sharePictureUrl';
export type OptimiseErrors = Partial<Record<Picture, string>>;

/** The shared rule of optimizeWorks (000 §7.4): a message per missing or unusable picture. */
export function optimiseErrors(body: {
  worksId: number;
  coverUrl: string;
  sharePictureUrl: string;
}): OptimiseErrors {
  const parsed = optimizeWorksBody.safeParse(body);
  const errors: OptimiseErrors = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const key = issue.path[0];
    if (key === 'coverUrl' || key === 'sharePictureUrl') errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * 完善材料 of a passed work (000 §2.3, §5.5; optimizeWorks): the cover (800×450 hint) and the share
 * thumbnail (450×450 hint), each uploaded by the shared field and shown; 提交材料 sends both. A refusal
 * keeps the dialog open with the server's message.
 */
export function OptimiseDialog({
  row,
  onSubmit,
  onClose,
}: {
  row: OwnWorkRow;
  /** Resolves when saved; rejects with the server's message. */
  onSubmit: (body: { worksId: number; coverUrl: string; sharePictureUrl: string }) => Promise<void>;
  onClose: () => void;
}) {
  const [pictures, setPictures] = useState({ coverUrl: row.coverUrl, sharePictureUrl: row.sharePictureUrl });
  const [errors, setErrors] = useState<OptimiseErrors>({});
  // The call's state (pending, the server's refusal) is react-query's, as in the other dialogs.
  const save = useMutation({ mutationFn: (body: Parameters<typeof onSubmit>[0]) => onSubmit(body) });
  const busy = save.isPending;
  const failure = save.error ? save.error.message : null;

  const submit = () => {
    const body = { worksId: row.worksId, ...pictures };
    const found = optimiseErrors(body);
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate(body);
  };

  const picture = (key: Picture, label: string, upload: string, hint: { width: number; height: number }) => (
    <Box role="group" aria-labelledby={`optimise-${key}`}>
      <Typography id={`optimise-${key}`} variant="subtitle2" component="h3">
        {label}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {contributionPagesMsg.sizeHint(hint.width, hint.height)}
      </Typography>
      {pictures[key] ? (
        <Box
          component="img"
          src={pictures[key]}
          alt={t.pictureAlt(label)}
          data-testid={`optimise-${key}`}
          sx={{
            display: 'block',
            width: 160,
            maxWidth: '100%',
            aspectRatio: `${hint.width} / ${hint.height}`,
            objectFit: 'cover',
            borderRadius: 1,
            mb: 1,
          }}
        />
      ) : null}
      <UploadField
        label={upload}
        extensions={COVER_EXTENSIONS}
        maxBytes={COVER_MAX_BYTES}
        typeMessage={m.coverType}
        sizeMessage={m.coverSize}
        disabled={busy}
        onUploaded={(file) => {
          setPictures((p) => ({ ...p, [key]: file.url }));
          setErrors((x) => ({ ...x, [key]: undefined }));
        }}
      />
      <FormHelperText error={errors[key] !== undefined}>{errors[key] ?? ' '}</FormHelperText>
    </Box>
  );

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby="optimise-title"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="optimise-title" sx={{ overflowWrap: 'anywhere' }}>
        {t.title(row.title)}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {picture('coverUrl', t.cover, t.uploadCover, COVER_HINT)}
          {picture('sharePictureUrl', t.sharePicture, t.uploadSharePicture, SHARE_PICTURE_HINT)}
          {failure ? (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {msg.app.cancel}
        </Button>
        <Button variant="contained" onClick={submit} disabled={busy} aria-busy={busy}>
          {busy ? t.submitting : t.submit}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
