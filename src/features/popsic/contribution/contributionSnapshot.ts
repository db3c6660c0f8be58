import type { SnapshotFrom } from 'xstate';
import { stepInMeta } from '../../../../machines/wizardParts';
import type { contributionMachine, WizardStep } from '../../../../machines/contribution.machine';
import type { WizardStage } from './ContributionView';

type Snapshot = Pick<SnapshotFrom<typeof contributionMachine>, 'matches' | 'hasTag' | 'getMeta'>;

/** The view's stage: one per top-level state of the machine (the form while editing). */
export const stageOf = (s: Snapshot): WizardStage =>
  s.matches('checkingSession')
    ? 'checking'
    : s.matches('loading') || s.matches('starting')
      ? 'loading'
      : s.matches('failed')
        ? 'failed'
        : s.matches('blocked')
          ? 'blocked'
          : s.matches('submitting')
            ? 'submitting'
            : s.matches('submitted') || s.matches('done')
              ? 'submitted'
              : 'form';

/** The step of the form the machine's state is (its `meta.step`; the first before the form shows). */
export const stepOf = (s: Snapshot): WizardStep => stepInMeta(s.getMeta(), 1);

/** A step's rule or the submit runs (the machine's `busy` states). */
export const busyOf = (s: Snapshot): boolean => s.hasTag('busy');
