import Skeleton from '@mui/material/Skeleton';
import { LazyPart } from '../LazyPart';
import type { CommentBoxProps } from './CommentBox';

const loadBox = () => import('./CommentBox').then((m) => ({ default: m.CommentBox }));
const placeholder = <Skeleton variant="rounded" height={140} />;

/**
 * The comment box below a work: its code (the text field's, with MUI's select stack) is fetched once the
 * work above it has been painted, not beside it (issue 12).
 */
export function LazyCommentBox(props: CommentBoxProps) {
  return <LazyPart load={loadBox} props={props} placeholder={placeholder} afterPaint />;
}
