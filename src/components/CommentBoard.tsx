import type { FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useSession } from './useSession';
import { EmptyState } from './EmptyState';
import { ErrorState } from './ErrorState';
import { FormTextField } from './form/FormTextField';
import { useZodForm } from './form/useZodForm';
import { showChinaTime } from '../../domain/chinaTime';
import { toast } from './toastStore';
import { COMMENT_MAX, commentText, type CommentRow } from '../schemas/comment';
import { msg } from '../text/messages';
import { educationMsg } from '../text/education';
import { educationRulesMsg } from '../text/educationRules';
import { lazySchema } from '../schemas/lazy';

const t = educationMsg;
/** The emoji the comment box offers (inserted as text; comments are shown as plain text). */
export const EMOJI = ['😀', '😂', '👍', '👏', '🙏', '❤️', '🌹', '💪', '🎉', '🤔'] as const;
/** The comment box as a form: its one field under the shared rule (评论内容不能为空, COMMENT_MAX). */
const commentForm = lazySchema(() => z.object({ text: commentText }));

/**
 * Comments of a video, education or training: the emoji comment box and 留言板(n) with the non-empty
 * comments (001 §2). The caller gives the list and post calls of its API; a failed post keeps the text.
 */
export function CommentBoard({
  boardId,
  queryKey,
  load,
  add,
}: {
  /** Unique on the page (labels the list). */
  boardId: string;
  queryKey: readonly unknown[];
  load: (opts: { signal: AbortSignal }) => Promise<CommentRow[]>;
  add: (text: string) => Promise<void>;
}) {
  const { user, token } = useSession();
  const loggedIn = user !== null && token !== null;
  const queryClient = useQueryClient();
  const form = useZodForm({ schema: commentForm, defaultValues: { text: '' } });
  const comments = useQuery({ queryKey, queryFn: ({ signal }) => load({ signal }) });
  const post = useMutation({
    mutationFn: add,
    onSuccess: () => {
      form.setValue('text', '');
      toast.success(t.commentSent);
      void queryClient.invalidateQueries({ queryKey });
    },
    // On failure the client has shown the server's message; what was typed stays.
  });

  const send = form.submit(({ text }) => post.mutate(text));
  const submit = (e: FormEvent) => {
    if (!loggedIn) {
      e.preventDefault();
      toast.error(educationRulesMsg.loginRequired);
      return;
    }
    void send(e);
  };

  const shown = (comments.data ?? []).filter((c) => c.text.trim() !== '');

  return (
    <Box component="section" aria-labelledby={`board-${boardId}`} data-testid="comment-board">
      <Box component="form" noValidate onSubmit={submit} sx={{ mb: 2 }}>
        <FormTextField
          form={form}
          name="text"
          label={t.commentLabel}
          placeholder={loggedIn ? t.commentPlaceholder : t.commentLogin}
          multiline
          minRows={2}
          fullWidth
          size="small"
          slotProps={{ htmlInput: { maxLength: COMMENT_MAX } }}
        />
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 0.5 }}>
          <Box role="group" aria-label={t.emoji} sx={{ display: 'flex', flexWrap: 'wrap' }}>
            {EMOJI.map((emoji) => (
              <IconButton
                key={emoji}
                size="small"
                aria-label={t.emojiInsert(emoji)}
                onClick={() => form.setValue('text', (form.getValues('text') + emoji).slice(0, COMMENT_MAX))}
              >
                <span aria-hidden>{emoji}</span>
              </IconButton>
            ))}
          </Box>
          <Button type="submit" variant="contained" sx={{ ml: 'auto' }} disabled={post.isPending}>
            {t.commentSend}
          </Button>
        </Box>
      </Box>
      <Typography id={`board-${boardId}`} variant="h3" component="h2" sx={{ fontSize: 18, fontWeight: 600 }}>
        {t.board(shown.length)}
      </Typography>
      {comments.isPending ? (
        <Skeleton variant="rounded" height={80} sx={{ mt: 1 }} />
      ) : comments.isError ? (
        <ErrorState error={comments.error} onRetry={() => void comments.refetch()} />
      ) : shown.length === 0 ? (
        <EmptyState message={msg.misc.noComments} />
      ) : (
        <List data-testid="comment-list">
          {shown.map((c) => (
            <ListItem key={c.id} alignItems="flex-start" divider>
              <ListItemAvatar>
                <Avatar src={c.radioUserImg || undefined} alt={c.radioUserName}>
                  {c.radioUserName.slice(0, 1)}
                </Avatar>
              </ListItemAvatar>
              <ListItemText
                primary={c.radioUserName}
                secondary={
                  <>
                    <Typography
                      component="span"
                      variant="body2"
                      color="text.primary"
                      sx={{ display: 'block', whiteSpace: 'pre-wrap' }}
                    >
                      {c.text}
                    </Typography>
                    {c.createTime ? showChinaTime(c.createTime) : null}
                  </>
                }
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
