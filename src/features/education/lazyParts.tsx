import { lazy, Suspense, type ComponentProps } from 'react';
import Skeleton from '@mui/material/Skeleton';
import { LazyPart } from '../../components/LazyPart';
import { commentBoardPlaceholder } from '../../components/LazyCommentBoard';

const LazyQuiz = lazy(() => import('./QuizPanel'));
const loadComments = () => import('./CommentBoard');
const LazyHeart = lazy(() => import('./HeartButton'));
const LazyInfo = lazy(() => import('./EmxInfoDialog'));

/** The 答题 tab: category-10 gating, questions, locked answers, answer again (001 §3–§5). */
export function QuizPanel(props: ComponentProps<typeof LazyQuiz>) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={160} />}>
      <LazyQuiz {...props} />
    </Suspense>
  );
}

/**
 * The emoji comment box and 留言板(n), below the first screen: asked for once what was mounted with it has
 * been painted (mount it with the page's content, src/components/LazyCommentBoard.tsx).
 */
export function CommentBoard(props: { videoId: string }) {
  return <LazyPart load={loadComments} props={props} placeholder={commentBoardPlaceholder} afterPaint />;
}

/** The heart count (hot/get, hot/add). */
export function HeartButton(props: ComponentProps<typeof LazyHeart>) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" width={64} height={36} />}>
      <LazyHeart {...props} />
    </Suspense>
  );
}

/** 完善信息 (emx_info), rendered while open. */
export function EmxInfoDialog(props: ComponentProps<typeof LazyInfo>) {
  return (
    <Suspense fallback={null}>
      <LazyInfo {...props} />
    </Suspense>
  );
}
