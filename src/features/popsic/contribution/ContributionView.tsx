import { Link as RouterLink } from 'react-router-dom';
import type { UseQueryResult } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import type {
  ContributionEvent,
  ContributionForm,
  FieldErrors,
  WizardStep,
} from '../../../../machines/contribution.machine';
import { BlockSkeleton } from '../../../components/BlockSkeleton';
import { ErrorState } from '../../../components/ErrorState';
import type { PopsicDict } from '../../../schemas/popsic';
import { msg } from '../../../text/messages';
import { contributionMsg } from '../../../text/contribution';
import { contributionPagesMsg } from '../../../text/contributionPages';
import { popsicMsg } from '../../../text/popsic';
import { Step1Fields } from './Step1Fields';
import { Step2Fields } from './Step2Fields';
import { Step3Fields } from './Step3Fields';

const t = contributionPagesMsg;

export type WizardStage = 'checking' | 'loading' | 'failed' | 'blocked' | 'form' | 'submitting' | 'submitted';

export interface ContributionViewProps {
  stage: WizardStage;
  step: WizardStep;
  /** A step's rule or the submit runs (the fields and buttons wait). */
  busy: boolean;
  editing: boolean;
  form: ContributionForm;
  errors: FieldErrors;
  /** failed: the session check's message (edit mode shows 数据异常); form: a refused submit's message. */
  message: string | null;
  dict: UseQueryResult<PopsicDict>;
  send: (event: ContributionEvent) => void;
}

/**
 * /popsic/contribution (000 §2.3, §4.5): the stepper 作者资质 / 作品来源 / 上传作品 and the step's fields,
 * 上一步 / 下一步 / 提交; before the form the session check or the loading work, 数据异常 on a failed load,
 * the ended contest (60016), and 投稿成功 before the way back to /popsic.
 */
export function ContributionView(props: ContributionViewProps) {
  const { stage, editing, message, send } = props;
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto' }} data-testid="contribution" data-stage={stage}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
        {editing ? t.editTitle : t.title}
      </Typography>
      {stage === 'checking' || stage === 'loading' ? (
        <Box>
          <Typography role="status" sx={{ mb: 1 }}>
            {stage === 'checking' ? t.checking : t.loading}
          </Typography>
          <BlockSkeleton rows={4} />
        </Box>
      ) : stage === 'failed' ? (
        <ErrorState
          title={editing ? contributionMsg.loadFailed : (message ?? msg.app.loadFailed)}
          onRetry={() => send({ type: 'load.retry' })}
        />
      ) : stage === 'blocked' ? (
        <Alert severity="info" role="status" action={<BackToMine />}>
          {popsicMsg.sessionEnded}
        </Alert>
      ) : stage === 'submitted' ? (
        <Alert severity="success" role="status">
          {contributionMsg.submitted}
          <br />
          {t.redirecting}
        </Alert>
      ) : (
        <WizardForm {...props} />
      )}
    </Box>
  );
}

function BackToMine() {
  return (
    <Button component={RouterLink} to="/popsic" color="inherit" size="small">
      {t.backToMine}
    </Button>
  );
}

function WizardForm({
  stage,
  step,
  busy,
  editing,
  form,
  errors,
  message,
  dict,
  send,
}: ContributionViewProps) {
  const stepProps = { form, errors, send, disabled: busy };
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stepper activeStep={step - 1} alternativeLabel aria-label={t.stepsLabel} sx={{ mb: 3 }}>
        {t.steps.map((label, i) => (
          <Step key={label} completed={i < step - 1}>
            <StepLabel aria-current={i === step - 1 ? 'step' : undefined}>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {dict.isError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t.dictFailed}
        </Alert>
      ) : null}
      <Box
        component="form"
        noValidate
        aria-label={t.steps[step - 1]}
        onSubmit={(e) => {
          e.preventDefault();
          send({ type: 'step.next' });
        }}
      >
        {step === 1 ? <Step1Fields {...stepProps} editing={editing} dict={dict.data} /> : null}
        {step === 2 ? <Step2Fields {...stepProps} dict={dict.data} /> : null}
        {step === 3 ? <Step3Fields {...stepProps} dict={dict.data} /> : null}
        {step === 3 && message ? (
          <Alert severity="error" role="alert" sx={{ mt: 1 }}>
            {message}
          </Alert>
        ) : null}
        <Stack direction="row" spacing={2} sx={{ mt: 2, justifyContent: 'flex-end' }}>
          {step > 1 ? (
            <Button onClick={() => send({ type: 'step.back' })} disabled={stage === 'submitting'}>
              {t.prev}
            </Button>
          ) : null}
          <Button type="submit" variant="contained" disabled={busy} aria-busy={busy}>
            {step < 3 ? t.next : stage === 'submitting' ? t.submitting : t.submit}
          </Button>
        </Stack>
      </Box>
    </Paper>
  );
}
