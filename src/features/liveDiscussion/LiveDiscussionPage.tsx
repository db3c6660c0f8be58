import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { liveSessionsQuery } from '../../api/liveDiscussion';
import { useModuleWhen } from '../../components/useModuleWhen';
import { useSession } from '../../components/useSession';
import { toast } from '../../components/toastStore';
import type { LiveSession } from '../../schemas/liveDiscussion';
import { liveDiscussionMsg } from '../../text/liveDiscussion';
import { createLiveJoinLogic } from './liveJoinActors';
import { LiveDiscussionView } from './LiveDiscussionView';

// The application dialog brings the date pickers: they load only when it opens.
const ConsultationDialog = lazy(() => import('./ConsultationDialog'));
// The join and meeting dialogs bring the form, the dialog and the iframe: they load when a session is first
// opened, not with the page (decision 0093: their modules were half of what /live's own chunks weighed).
const loadDialogs = () => import('./LiveDialogs');

const t = liveDiscussionMsg;

/** /live: the live discussion page (000 §2.2, §4.3, §5.2): sessions, join, 在线会诊, 申请会诊. */
export function LiveDiscussionPage() {
  const [pageNum, setPageNum] = useState(1);
  const query = useQuery(liveSessionsQuery(pageNum));
  // Created once: useMachine starts the logic of its first render only.
  const [logic] = useState(() => createLiveJoinLogic());
  const [state, send] = useMachine(logic);
  const [applying, setApplying] = useState(false);
  // Fetched when a session is first opened, and kept, so a dialog that closes still fades out.
  const { part: LiveDialogs } = useModuleWhen(loadDialogs, !state.matches('closed'), () =>
    send({ type: state.matches('meeting') ? 'meeting.close' : 'join.cancel' }),
  );
  const { user } = useSession();

  const startApply = () => {
    // The application carries patient data: only a logged-in user may send it (docs/decisions.md).
    if (!user) {
      toast.info(t.applyLoginFirst);
      return;
    }
    setApplying(true);
  };

  const watch = (s: LiveSession) =>
    send({ type: 'join.open', session: { id: s.id, title: s.title, link: s.link, hasPass: s.hasPass } });

  return (
    <LiveDiscussionView
      query={query}
      pageNum={pageNum}
      onPage={setPageNum}
      onApply={startApply}
      onWatch={watch}
    >
      {LiveDialogs ? <LiveDialogs state={state} send={send} /> : null}
      {applying ? (
        <Suspense fallback={null}>
          <ConsultationDialog onClose={() => setApplying(false)} />
        </Suspense>
      ) : null}
    </LiveDiscussionView>
  );
}

export default LiveDiscussionPage;
