import Skeleton from '@mui/material/Skeleton';
import { LazyPart } from '../LazyPart';
import type { CommentBoxProps } from './CommentBox';

const loadBox = () => import('./CommentBox').then((m) => ({ default: m.CommentBox }));
const placeholder = <Skeleton variant="rounded" height={140} />;

/**
 * The comment box below a work: its code (the text field's, with MUI's select stack) is fetched when its
 * place comes near the viewport, not with the work above it (issue 12), nor once the work has been painted
 * (decision 0093: on a phone it is below the first screen, and its code, its styles and its commit were
 * three of the long tasks of the contest's detail pages' load).
 */
export function LazyCommentBox(props: CommentBoxProps) {
  return <LazyPart load={loadBox} props={props} placeholder={placeholder} whenNear />;
}
