import { useCallback, useEffect, useState } from 'react';
import { useMachine } from '@xstate/react';
import Box from '@mui/material/Box';
import { journalsMsg } from '../../text/journals';
import { PdfPage } from './PdfPage';
import { createPdfReaderLogic, type LoadedPdf } from './pdfReaderActors';
import { PdfReaderView, type PdfReaderStatus } from './PdfReaderView';

/** The reader's width, followed as the window (or a phone's orientation) changes. */
function useWidth() {
  const [node, setNode] = useState<HTMLDivElement | null>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    if (node === null) return;
    // The observer reports the first size at once, then every change.
    const observer = new ResizeObserver((entries) => setWidth(entries[0]?.contentRect.width ?? 0));
    observer.observe(node);
    return () => observer.disconnect();
  }, [node]);
  return [setNode, width] as const;
}

/**
 * The one PDF reader of the portal (journals, education meetings, works): `url` is an address already
 * allowed (domain/journals.ts allowedPdfUrl) or null for no file. The flow is the pdfReader machine; this
 * wires pdf.js (loaded on first use, its own chunk) and the pages. Give it a `key` of the url to reopen.
 */
export function PdfReader({ url }: { url: string | null }) {
  const [loaded, setLoaded] = useState<LoadedPdf | null>(null);
  const [reader] = useState(() => createPdfReaderLogic(setLoaded));
  const [state, send] = useMachine(reader.logic, { input: { url } });
  useEffect(() => () => reader.destroy(), [reader]);
  const [measure, width] = useWidth();
  const onFailed = useCallback(
    () => send({ type: 'reader.pageFailed', message: journalsMsg.pdf.failed }),
    [send],
  );
  const onNearEnd = useCallback(() => send({ type: 'reader.nearEnd' }), [send]);

  const status: PdfReaderStatus = state.matches('noFile')
    ? 'noFile'
    : state.matches('failed')
      ? 'failed'
      : state.matches({ ready: 'complete' })
        ? 'complete'
        : state.matches('ready')
          ? 'reading'
          : 'loading';

  return (
    <Box ref={measure} sx={{ width: '100%', maxWidth: 900, mx: 'auto' }}>
      <PdfReaderView
        status={loaded === null && (status === 'reading' || status === 'complete') ? 'loading' : status}
        shown={state.context.shown}
        total={state.context.total}
        onNearEnd={onNearEnd}
        renderPage={(n) =>
          loaded ? (
            <PdfPage
              doc={loaded.doc}
              TextLayer={loaded.TextLayer}
              pageNumber={n}
              width={width}
              ratio={loaded.ratio}
              onFailed={onFailed}
            />
          ) : null
        }
      />
    </Box>
  );
}

export default PdfReader;
