import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import Container from '@mui/material/Container';
import { useActorRef, useSelector } from '@xstate/react';
import { popsicDictQuery } from '../../../api/popsic';
import { useSession } from '../../../components/useSession';
import { BlockSkeleton } from '../../../components/BlockSkeleton';
import { contributionPagesMsg } from '../../../text/contributionPages';
import { LoginPrompt } from '../../login';
import { createContributionLogic } from './contributionActors';
import { busyOf, stageOf, stepOf } from './contributionSnapshot';
import { ContributionView } from './ContributionView';
import { draftKey, readDraft, useDraftPersistence } from './draft';

/** `?id=`: the work to edit (digits), 0 for an unusable id (its load fails: 数据异常), null for a new one. */
export const worksIdOf = (id: string | null): number | null =>
  id === null ? null : /^\d{1,9}$/.test(id) ? Number(id) : 0;

/**
 * /popsic/contribution[?id=] (000 §2.3, §4.5; issue 16): for a logged-in user the wizard (one machine per
 * user and work); a visitor is asked to log in first (like the user centre).
 */
export function ContributionPage() {
  const { user, token } = useSession();
  const [params] = useSearchParams();
  const worksId = worksIdOf(params.get('id'));
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      {user === null ? (
        token === null ? (
          <LoginPrompt message={contributionPagesMsg.loginFirst} title={contributionPagesMsg.title} />
        ) : (
          <BlockSkeleton height={320} />
        )
      ) : (
        <Wizard key={`${user.uid}/${worksId ?? 'new'}`} uid={user.uid} worksId={worksId} />
      )}
    </Container>
  );
}

function Wizard({ uid, worksId }: { uid: string; worksId: number | null }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const key = draftKey(uid, worksId);
  const [logic] = useState(() => createContributionLogic({ queryClient, navigate }));
  const [input] = useState(() => ({ worksId, draft: readDraft(key) }));
  const actor = useActorRef(logic, { input });
  useDraftPersistence(actor, key);
  const snapshot = useSelector(actor, (s) => s);
  const dict = useQuery(popsicDictQuery());
  const send = useMemo(() => actor.send.bind(actor), [actor]);

  return (
    <ContributionView
      stage={stageOf(snapshot)}
      step={stepOf(snapshot)}
      busy={busyOf(snapshot)}
      editing={snapshot.context.editing}
      form={snapshot.context.form}
      errors={snapshot.context.errors}
      message={snapshot.context.message}
      dict={dict}
      send={send}
    />
  );
}

export default ContributionPage;
