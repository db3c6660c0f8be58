import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { CAMPAIGNS, CAMPAIGN_MAX, type AttachmentRule } from '../../../domain/campaigns';
import type { CampaignFile, WorkTextField } from '../../../machines/campaign.machine';
import { UploadField } from '../../components/upload';
import { msg } from '../../text/messages';
import { campaignMsg } from '../../text/campaign';
import { campaignPagesMsg } from '../../text/campaignPages';
import { CampaignField, type CampaignFormProps } from './fields';

const t = campaignPagesMsg;
const f = t.fields;
const m = campaignMsg;
const MB = 1024 * 1024;

/** Choosing one more file than the rule allows: 002 §5's warning with the counts; null while there is room. */
export const tooManyMessage = (rule: AttachmentRule, count: number): string | null =>
  count >= rule.maxFiles ? m.tooMany(rule.maxFiles, 1, count + 1) : null;

/**
 * Step 2, the work (002 §3, §5): the campaign's work fields in its order — title, members (ca, qc), the
 * summary, the cover (JPG/JPEG/PNG ≤ 5 MB, 16:9) and the attachments (the campaign's extensions, count and
 * size), each removable after a confirmation; read-only once submitted.
 */
export function WorkFields(props: CampaignFormProps) {
  const { campaign, work, errors, send, onCheck, disabled } = props;
  const cfg = CAMPAIGNS[campaign];
  const text = (name: WorkTextField, extra: Record<string, unknown> = {}) => (
    <CampaignField
      key={name}
      name={name}
      label={f[name]}
      value={work[name]}
      max={CAMPAIGN_MAX[name as 'title' | 'subTitle' | 'content']}
      message={errors[name]}
      onValue={(value) => send({ type: 'work.set', name, value })}
      onCheck={onCheck}
      disabled={disabled}
      required
      {...extra}
    />
  );
  return (
    <Stack spacing={0.5} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {t.workForm}
      </Typography>
      {cfg.work.map((field) => {
        if (field === 'subTitle') return text(field, { helperText: t.fields.subTitleHint });
        if (field === 'content')
          return text(field, {
            multiline: true,
            minRows: 4,
            helperText: t.counter(work.content.length, CAMPAIGN_MAX.content),
          });
        if (field === 'coverUrl') return <CoverField key={field} {...props} rule={cfg.cover} />;
        if (field === 'fileList') return <FilesField key={field} {...props} rule={cfg.attachments} />;
        return text(field);
      })}
    </Stack>
  );
}

function CoverField({ work, errors, send, disabled, rule }: CampaignFormProps & { rule: AttachmentRule }) {
  return (
    <Box role="group" aria-labelledby="campaign-cover-label" sx={{ mb: 1 }}>
      <Typography id="campaign-cover-label" variant="subtitle2" component="h3">
        {f.coverUrl}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t.coverHint}
      </Typography>
      {work.coverUrl ? (
        <Box
          component="img"
          src={work.coverUrl}
          alt={t.coverAlt}
          data-testid="cover-preview"
          sx={{
            display: 'block',
            width: 240,
            maxWidth: '100%',
            aspectRatio: '16 / 9',
            objectFit: 'cover',
            borderRadius: 1,
            mb: 1,
          }}
        />
      ) : null}
      {disabled ? null : (
        <UploadField
          label={t.uploadCover}
          extensions={rule.extensions}
          maxBytes={rule.maxBytes}
          typeMessage={m.coverType}
          sizeMessage={m.coverSize}
          onUploaded={(file) => send({ type: 'work.set', name: 'coverUrl', value: file.url })}
        />
      )}
      <FormHelperText error={errors.coverUrl !== undefined}>{errors.coverUrl ?? ' '}</FormHelperText>
    </Box>
  );
}

function FilesField({ work, errors, send, disabled, rule }: CampaignFormProps & { rule: AttachmentRule }) {
  const [removing, setRemoving] = useState<{ index: number; file: CampaignFile } | null>(null);
  return (
    <Box role="group" aria-labelledby="campaign-files-label">
      <Typography id="campaign-files-label" variant="subtitle2" component="h3">
        {f.fileList}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t.filesHint(rule.extensions, rule.maxFiles, rule.maxBytes / MB)}
      </Typography>
      {work.fileList.length > 0 ? (
        <List dense aria-label={t.fileListLabel} data-testid="campaign-files">
          {work.fileList.map((file, index) => (
            <ListItem
              key={`${file.url}-${index}`}
              disableGutters
              secondaryAction={
                disabled ? null : (
                  <IconButton
                    edge="end"
                    aria-label={t.removeFile(file.name)}
                    onClick={() => setRemoving({ index, file })}
                  >
                    <DeleteOutline />
                  </IconButton>
                )
              }
            >
              <ListItemText
                primary={file.name}
                secondary={t.preview.size(file.fileSize)}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          ))}
        </List>
      ) : null}
      {disabled ? null : (
        <UploadField
          label={t.uploadFile}
          extensions={rule.extensions}
          maxBytes={rule.maxBytes}
          typeMessage={m.fileType(rule.extensions)}
          sizeMessage={m.fileSize(rule.maxBytes / MB)}
          blockedMessage={tooManyMessage(rule, work.fileList.length)}
          onUploaded={(file) =>
            send({ type: 'file.add', file: { url: file.url, name: file.fileName, fileSize: file.fileSize } })
          }
          onFailed={() => send({ type: 'files.failed' })}
        />
      )}
      <FormHelperText error={errors.fileList !== undefined}>{errors.fileList ?? ' '}</FormHelperText>
      <Dialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        aria-labelledby="campaign-remove-title"
        aria-describedby="campaign-remove-text"
      >
        <DialogTitle id="campaign-remove-title">{t.removeTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText id="campaign-remove-text">
            {removing ? m.removeConfirm(removing.file.name) : ''}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRemoving(null)}>{msg.app.cancel}</Button>
          <Button
            variant="contained"
            onClick={() => {
              if (removing) send({ type: 'file.remove', index: removing.index });
              setRemoving(null);
            }}
          >
            {t.remove}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
