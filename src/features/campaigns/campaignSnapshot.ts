import type { SnapshotFrom } from 'xstate';
import type { WizardStep } from '../../../domain/campaigns';
import type { campaignMachine } from '../../../machines/campaign.machine';
import type { CampaignStage } from './CampaignView';

type Snapshot = Pick<SnapshotFrom<typeof campaignMachine>, 'matches'>;

/** The view's stage: loading until the wizard landed, failed on a failed load. */
export const stageOf = (s: Snapshot): CampaignStage =>
  s.matches('failed')
    ? 'failed'
    : s.matches('starting') || s.matches('loading') || s.matches('landing')
      ? 'loading'
      : 'ready';

/** The machine's state as the five steps of 002 §2. */
export const stepOf = (s: Snapshot): WizardStep =>
  s.matches('finished')
    ? 4
    : s.matches('preview')
      ? 3
      : s.matches('work')
        ? 2
        : s.matches('registration')
          ? 1
          : 0;

/** A rule, a register or a commit runs. */
export const busyOf = (s: Snapshot): boolean =>
  s.matches({ registration: 'validating' }) ||
  s.matches({ registration: 'registering' }) ||
  s.matches({ work: 'validating' }) ||
  s.matches({ work: 'saving' }) ||
  s.matches({ preview: 'submitting' });
