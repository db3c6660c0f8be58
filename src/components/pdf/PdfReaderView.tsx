import { useEffect, useRef, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { journalsMsg } from '../../text/journals';
import { EmptyState } from '../EmptyState';

const t = journalsMsg.pdf;

export type PdfReaderStatus = 'noFile' | 'loading' | 'failed' | 'reading' | 'complete';

/** How far below the viewport the end of the list counts as near (the next 4 pages are asked for then). */
export const NEAR_END_MARGIN = '0px 0px 600px 0px';

/**
 * The reader's states from plain props (the machine's state, `machines/pdfReader.machine.ts`): 暂无内容,
 * loading, 预览加载失败，请重新打开！, or the listed pages (`renderPage` draws one) with a sentinel after
 * the last that reports `onNearEnd` when it comes near the viewport.
 */
export function PdfReaderView({
  status,
  shown,
  total,
  renderPage,
  onNearEnd,
}: {
  status: PdfReaderStatus;
  shown: number;
  total: number;
  renderPage: (pageNumber: number) => ReactNode;
  onNearEnd: () => void;
}) {
  if (status === 'noFile') return <EmptyState message={t.noFile} />;
  if (status === 'failed')
    return (
      <Alert severity="error" variant="outlined" role="alert" data-testid="pdf-failed">
        {t.failed}
      </Alert>
    );
  if (status === 'loading')
    return (
      <Box aria-busy="true" data-testid="pdf-loading">
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t.loading}
        </Typography>
        <Skeleton variant="rectangular" sx={{ width: '100%', height: 'auto', aspectRatio: '1 / 1.414' }} />
      </Box>
    );
  return (
    <Box component="section" aria-label={t.readerLabel} data-testid="pdf-reader" data-total={total}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t.pageCount(total)}
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {Array.from({ length: shown }, (_, i) => (
          <Box key={i + 1}>{renderPage(i + 1)}</Box>
        ))}
      </Box>
      {status === 'reading' ? (
        // A new sentinel per batch: observing it again reports at once when it is still near.
        <NearEnd key={shown} onNear={onNearEnd} />
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', py: 2 }}>
          {t.allShown}
        </Typography>
      )}
    </Box>
  );
}

function NearEnd({ onNear }: { onNear: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (el === null || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          onNear();
        }
      },
      { rootMargin: NEAR_END_MARGIN },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [onNear]);
  return (
    <Box ref={ref} data-testid="pdf-more" sx={{ py: 2, textAlign: 'center', color: 'text.secondary' }}>
      <Typography variant="body2">{t.more}</Typography>
    </Box>
  );
}
