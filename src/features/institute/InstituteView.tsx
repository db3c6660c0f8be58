import type { UseQueryResult } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { showChinaTime } from '../../../domain/chinaTime';
import { BlockSkeleton } from '../../components/BlockSkeleton';
import { QueryView } from '../../components/QueryView';
import { RichText } from '../../components/RichText';
import type { Institute } from '../../schemas/institute';
import { instituteMsg } from '../../text/institute';
import { InstituteNav } from './InstituteNav';

const t = instituteMsg;

/** /institute: the institute overview, rich text from the server, sanitised (000 §2.2). */
export function InstituteView({ query }: { query: UseQueryResult<Institute> }) {
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <InstituteNav />
      <Typography variant="h1" sx={{ mb: 3 }}>
        {t.overviewTitle}
      </Typography>
      <QueryView
        query={query}
        loading={
          // At least a screen tall: the footer stays below the fold until the (longer) text replaces it.
          <Box sx={{ minHeight: '100vh' }}>
            <BlockSkeleton rows={14} />
          </Box>
        }
        isEmpty={(info) => info.content.trim() === ''}
        errorTitle={t.overviewFailed}
      >
        {(info) => (
          <Paper component="article" variant="outlined" sx={{ p: { xs: 2, md: 4 } }}>
            <Typography variant="h2" sx={{ mb: 1 }}>
              {info.title}
            </Typography>
            {info.updateTime ? (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {t.updatedAt(showChinaTime(info.updateTime, 'YYYY-MM-DD'))}
              </Typography>
            ) : null}
            <RichText
              html={info.content}
              sx={{
                '& table': { borderCollapse: 'collapse', maxWidth: '100%' },
                '& td, & th': { border: 1, borderColor: 'divider', px: 1 },
              }}
            />
          </Paper>
        )}
      </QueryView>
    </Container>
  );
}
