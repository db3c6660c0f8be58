import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { journalCategory, type JournalCategory } from '../../../domain/journals';
import { journalListQuery } from '../../api/journals';
import { pageParam } from '../../schemas/primitives';
import { journalsMsg } from '../../text/journals';
import { JournalListView } from './JournalListView';

/** /journal (001 §2): tab, author and page live in the address (?category=&author=&page=), so back works. */
export function JournalListPage() {
  const [params, setParams] = useSearchParams();
  const category = journalCategory(params.get('category'));
  const author = params.get('author')?.trim() ?? '';
  const page = pageParam(params.get('page'));
  const query = useQuery(journalListQuery({ category, pageNum: page, author }));
  const paramsOf = (next: { category?: JournalCategory; author?: string; page?: number }) => {
    const p = new URLSearchParams();
    p.set('category', String(next.category ?? category));
    const a = next.author ?? author;
    if (a !== '') p.set('author', a);
    const n = next.page ?? 1;
    if (n > 1) p.set('page', String(n));
    return p;
  };
  const go = (next: { category?: JournalCategory; author?: string }) => setParams(paramsOf(next));
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <Typography variant="h1" sx={{ fontSize: { xs: 22, md: 28 }, mb: 2 }}>
        {journalsMsg.title}
      </Typography>
      <JournalListView
        category={category}
        author={author}
        page={page}
        query={query}
        onCategory={(c) => go({ category: c })}
        onSearch={(a) => go({ author: a })}
        pageHref={(p) => `/journal?${paramsOf({ page: p }).toString()}`}
      />
    </Container>
  );
}

export default JournalListPage;
