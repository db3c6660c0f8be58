import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { articleQuery } from '../../api/education';
import { BlockSkeleton } from '../../components/BlockSkeleton';
import { RichText } from '../../components/RichText';
import { msg } from '../../text/messages';
import { educationMsg } from '../../text/education';

const t = educationMsg;
const BACK = '/edu/youth';

/** /youthDetail/{id} and /molecular/{id} (001 §2): topic, author, sanitised HTML; back to /edu/youth. */
export function RichTextPage() {
  const { videoId = '' } = useParams();
  const navigate = useNavigate();
  const query = useQuery(articleQuery(videoId));
  // 001 §8: a video info failure shows the message (the client's toast) and goes back.
  useEffect(() => {
    if (query.isError) navigate(BACK, { replace: true });
  }, [query.isError, navigate]);

  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Link component={RouterLink} to={BACK} sx={{ display: 'inline-block', mb: 2 }}>
        {t.back}
      </Link>
      {query.isSuccess ? (
        <Paper
          component="article"
          variant="outlined"
          sx={{ p: { xs: 2, md: 4 } }}
          data-testid="rich-text-detail"
        >
          <Typography variant="h1" sx={{ mb: 1 }}>
            {query.data.topic}
          </Typography>
          {query.data.keySpeaker ? (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
              {t.author(query.data.keySpeaker)}
            </Typography>
          ) : null}
          {query.data.description.trim() ? (
            <RichText html={query.data.description} />
          ) : (
            <Typography color="text.secondary">{msg.app.empty}</Typography>
          )}
        </Paper>
      ) : (
        <BlockSkeleton rows={12} />
      )}
    </Container>
  );
}

export default RichTextPage;
