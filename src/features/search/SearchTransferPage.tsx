import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import { youthTransferPath } from '../../../domain/searchRoute';
import { BlockSkeleton } from '../../components/BlockSkeleton';
import { ErrorState } from '../../components/ErrorState';
import { videoDetailQuery } from '../../api/video';
import { msg } from '../../text/messages';
import { searchMsg } from '../../text/search';

/** /searchtransfer?videoId= (001 §2): a rich-text youth video opens its youth detail, any other the youth type detail. */
export function SearchTransferPage() {
  const [params] = useSearchParams();
  const videoId = params.get('videoId') ?? '';
  const navigate = useNavigate();
  // The detail page's own query: its answer is the page's first data too (src/app/firstData.ts).
  const query = useQuery({ ...videoDetailQuery(videoId), enabled: videoId !== '' });
  const target = query.data ? youthTransferPath(videoId, query.data.richTextType) : null;
  useEffect(() => {
    if (target !== null) void navigate(target, { replace: true });
  }, [target, navigate]);
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      {videoId === '' || query.isError ? (
        <>
          <ErrorState
            title={searchMsg.transferFailed}
            error={query.error}
            onRetry={videoId === '' ? undefined : () => void query.refetch()}
          />
          <Link component={RouterLink} to="/search">
            {msg.titles.search}
          </Link>
        </>
      ) : (
        <BlockSkeleton rows={6} />
      )}
    </Container>
  );
}

export default SearchTransferPage;
