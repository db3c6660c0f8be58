import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import {
  COVER_EXTENSIONS,
  COVER_HINT,
  COVER_MAX_BYTES,
  MAX_MEDIA_FILES,
  MEDIA_MAX_BYTES,
  SUBMISSION_MAX,
  WORKS_FORM_VALUES,
  contentShown,
  mediaExtensions,
  misfitFiles,
  typeFieldOf,
  type WorksForm,
} from '../../../../domain/submission';
import { UploadField } from '../../../components/upload';
import type { PopsicDict } from '../../../schemas/popsic';
import { contributionMsg } from '../../../text/contribution';
import { contributionPagesMsg } from '../../../text/contributionPages';
import { DictSelect, FIELD_GAP, FormField, type StepProps } from './fields';

const t = contributionPagesMsg;
const f = t.fields;
const m = contributionMsg;

/** Why a media file cannot be added now (000 §5.5): the form first, at most 5 files. */
export const mediaBlocked = (worksForm: WorksForm | null, count: number): string | null =>
  worksForm === null ? m.formFirst : count >= MAX_MEDIA_FILES ? m.mediaTooMany : null;

/**
 * Step 3, upload (000 §5.5): the work form, its type, audience and category, the description (shown unless
 * the form is 1 or 4, with a counter), the cover (JPG/JPEG/PNG ≤ 5 MB, 800×450 hint), the media files (the
 * form's types, at most 5, each removable; one the form does not take marked, the machine's message naming
 * it) and the service agreement.
 */
export function Step3Fields(props: StepProps & { dict: PopsicDict | undefined }) {
  const { form, errors, send, disabled, dict } = props;
  const typeField = typeFieldOf(form.worksForm);
  const blocked = mediaBlocked(form.worksForm, form.fileList.length);
  const extensions = mediaExtensions(form.worksForm ?? 3);
  // Files the chosen form does not take stay listed, each marked, until the user removes them (decision 0067).
  const misfits = new Set(misfitFiles(form.worksForm, form.fileList));
  return (
    <Stack spacing={1.5}>
      <FormControl component="fieldset" error={errors.worksForm !== undefined} disabled={disabled} required>
        <FormLabel component="legend">{f.worksForm}</FormLabel>
        <RadioGroup
          row
          name="worksForm"
          value={form.worksForm === null ? '' : String(form.worksForm)}
          onChange={(e) => send({ type: 'worksForm.set', value: Number(e.target.value) as WorksForm })}
        >
          {WORKS_FORM_VALUES.map((v) => (
            <FormControlLabel key={v} value={String(v)} control={<Radio />} label={t.worksForms[v]} />
          ))}
        </RadioGroup>
        <FormHelperText>{errors.worksForm ?? ' '}</FormHelperText>
      </FormControl>
      <Stack spacing={FIELD_GAP}>
        {typeField ? (
          <DictSelect
            {...props}
            name={typeField}
            label={typeField === 'videoType' ? f.videoType : f.graphicType}
            entries={dict?.[typeField] ?? []}
          />
        ) : null}
        <DictSelect
          {...props}
          name="scienceTarget"
          label={f.scienceTarget}
          entries={dict?.scienceTarget ?? []}
          required
        />
        <DictSelect
          {...props}
          name="scienceType"
          label={f.scienceType}
          entries={dict?.scienceType ?? []}
          required
        />
        {contentShown(form.worksForm) ? (
          <FormField
            {...props}
            name="content"
            label={f.content}
            max={SUBMISSION_MAX.content}
            multiline
            minRows={4}
            helperText={t.counter(form.content.length, SUBMISSION_MAX.content)}
          />
        ) : null}
      </Stack>

      <Box role="group" aria-labelledby="contribution-cover-label">
        <Typography id="contribution-cover-label" variant="subtitle2" component="h2">
          {f.cover}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t.coverHint(COVER_HINT.width, COVER_HINT.height)}
        </Typography>
        {form.coverUrl ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', mb: 1 }}>
            <Box
              component="img"
              src={form.coverUrl}
              alt={t.coverAlt}
              data-testid="cover-preview"
              sx={{ width: 200, maxWidth: '60%', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 1 }}
            />
            <Button
              size="small"
              color="inherit"
              disabled={disabled}
              onClick={() => send({ type: 'cover.clear' })}
            >
              {t.removeCover}
            </Button>
          </Stack>
        ) : null}
        <UploadField
          label={t.uploadCover}
          extensions={COVER_EXTENSIONS}
          maxBytes={COVER_MAX_BYTES}
          typeMessage={m.coverType}
          sizeMessage={m.coverSize}
          disabled={disabled}
          onUploaded={(file) => send({ type: 'cover.set', url: file.url })}
        />
        <FormHelperText error={errors.coverUrl !== undefined}>{errors.coverUrl ?? ' '}</FormHelperText>
      </Box>

      <Box role="group" aria-labelledby="contribution-media-label">
        <Typography id="contribution-media-label" variant="subtitle2" component="h2">
          {f.media}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {form.worksForm === null ? m.formFirst : t.mediaHint(extensions, MAX_MEDIA_FILES)}
        </Typography>
        {form.fileList.length > 0 ? (
          <List dense aria-label={t.mediaList} data-testid="media-list">
            {form.fileList.map((file, index) => (
              <ListItem
                key={file.url}
                disableGutters
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={t.removeFile(file.fileName)}
                    disabled={disabled}
                    onClick={() => send({ type: 'media.remove', index })}
                  >
                    <DeleteOutline />
                  </IconButton>
                }
              >
                <ListItemText
                  primary={file.fileName}
                  secondary={misfits.has(file) ? t.misfitFile : undefined}
                  slotProps={{
                    primary: { sx: { overflowWrap: 'anywhere' } },
                    secondary: { color: 'error' },
                  }}
                />
              </ListItem>
            ))}
          </List>
        ) : null}
        <UploadField
          label={t.uploadMedia}
          extensions={extensions}
          maxBytes={MEDIA_MAX_BYTES}
          typeMessage={m.mediaType(extensions)}
          sizeMessage={m.mediaSize(MEDIA_MAX_BYTES / 1024 / 1024)}
          blockedMessage={blocked}
          disabled={disabled}
          onUploaded={(file) => send({ type: 'media.add', file })}
          onFailed={() => send({ type: 'media.failed' })}
        />
        <FormHelperText error={errors.fileList !== undefined}>{errors.fileList ?? ' '}</FormHelperText>
      </Box>

      <FormControl error={errors.agreement !== undefined} disabled={disabled}>
        <FormControlLabel
          control={
            <Checkbox
              checked={form.agreement}
              onChange={(e) => send({ type: 'agreement.set', value: e.target.checked })}
            />
          }
          label={f.agreement}
        />
        <FormHelperText>{errors.agreement ?? ' '}</FormHelperText>
      </FormControl>
    </Stack>
  );
}
