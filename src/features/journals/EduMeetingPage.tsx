import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { allowedPdfUrl } from '../../../domain/journals';
import { config } from '../../config';
import { PdfReader } from '../../components/pdf';
import { usePageOrigin } from '../../components/usePageOrigin';
import { journalsMsg } from '../../text/journals';

/**
 * /eduMetting?pdf={url} (001 §2): an education meeting's PDF. The address comes from the query string, so
 * only the portal's own media or the configured allow-list opens (domain/journals.ts allowedPdfUrl);
 * anything else is refused, and no `pdf` at all is 暂无内容.
 */
const heading = (
  <Typography variant="h1" sx={{ fontSize: { xs: 20, md: 26 }, mb: 2 }}>
    {journalsMsg.pdf.eduMeetingTitle}
  </Typography>
);

export function EduMeetingPage() {
  const [params] = useSearchParams();
  const raw = params.get('pdf')?.trim() ?? '';
  const origin = usePageOrigin();
  // The reader needs scripts: on the server (no origin) the page is its title alone.
  if (origin === null)
    return (
      <Container maxWidth="md" sx={{ py: 3 }}>
        {heading}
      </Container>
    );
  const url = raw === '' ? null : allowedPdfUrl(raw, origin, config.pdfAllowList);
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      {heading}
      {raw !== '' && url === null ? (
        <Alert severity="warning" variant="outlined" role="alert" data-testid="pdf-refused">
          {journalsMsg.pdf.refused}
        </Alert>
      ) : (
        <PdfReader key={url ?? ''} url={url} />
      )}
    </Container>
  );
}

export default EduMeetingPage;
