import { Fragment, useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { POPSIC_COMMENT_MAX, type PopsicEpoch } from '../../../domain/popsic';
import { errorMessage } from '../../api/errors';
import {
  commentItem,
  itemDetailQuery,
  likeItem,
  type PopsicItemKind,
  type workDetailQuery,
} from '../../api/popsic';
import { useSession } from '../../components/useSession';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { notifyFailure } from '../../components/notifyFailure';
import { LazyCommentBox, LikeButton, useLike } from '../../components/worksViewer';
import { commentsWithUsers, type WorkDetail } from '../../schemas/popsic';
import { msg } from '../../text/messages';
import { popsicPagesMsg } from '../../text/popsicPages';
import { ItemDetailView } from './ItemDetailView';
import { useLazyLogin } from '../login';

export interface ItemDetailProps {
  kind: PopsicItemKind;
  id: string;
  epoch: PopsicEpoch;
  /** The back button (works) or none (micro-lectures). */
  back?: { to: string; label: string };
  /** The not-found state's way back. */
  home: { to: string; label: string };
  notFoundText: string;
  sharePath: string;
}

/** The login of a visitor's like or comment goes on without reloading the page. */
const NO_RELOAD = { reload: () => {} };

/** Both kinds' detail queries answer the same shape; one type for useQuery and setQueryData. */
const detailQuery = (kind: PopsicItemKind, id: string, epoch: PopsicEpoch) =>
  itemDetailQuery(kind, id, epoch) as ReturnType<typeof workDetailQuery>;

/** A work's or micro-lecture's detail: the detail query's states, then the body (keyed by the item). */
export function ItemDetail(props: ItemDetailProps) {
  const query = useQuery(detailQuery(props.kind, props.id, props.epoch));
  if (query.isPending)
    return (
      // As tall as a detail's first screen, so the footer does not jump when the detail comes.
      <Stack spacing={2} role="progressbar" aria-label={msg.app.loading} sx={{ minHeight: '100vh' }}>
        {props.back ? <Skeleton variant="rounded" height={30} width={140} /> : null}
        <Skeleton variant="text" height={40} width="60%" />
        <Skeleton variant="text" height={20} width="40%" />
        <Skeleton variant="rounded" sx={{ width: '100%', height: 'auto', aspectRatio: '16 / 9' }} />
      </Stack>
    );
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data === null)
    return (
      <EmptyState message={props.notFoundText}>
        <Button component={RouterLink} to={props.home.to} variant="outlined" sx={{ mt: 2 }}>
          {props.home.label}
        </Button>
      </EmptyState>
    );
  return <DetailBody key={`${props.kind}-${props.id}`} {...props} detail={query.data} />;
}

type Pending = { resolve: () => void; reject: (e: Error) => void };

/**
 * The like (machine, optimistic, waits for a visitor's login and goes on after it) and the comment (a
 * visitor's post waits for the login too; success shows the comment at once with the nickname, failure
 * keeps the text and toasts the server's message).
 */
function DetailBody({ kind, id, epoch, back, sharePath, detail }: ItemDetailProps & { detail: WorkDetail }) {
  const queryClient = useQueryClient();
  const { token, user } = useSession();
  const loggedIn = token !== null && user !== null;
  const { works } = detail;
  const [likeState, sendLike] = useLike(
    { liked: works.likedByMe, count: works.likedNumber, loggedIn },
    async () => ({ count: (await likeItem(kind, id)).likedNumber }),
  );
  const [commentError, setCommentError] = useState<string | null>(null);
  const [loginKey, setLoginKey] = useState(0);
  const pendingComment = useRef<Pending | null>(null);

  // A visitor's comment goes on once the session says logged in.
  useEffect(() => {
    if (loggedIn && pendingComment.current) {
      pendingComment.current.resolve();
      pendingComment.current = null;
    }
  }, [loggedIn]);

  const onLoginEnd = (result: 'loggedIn' | 'cancelled') => {
    if (result === 'loggedIn') {
      setLoginKey((k) => k + 1);
      return;
    }
    if (likeState.matches('awaitingLogin')) sendLike({ type: 'like.loginCancelled' });
    pendingComment.current?.reject(new Error(popsicPagesMsg.detail.loginToComment));
    pendingComment.current = null;
  };
  // The shared login without its page reload: the like or comment goes on after it (decision 0047).
  const login = useLazyLogin({ deps: NO_RELOAD, onEnd: onLoginEnd });

  const post = async (text: string) => {
    if (!loggedIn) {
      const waiting = new Promise<void>((resolve, reject) => (pendingComment.current = { resolve, reject }));
      login.start();
      await waiting;
    }
    try {
      const posted = await commentItem(kind, id, text, user?.uid);
      setCommentError(null);
      queryClient.setQueryData(detailQuery(kind, id, epoch).queryKey, (old) =>
        old
          ? {
              ...old,
              works: { ...old.works, commentNumber: old.works.commentNumber + 1 },
              worksComment: [posted, ...old.worksComment],
              worksCommentUser: [
                { uid: posted.uId, nickName: posted.nickName, userImg: posted.userImg },
                ...old.worksCommentUser.filter((u) => u.uid !== posted.uId),
              ],
            }
          : old,
      );
    } catch (e) {
      const message = errorMessage(e);
      setCommentError(message);
      notifyFailure(message);
      throw e;
    }
  };

  return (
    <>
      <ItemDetailView
        detail={detail}
        comments={commentsWithUsers(detail)}
        back={back}
        sharePath={sharePath}
        like={
          <LikeButton
            state={likeState}
            send={(event) => {
              // A visitor's press: the machine waits in awaitingLogin; the login starts inside this click.
              if (event.type === 'like.press' && !loggedIn && !likeState.context.liked) login.start();
              sendLike(event);
            }}
          />
        }
        commentBox={<LazyCommentBox onSubmit={post} maxLength={POPSIC_COMMENT_MAX} error={commentError} />}
      />
      {/* A fresh machine after each login. */}
      <Fragment key={loginKey}>{login.host}</Fragment>
    </>
  );
}
