import { Link as RouterLink, useParams } from 'react-router-dom';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { journalFileUrl } from '../../../domain/journals';
import { PdfReader } from '../../components/pdf';
import { journalsMsg } from '../../text/journals';

/** /journalpreview/{fileId} (001 §2 JournalFile): the journal's PDF; an id that names no file is 暂无内容. */
export function JournalPreviewPage() {
  const { fileId = '' } = useParams();
  const url = journalFileUrl(fileId);
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <Link component={RouterLink} to="/journal" sx={{ display: 'inline-block', mb: 1 }}>
        {journalsMsg.backToList}
      </Link>
      <Typography variant="h1" sx={{ fontSize: { xs: 20, md: 26 }, mb: 2 }}>
        {journalsMsg.pdf.previewTitle}
      </Typography>
      <PdfReader key={url ?? ''} url={url} />
    </Container>
  );
}

export default JournalPreviewPage;
