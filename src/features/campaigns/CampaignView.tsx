import { lazy, Suspense } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import {
  isSubmitted,
  type CampaignId,
  type CampaignStatus,
  type WizardStep,
} from '../../../domain/campaigns';
import type {
  CampaignEvent,
  FieldErrors,
  RegistrationForm,
  WorkForm,
} from '../../../machines/campaign.machine';
import { BlockSkeleton } from '../../components/BlockSkeleton';
import { ErrorState } from '../../components/ErrorState';
import { campaignNoticesMsg } from '../../text/campaignNotices';
import { campaignPagesMsg } from '../../text/campaignPages';
import { formErrors } from './campaignRules';
import { PreviewPanel } from './PreviewPanel';

// The forms (text fields, uploads over tus, captcha and SMS, the remove dialog) load with their step: the
// notice a visitor opens first needs none of them.
const RegistrationFields = lazy(() =>
  import('./RegistrationFields').then((m) => ({ default: m.RegistrationFields })),
);
const WorkFields = lazy(() => import('./WorkFields').then((m) => ({ default: m.WorkFields })));

const t = campaignPagesMsg;
const b = t.buttons;

export type CampaignStage = 'loading' | 'failed' | 'ready';
/** Whether the machine takes 下一步 (`step.next`) and 上一步 (`step.back`) where it stands. */
export interface CampaignMoves {
  next: boolean;
  back: boolean;
}

export interface CampaignViewProps {
  campaign: CampaignId;
  stage: CampaignStage;
  step: WizardStep;
  /** A rule, a register or a commit runs (the buttons wait). */
  busy: boolean;
  /** What the machine takes now: a button it does not take is disabled. */
  moves: CampaignMoves;
  /** The entry's status; null: nothing registered yet. */
  status: CampaignStatus | null;
  registration: RegistrationForm;
  work: WorkForm;
  errors: FieldErrors;
  /** failed: the load's message. */
  message: string | null;
  send: (event: CampaignEvent) => void;
}

interface Bar {
  back: { label: string; disabled: boolean } | null;
  next: { label: string; disabled: boolean };
}

/**
 * 002 §2, §4: the button bar of a step, its labels, and which are disabled: those the machine does not take
 * where it stands (a registration whose work step is not open yet, the finished step at status 0).
 */
export function buttonBar(step: WizardStep, registered: boolean, moves: CampaignMoves): Bar {
  const back = (label: string) => ({ label, disabled: !moves.back });
  const next = (label: string) => ({ label, disabled: !moves.next });
  switch (step) {
    case 0:
      return { back: null, next: next(registered ? b.viewRegistration : b.start) };
    case 1:
      return { back: back(b.readNotice), next: next(moves.next ? b.fillWork : b.notOpen) };
    case 2:
      return { back: back(b.backToRegistration), next: next(b.toPreview) };
    case 3:
      return { back: back(b.backToWork), next: next(b.submit) };
    default:
      return { back: back(b.backToPreview), next: next(b.done) };
  }
}

/**
 * /ccr/contribute and /contribution/* (002 §2): a card titled with the campaign, the five steps, the step's
 * content and the button bar; loading and a failed load (重试) before.
 */
export function CampaignView(props: CampaignViewProps) {
  const { campaign, stage, message, send } = props;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="campaign-heading"
      data-testid="campaign"
      data-stage={stage}
      data-step={stage === 'ready' ? props.step : undefined}
      sx={{ p: { xs: 2, sm: 3 }, maxWidth: 880, mx: 'auto', minWidth: 0 }}
    >
      <Typography id="campaign-heading" component="h1" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
        {t.names[campaign]}
      </Typography>
      {stage === 'loading' ? (
        <Box>
          <Typography role="status" sx={{ mb: 1 }}>
            {t.loading}
          </Typography>
          <BlockSkeleton rows={4} />
        </Box>
      ) : stage === 'failed' ? (
        <ErrorState title={message ?? t.loadFailed} onRetry={() => send({ type: 'load.retry' })} />
      ) : (
        <Wizard {...props} />
      )}
    </Paper>
  );
}

function Wizard({
  campaign,
  step,
  busy,
  moves,
  status,
  registration,
  work,
  errors,
  send,
}: CampaignViewProps) {
  const steps = t.steps[campaign];
  const registered = status !== null;
  const bar = buttonBar(step, registered, moves);
  const onCheck = (name: string) => {
    const form = step === 1 ? 'registration' : 'work';
    const message = formErrors(campaign, form, registration, work, registered)[name] ?? null;
    send({ type: 'field.checked', name, message });
  };
  const formProps = { campaign, registration, work, errors, send, onCheck };
  return (
    <>
      <Stepper
        activeStep={step}
        alternativeLabel
        aria-label={t.stepsLabel}
        sx={{
          mb: 3,
          '& .MuiStepLabel-label': { fontSize: { xs: 12, sm: 14 } },
          '& .MuiStep-root': { px: 0.25 },
        }}
      >
        {steps.map((label, i) => (
          <Step key={label} completed={i < step}>
            <StepLabel aria-current={i === step ? 'step' : undefined}>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Box
        component="form"
        noValidate
        aria-label={steps[step]}
        onSubmit={(e) => {
          e.preventDefault();
          if (!bar.next.disabled) send({ type: 'step.next' });
        }}
      >
        {step === 0 ? <Notice campaign={campaign} /> : null}
        <Suspense fallback={<BlockSkeleton rows={4} />}>
          {step === 1 ? (
            <RegistrationFields {...formProps} registered={registered} disabled={registered || busy} />
          ) : null}
          {step === 2 ? <WorkFields {...formProps} disabled={isSubmitted(status) || busy} /> : null}
        </Suspense>
        {step === 3 ? <PreviewPanel campaign={campaign} registration={registration} work={work} /> : null}
        {step === 4 ? (
          <Alert severity="success" role="status">
            {t.finished}
          </Alert>
        ) : null}
        <Stack
          direction="row"
          sx={{ mt: 3, gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}
          data-testid="campaign-buttons"
        >
          {bar.back ? (
            <Button
              variant="outlined"
              onClick={() => send({ type: 'step.back' })}
              disabled={bar.back.disabled || busy}
            >
              {bar.back.label}
            </Button>
          ) : null}
          <Button type="submit" variant="contained" disabled={bar.next.disabled || busy} aria-busy={busy}>
            {busy ? t.busy : bar.next.label}
          </Button>
        </Stack>
      </Box>
    </>
  );
}

/** Step 0: the campaign's notice (content: src/text/campaignNotices.ts) and 我已阅读以上须知. */
function Notice({ campaign }: { campaign: CampaignId }) {
  const notice = campaignNoticesMsg[campaign];
  return (
    <Box data-testid="campaign-notice">
      <Typography component="h2" variant="h6" sx={{ mb: 1.5 }}>
        {notice.heading}
      </Typography>
      {notice.sections.map((section) => (
        <Box key={section.title} sx={{ mb: 1.5 }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {section.title}
          </Typography>
          {section.paragraphs.map((p) => (
            <Typography key={p} variant="body2" sx={{ mb: 0.5, lineHeight: 1.8 }}>
              {p}
            </Typography>
          ))}
        </Box>
      ))}
      <Typography sx={{ mt: 2, fontWeight: 600 }} color="primary">
        {t.noticeRead}
      </Typography>
    </Box>
  );
}
