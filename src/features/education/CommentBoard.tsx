import { addComment, commentList, educationKeys } from '../../api/education';
import { CommentBoard as Board } from '../../components/CommentBoard';

/** The comments of an education video (youth comment calls) on the shared comment board. */
export default function CommentBoard({ videoId }: { videoId: string }) {
  return (
    <Board
      boardId={`edu-${videoId}`}
      queryKey={educationKeys.comments(videoId)}
      load={(opts) => commentList(videoId, opts)}
      add={(text) => addComment(videoId, text)}
    />
  );
}
