import type { EventFrom, SnapshotFrom } from 'xstate';
import type { liveJoinMachine } from '../../../machines/liveJoin.machine';
import { JoinDialog } from './JoinDialog';
import { MeetingDialog } from './MeetingDialog';

/** The join machine's two dialogs, one chunk: /live loads them when a session is first opened (decision 0093). */
export default function LiveDialogs(props: {
  state: SnapshotFrom<typeof liveJoinMachine>;
  send: (event: EventFrom<typeof liveJoinMachine>) => void;
}) {
  return (
    <>
      <JoinDialog {...props} />
      <MeetingDialog {...props} />
    </>
  );
}
