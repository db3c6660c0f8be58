import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import { journalsMsg } from '../../text/journals';
import type { PDFDocumentProxy, PDFPageProxy, TextLayer as TextLayerClass } from './pdfjs';
import './textLayer.css';

/** How far outside the viewport a page still holds its canvas (two screens above and below: the first 4 pages of a phone). */
export const PAGE_KEEP_MARGIN = '200% 0px';
/** Canvas pixels per CSS pixel at most (sharp on phones without 9× the memory). */
const MAX_PIXEL_RATIO = 2;

const quiet = (e: unknown) =>
  e instanceof Error && (e.name === 'RenderingCancelledException' || e.name === 'AbortException');

/**
 * One page of the reader: a placeholder of the page's size always; the canvas and the selectable text
 * layer only while the page is near the viewport. Leaving releases them (render cancelled, canvas
 * removed and emptied, page.cleanup()), so a long document holds a few canvases, not one per page.
 */
export function PdfPage({
  doc,
  TextLayer,
  pageNumber,
  width,
  ratio,
  onFailed,
}: {
  doc: PDFDocumentProxy;
  TextLayer: typeof TextLayerClass;
  pageNumber: number;
  /** CSS width to fit (the reader's width: fit to width on a phone). */
  width: number;
  /** Height / width of the first page, the placeholder's shape until this page is measured. */
  ratio: number;
  /** Stable (a useCallback): a new function redraws the page. */
  onFailed: (error: unknown) => void;
}) {
  const slot = useRef<HTMLDivElement>(null);
  const layer = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const [shape, setShape] = useState(ratio);
  const [rendered, setRendered] = useState(false);

  useEffect(() => {
    const el = slot.current;
    if (el === null) return;
    const observer = new IntersectionObserver((entries) => setNear(entries.some((e) => e.isIntersecting)), {
      rootMargin: PAGE_KEEP_MARGIN,
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const holder = layer.current;
    if (!near || width <= 0 || holder === null) return;
    let cancelled = false;
    let page: PDFPageProxy | null = null;
    let task: ReturnType<PDFPageProxy['render']> | null = null;
    let text: TextLayerClass | null = null;
    const canvas = document.createElement('canvas');
    canvas.setAttribute('aria-hidden', 'true');
    canvas.style.cssText = 'position:absolute;inset:0;width:100%;height:100%';
    const textDiv = document.createElement('div');
    textDiv.className = 'textLayer';
    void (async () => {
      page = await doc.getPage(pageNumber);
      if (cancelled) return;
      const base = page.getViewport({ scale: 1 });
      const scale = width / base.width;
      const viewport = page.getViewport({ scale });
      setShape(base.height / base.width);
      const dpr = Math.min(window.devicePixelRatio || 1, MAX_PIXEL_RATIO);
      canvas.width = Math.floor(viewport.width * dpr);
      canvas.height = Math.floor(viewport.height * dpr);
      holder.style.setProperty('--total-scale-factor', String(scale));
      holder.replaceChildren(canvas, textDiv);
      task = page.render({
        canvas,
        viewport,
        ...(dpr === 1 ? {} : { transform: [dpr, 0, 0, dpr, 0, 0] }),
      });
      await task.promise;
      if (cancelled) return;
      text = new TextLayer({ textContentSource: page.streamTextContent(), container: textDiv, viewport });
      await text.render();
      if (!cancelled) setRendered(true);
    })().catch((e: unknown) => {
      if (!cancelled && !quiet(e)) onFailed(e);
    });
    return () => {
      cancelled = true;
      task?.cancel();
      text?.cancel();
      holder.replaceChildren();
      // An emptied canvas gives its pixels back at once (a removed one only when collected).
      canvas.width = 0;
      canvas.height = 0;
      page?.cleanup();
      setRendered(false);
    };
  }, [near, width, doc, pageNumber, TextLayer, onFailed]);

  return (
    <Box
      ref={slot}
      className="pdf-page"
      role="group"
      aria-label={journalsMsg.pdf.page(pageNumber, doc.numPages)}
      data-testid="pdf-page"
      data-page={pageNumber}
      data-rendered={rendered ? 'true' : 'false'}
      sx={{
        position: 'relative',
        width: '100%',
        aspectRatio: `1 / ${shape}`,
        bgcolor: '#fff',
        boxShadow: 1,
        overflow: 'hidden',
      }}
    >
      <Box
        ref={layer}
        sx={{ position: 'absolute', inset: 0, '--scale-round-x': '1px', '--scale-round-y': '1px' }}
      />
    </Box>
  );
}
