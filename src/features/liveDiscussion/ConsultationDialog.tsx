import type { KeyboardEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import type { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { zhCN } from '@mui/x-date-pickers/locales';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { chinaDayStart, formatChinaTime } from '../../../domain/chinaTime';
import { ApiError } from '../../api/errors';
import { applyConsultation, liveDiscussionKeys } from '../../api/liveDiscussion';
import { PICKER_TIME_ZONE } from '../../components/chinaDayjs';
import { FormTextField } from '../../components/form/FormTextField';
import { useZodForm } from '../../components/form/useZodForm';
import { toast } from '../../components/toastStore';
import {
  consultationSchema,
  emptyConsultationForm,
  isDayDisabled,
  LINK_MAX,
  PASSWORD_MAX,
  PATIENT_ID_MAX,
  TEXT_MAX,
  TITLE_MAX,
  USER_NAME_MAX,
  type ConsultationBody,
  type ConsultationForm,
} from '../../schemas/liveDiscussion';
import { msg } from '../../text/messages';
import { educationMsg } from '../../text/education';
import { liveDiscussionMsg } from '../../text/liveDiscussion';

const t = liveDiscussionMsg;
const TITLE_ID = 'consultation-dialog-title';
const FORM_ID = 'consultation-form';
const PICKER_FORMAT = 'YYYY-MM-DD HH:mm';
const pickerTexts = zhCN.components.MuiLocalizationProvider.defaultProps.localeText;

/**
 * Escape in an open calendar closes the calendar only: React lets its keydown bubble from the portal up
 * to the dialog, which would close the whole form. Keys from the fields themselves (same DOM) pass.
 */
const keepDialogOnPickerEscape = (e: KeyboardEvent<HTMLElement>) => {
  if (e.key === 'Escape' && !e.currentTarget.contains(e.target as Node)) e.stopPropagation();
};

type TextKey = Exclude<keyof ConsultationForm, 'startTime' | 'endTime'>;
/** The form as typed: the texts, and the two picked times (null until picked). */
type ConsultationValues = Pick<ConsultationForm, TextKey> & {
  startTime: Dayjs | null;
  endTime: Dayjs | null;
};

/** A picked value as the API wants it (China time); a half-typed date stays text the schema refuses. */
const toText = (d: Dayjs | null): string =>
  d === null ? '' : d.isValid() ? formatChinaTime(d.valueOf()) : 'invalid';

/**
 * 申请会诊 (000 §5.2): every field and message, the time range as two date-time pickers (in China time,
 * whatever the browser's zone) with the
 * days before (now − 1 day) disabled. Success: 会诊信息发布成功 and the dialog closes; failure: the
 * alert 无法发起讨论，请联系管理员 and everything typed stays.
 */
export function ConsultationDialog({ onClose }: { onClose: () => void }) {
  const form = useZodForm<ConsultationValues, ConsultationBody>({
    // Read at every submit: the start day is checked against the clock of that moment.
    schema: () => consultationSchema(Date.now()),
    defaultValues: { ...emptyConsultationForm(), startTime: null, endTime: null },
    toInput: (values) => ({
      ...values,
      startTime: toText(values.startTime),
      endTime: toText(values.endTime),
    }),
  });
  const queryClient = useQueryClient();
  const apply = useMutation({
    mutationFn: (body: ConsultationBody) => applyConsultation(body),
    onSuccess: () => {
      toast.success(t.applied);
      void queryClient.invalidateQueries({ queryKey: liveDiscussionKeys.indexList() });
      onClose();
    },
  });
  const busy = apply.isPending;

  const submit = form.submit((body) => apply.mutate({ ...body, daterange: [body.startTime, body.endTime] }));

  const field = (key: TextKey, label: string, max: number, required: boolean, multiline = false) => (
    <FormTextField
      form={form}
      name={key}
      id={`consultation-${key}`}
      label={label}
      helperText={key === 'password' ? t.passwordHint : ' '}
      size="small"
      fullWidth
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      disabled={busy}
      type={key === 'password' ? 'password' : undefined}
      autoComplete={key === 'password' ? 'new-password' : undefined}
      required={required}
      slotProps={{ htmlInput: { maxLength: max } }}
    />
  );

  // Read the clock when a day is checked (not during render): an open dialog stays right past midnight.
  const disabledDay = (d: Dayjs) => isDayDisabled(chinaDayStart(d.valueOf()), Date.now());
  const picker = (which: 'startTime' | 'endTime') => (
    <Controller
      control={form.control}
      name={which}
      render={({ field }) => {
        const message = form.errorOf(which);
        return (
          <DateTimePicker
            label={which === 'startTime' ? t.startTime : t.endTime}
            value={field.value}
            onChange={(v) => {
              field.onChange(v);
              form.clearError(which);
            }}
            format={PICKER_FORMAT}
            timezone={PICKER_TIME_ZONE}
            ampm={false}
            shouldDisableDate={disabledDay}
            disabled={busy}
            slotProps={{
              textField: {
                id: `consultation-${which}`,
                size: 'small',
                fullWidth: true,
                required: true,
                error: message !== undefined,
                helperText: message ?? ' ',
              },
            }}
          />
        );
      }}
    />
  );

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="zh-cn" localeText={pickerTexts}>
      <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={TITLE_ID} maxWidth="sm" fullWidth>
        <DialogTitle id={TITLE_ID}>{t.applyTitle}</DialogTitle>
        <DialogContent dividers>
          <Stack component="form" id={FORM_ID} noValidate onSubmit={submit} spacing={0.5}>
            {field('title', t.title, TITLE_MAX, true)}
            {field('userName', t.userName, USER_NAME_MAX, true)}
            {field('link', t.link, LINK_MAX, true)}
            <Box
              sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1, pt: 1 }}
              onKeyDown={keepDialogOnPickerEscape}
            >
              {picker('startTime')}
              {picker('endTime')}
            </Box>
            {field('clinicalDiagnosis', t.clinicalDiagnosis, TEXT_MAX, true, true)}
            {field('patientId', t.patientId, PATIENT_ID_MAX, false)}
            {field('consultationPurpose', t.consultationPurpose, TEXT_MAX, true, true)}
            {field('password', t.password, PASSWORD_MAX, false)}
            {apply.isError ? (
              <Alert severity="error" role="alert">
                {t.applyFailed}
                {apply.error instanceof ApiError && apply.error.kind === 'business' ? (
                  // The server's reason (a publishing limit, a meeting host not allowed …).
                  <Box component="span" sx={{ display: 'block' }}>
                    {apply.error.message}
                  </Box>
                ) : null}
              </Alert>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {msg.app.cancel}
          </Button>
          <Button type="submit" form={FORM_ID} variant="contained" disabled={busy}>
            {busy ? educationMsg.submitting : educationMsg.infoSubmit}
          </Button>
        </DialogActions>
      </Dialog>
    </LocalizationProvider>
  );
}

export default ConsultationDialog;
