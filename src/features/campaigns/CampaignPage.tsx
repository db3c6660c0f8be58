import { useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Container from '@mui/material/Container';
import { useActorRef, useSelector } from '@xstate/react';
import type { CampaignId, WizardStep } from '../../../domain/campaigns';
import { useSession } from '../../components/useSession';
import { createCampaignLogic } from './campaignActors';
import { busyOf, movesOf, stageOf, stepOf } from './campaignSnapshot';
import { CampaignView } from './CampaignView';

/** The wizard machine with its actors (the app's, or a test's). */
export type CampaignLogic = ReturnType<typeof createCampaignLogic>;

/**
 * /ccr/contribute, /contribution/micro-course, /contribution/contrast-agent, /contribution/med-speech
 * (002 §2; issue 17): one page, its campaign a prop, the wizard machine with the app's calls.
 */
export function CampaignPage({ campaign }: { campaign: CampaignId }) {
  const queryClient = useQueryClient();
  const { user, token } = useSession();
  const [logic] = useState(() => createCampaignLogic(queryClient));
  return (
    <Container maxWidth="md" sx={{ py: 3, px: { xs: 1.5, sm: 3 } }}>
      <CampaignWizard
        key={campaign}
        campaign={campaign}
        logic={logic}
        loggedIn={user !== null && token !== null}
      />
    </Container>
  );
}

/**
 * The machine and its view: a login or logout is sent as `session.changed` (the wizard starts again with
 * the user's own entry); each step change scrolls to the top (002 §2).
 */
export function CampaignWizard({
  campaign,
  logic,
  loggedIn,
}: {
  campaign: CampaignId;
  logic: CampaignLogic;
  loggedIn: boolean;
}) {
  const [input] = useState(() => ({ campaign, loggedIn }));
  const actor = useActorRef(logic, { input });
  const snapshot = useSelector(actor, (s) => s);
  const send = useMemo(() => actor.send.bind(actor), [actor]);

  const seen = useRef(loggedIn);
  useEffect(() => {
    if (seen.current === loggedIn) return;
    seen.current = loggedIn;
    send({ type: 'session.changed', loggedIn });
  }, [loggedIn, send]);

  const stage = stageOf(snapshot);
  const step: WizardStep = stepOf(snapshot);
  useEffect(() => {
    if (stage === 'ready') window.scrollTo({ top: 0, left: 0 });
  }, [stage, step]);

  const { context } = snapshot;
  return (
    <CampaignView
      campaign={campaign}
      stage={stage}
      step={step}
      busy={busyOf(snapshot)}
      moves={movesOf(snapshot)}
      status={context.entry?.status ?? null}
      registration={context.registration}
      work={context.work}
      errors={context.errors}
      message={context.message}
      send={send}
    />
  );
}

export default CampaignPage;
