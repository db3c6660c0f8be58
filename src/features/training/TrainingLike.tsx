import { like } from '../../api/training';
import { toast } from '../../components/toastStore';
import { LikeButton, useLike } from '../../components/worksViewer';
import type { TrainingVideo } from '../../schemas/training';
import { educationMsg } from '../../text/education';
import { educationRulesMsg } from '../../text/educationRules';
import { trainingMsg } from '../../text/training';

/**
 * A training video's like (001 §2 Training, count/plus) over the like machine, the one way to like: the
 * count at once, one request at a time, the server's new count and 已点赞 on success, rolled back with the
 * server's message on a refusal. A visitor is asked to log in (请登录后操作！); nothing is sent.
 */
export function TrainingLike({ video, loggedIn }: { video: TrainingVideo; loggedIn: boolean }) {
  const [state, send] = useLike(
    { liked: false, count: video.likeCount, loggedIn },
    // The count after this like: a like is only sent from the opening count (a refusal rolls back to it).
    async () => {
      const count = await like(video.id, video.likeCount + 1);
      toast.success(educationMsg.hearted);
      return { count };
    },
    { refuseVisitor: () => toast.error(educationRulesMsg.loginRequired) },
  );
  return <LikeButton state={state} send={send} label={trainingMsg.likes} showLabel />;
}
