import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlineOutlined';
import { RichText } from '../../components/RichText';
import { WorksViewer } from '../../components/worksViewer';
import type { CommentWithUser, WorkDetail } from '../../schemas/popsic';
import { popsicMsg } from '../../text/popsic';
import { popsicPagesMsg } from '../../text/popsicPages';
import { ShareQr } from './ShareQr';

const t = popsicPagesMsg.detail;

/** Markup in a work's text: shown through RichText (DOMPurify), else as plain lines. */
const isRich = (text: string) => /<\/?[a-z][^>]*>/i.test(text);

export interface ItemDetailViewProps {
  detail: WorkDetail;
  comments: CommentWithUser[];
  /** The back button's target and text (the works home); none for a micro-lecture. */
  back?: { to: string; label: string };
  /** The in-site path of the share QR's address (this item's page, on the mobile site). */
  sharePath: string;
  /** The like heart (the page wires the like machine). */
  like: ReactNode;
  /** The comment box (the page wires the post and the login). */
  commentBox: ReactNode;
}

/**
 * A work's or a micro-lecture's detail (000 §2.3): back, title, text, the file viewer with its attachment
 * list, like and comment counts, the share QR, the comment box, the author panel and the comments
 * (暂无评论).
 */
export function ItemDetailView({ detail, comments, back, sharePath, like, commentBox }: ItemDetailViewProps) {
  const { works, worksFile, worksAuthor } = detail;
  return (
    <Box data-testid="item-detail">
      {back ? (
        <Button component={RouterLink} to={back.to} startIcon={<ArrowBack />} size="small">
          {back.label}
        </Button>
      ) : null}
      <Box
        sx={{
          mt: 1,
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 280px' },
          alignItems: 'start',
        }}
      >
        <Box component="article" aria-labelledby="item-title" sx={{ minWidth: 0 }}>
          <Typography
            id="item-title"
            component="h1"
            variant="h5"
            sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
          >
            {works.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {[
              works.name && `${t.author}：${works.name}`,
              works.sourceUnit && `${t.unit}：${works.sourceUnit}`,
            ]
              .filter(Boolean)
              .join('　')}
          </Typography>
          <Box sx={{ mt: 2 }}>
            <WorksViewer key={works.id} files={worksFile} title={works.title} cover={works.coverUrl} />
          </Box>
          <Stack
            direction="row"
            spacing={2}
            sx={{ mt: 2, alignItems: 'center', flexWrap: 'wrap' }}
            useFlexGap
          >
            {like}
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'text.secondary' }}>
              <ChatBubbleOutline fontSize="small" aria-hidden />
              <Typography variant="body2" data-testid="comment-count">
                {t.commentCount(works.commentNumber)}
              </Typography>
            </Stack>
          </Stack>
          {works.content ? (
            isRich(works.content) ? (
              <RichText html={works.content} sx={{ mt: 2 }} />
            ) : (
              <Typography sx={{ mt: 2, whiteSpace: 'pre-wrap', lineHeight: 1.9, overflowWrap: 'anywhere' }}>
                {works.content}
              </Typography>
            )
          ) : null}
          <Divider sx={{ my: 3 }} />
          <Box component="section" aria-labelledby="comments-title">
            <Typography id="comments-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
              {t.commentsTitle(works.commentNumber)}
            </Typography>
            {commentBox}
            {comments.length === 0 ? (
              <Typography
                color="text.secondary"
                sx={{ py: 3, textAlign: 'center' }}
                data-testid="no-comments"
              >
                {popsicMsg.noComments}
              </Typography>
            ) : (
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 2 }} data-testid="comment-list">
                {comments.map((c, i) => (
                  <Box
                    component="li"
                    key={c.id ?? `${c.uId}-${c.createTime}-${i}`}
                    sx={{ display: 'flex', gap: 1.5, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
                  >
                    <Avatar src={c.userImg || undefined} alt="" sx={{ width: 36, height: 36 }}>
                      {(c.nickName || t.anonymous).slice(0, 1)}
                    </Avatar>
                    <Box sx={{ minWidth: 0 }}>
                      <Typography variant="subtitle2" component="p">
                        {c.nickName || t.anonymous}
                        <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
                          {c.createTime}
                        </Typography>
                      </Typography>
                      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                        {c.comment}
                      </Typography>
                    </Box>
                  </Box>
                ))}
              </Box>
            )}
          </Box>
        </Box>
        <Stack spacing={2} component="aside" aria-label={t.author}>
          <Paper variant="outlined" sx={{ p: 2 }} data-testid="author-panel">
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              <Avatar src={worksAuthor?.userImg || undefined} alt="" sx={{ width: 48, height: 48 }}>
                {(works.name || worksAuthor?.nickName || t.anonymous).slice(0, 1)}
              </Avatar>
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700 }}>
                  {works.name || worksAuthor?.nickName || t.anonymous}
                </Typography>
                {works.sourceUnit ? (
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {works.sourceUnit}
                  </Typography>
                ) : null}
              </Box>
            </Stack>
          </Paper>
          <Paper variant="outlined" sx={{ p: 2, textAlign: 'center' }}>
            <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
              {t.share}
            </Typography>
            <ShareQr path={sharePath} caption={t.shareHint} label={popsicPagesMsg.qrLabel(works.title)} />
          </Paper>
        </Stack>
      </Box>
    </Box>
  );
}
