import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import { journalDetailQuery } from '../../api/journals';
import { BlockSkeleton } from '../../components/BlockSkeleton';
import { QueryView } from '../../components/QueryView';
import { journalsMsg } from '../../text/journals';
import { JournalDetailView, listPath } from './JournalDetailView';

/** /journal/{id} (001 §2 JournalInfo). */
export function JournalDetailPage() {
  const { id = '' } = useParams();
  const query = useQuery(journalDetailQuery(id));
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <Link
        component={RouterLink}
        to={listPath(query.data?.category)}
        sx={{ display: 'inline-block', mb: 2 }}
      >
        {journalsMsg.backToList}
      </Link>
      <QueryView
        query={query}
        loading={<BlockSkeleton rows={14} />}
        isEmpty={() => false}
        errorTitle={journalsMsg.detailFailed}
      >
        {(item) => <JournalDetailView item={item} />}
      </QueryView>
    </Container>
  );
}

export default JournalDetailPage;
