import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import { showChinaTime } from '../../../domain/chinaTime';
import { doiUrl, journalFileId, splitKeywords } from '../../../domain/journals';
import { EmptyState } from '../../components/EmptyState';
import { RichText } from '../../components/RichText';
import type { Literature } from '../../schemas/journals';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { msg } from '../../text/messages';
import { journalsMsg } from '../../text/journals';

const t = journalsMsg;

export const listPath = (category: number | null | undefined) =>
  category === 2 ? '/journal?category=2' : '/journal';
export const previewPath = (fileId: string) => `/journalpreview/${encodeURIComponent(fileId)}`;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '6em minmax(0, 1fr)' },
        gap: { xs: 0, sm: 2 },
        py: 0.5,
      }}
    >
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </Box>
  );
}

/**
 * /journal/{id} (001 §2 JournalInfo) from plain props: title, authors (rich text, sanitised), receipt date,
 * DOI linked to the resolver, abstract, keywords, references when present, the reading-guide button; or
 * the answer that there is no such journal, with the way back.
 */
export function JournalDetailView({ item }: { item: Literature | null }) {
  if (item === null)
    return (
      <EmptyState message={t.notFound}>
        <Button component={RouterLink} to="/journal" variant="contained" sx={{ mt: 2 }}>
          {t.backToList}
        </Button>
      </EmptyState>
    );
  const doi = doiUrl(item.doi);
  const keywords = splitKeywords(item.keywords);
  const references = item.refers
    .split(/\r?\n/)
    .map((r) => r.trim())
    .filter((r) => r !== '');
  const fileId = journalFileId(item.fileUrl);
  return (
    <Paper component="article" variant="outlined" sx={{ p: { xs: 2, md: 4 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: 22, md: 28 }, mb: 2, overflowWrap: 'anywhere' }}>
        {item.title}
      </Typography>
      <Box component="dl" sx={{ m: 0, mb: 2 }}>
        {item.authors.trim() !== '' ? (
          <Row label={t.authors}>
            <RichText html={item.authors} sx={{ '& p': { m: 0 } }} />
          </Row>
        ) : null}
        <Row label={t.receivedAt('').replace(/：$/, '')}>
          <Typography variant="body2">{showChinaTime(item.publishDate, 'YYYY-MM-DD')}</Typography>
        </Row>
        {item.doi.trim() !== '' ? (
          <Row label={t.doi}>
            {doi ? (
              <Link
                href={doi}
                target="_blank"
                rel="noopener noreferrer"
                variant="body2"
                data-testid="journal-doi"
              >
                {item.doi.trim()}
                <VisuallyHidden>{t.newWindow}</VisuallyHidden>
              </Link>
            ) : (
              <Typography variant="body2">{item.doi}</Typography>
            )}
          </Row>
        ) : null}
      </Box>
      <Typography variant="h2" sx={{ fontSize: 18, mt: 3, mb: 1 }}>
        {t.abstract}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-line' }}>{item.abstracts || msg.app.empty}</Typography>
      {keywords.length > 0 ? (
        <>
          <Typography variant="h2" sx={{ fontSize: 18, mt: 3, mb: 1 }}>
            {t.keywords}
          </Typography>
          <Box
            component="ul"
            aria-label={t.keywords}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}
          >
            {keywords.map((k) => (
              <li key={k}>
                <Chip label={k} size="small" variant="outlined" />
              </li>
            ))}
          </Box>
        </>
      ) : null}
      {references.length > 0 ? (
        <>
          <Typography variant="h2" sx={{ fontSize: 18, mt: 3, mb: 1 }}>
            {t.references}
          </Typography>
          <Box component="ol" aria-label={t.references} sx={{ pl: 0, m: 0, listStyle: 'none' }}>
            {references.map((r, i) => (
              <Typography component="li" key={i} variant="body2" sx={{ mb: 0.5, overflowWrap: 'anywhere' }}>
                {r}
              </Typography>
            ))}
          </Box>
        </>
      ) : null}
      <Box sx={{ mt: 4 }}>
        {fileId ? (
          <Button
            component={RouterLink}
            to={previewPath(fileId)}
            variant="contained"
            startIcon={<MenuBookOutlined />}
          >
            {t.readingGuide}
          </Button>
        ) : (
          <Typography color="text.secondary">
            {t.readingGuide}：{t.noFile}
          </Typography>
        )}
      </Box>
    </Paper>
  );
}
