import type { SnapshotFrom } from 'xstate';
import { stepInMeta } from '../../../machines/wizardParts';
import type { WizardStep } from '../../../domain/campaigns';
import type { campaignMachine } from '../../../machines/campaign.machine';
import type { CampaignMoves, CampaignStage } from './CampaignView';

type Snapshot = Pick<SnapshotFrom<typeof campaignMachine>, 'matches' | 'hasTag' | 'getMeta' | 'can'>;

/** The view's stage: loading until the wizard landed, failed on a failed load. */
export const stageOf = (s: Snapshot): CampaignStage =>
  s.matches('failed')
    ? 'failed'
    : s.matches('starting') || s.matches('loading') || s.matches('landing')
      ? 'loading'
      : 'ready';

/** The step of 002 §2 the machine's state is (its `meta.step`; the notice until the wizard landed). */
export const stepOf = (s: Snapshot): WizardStep => stepInMeta(s.getMeta(), 0);

/** A rule, a register or a commit runs (the machine's `busy` states). */
export const busyOf = (s: Snapshot): boolean => s.hasTag('busy');

/** Whether the machine takes 下一步 and 上一步 where it stands. */
export const movesOf = (s: Snapshot): CampaignMoves => ({
  next: s.can({ type: 'step.next' }),
  back: s.can({ type: 'step.back' }),
});
