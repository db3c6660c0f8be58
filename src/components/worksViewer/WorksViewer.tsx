import { lazy, Suspense, useState } from 'react';
import { useMachine } from '@xstate/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Skeleton from '@mui/material/Skeleton';
import { videoMimeOf, workFileKind } from '../../../domain/fileKind';
import { currentFile, worksViewerMachine, type WorkFile } from '../../../machines/worksViewer.machine';
import { worksViewerMsg } from '../../text/worksViewer';
import { EmptyState } from '../EmptyState';
import { LazyPart } from '../LazyPart';
import { PlayerFacade, VideoPlayer } from '../VideoPlayer';
import { VisuallyHidden } from '../VisuallyHidden';
import { AttachmentList } from './AttachmentList';

const t = worksViewerMsg;
const PictureLightbox = lazy(() => import('../PictureLightbox'));
/** The PDF reader, fetched for a PDF only (with its text layer's stylesheet, which would hold every work's first paint). */
const loadPdfReader = () => import('../pdf/PdfReader').then((m) => ({ default: m.PdfReader }));

export interface WorksViewerProps {
  /** The work's files (000 §3 work file: path, fileName, coverUrl), in the server's order. */
  files: readonly WorkFile[];
  /** The work's title: the pictures' text alternative. */
  title: string;
  /** The work's cover: the poster of a video file that has none of its own. */
  cover?: string;
}

/**
 * The file viewer of a work or micro-lecture (000 §2.3): the shown file by its kind (machines/worksViewer):
 * a picture that opens the lightbox, the portal's one video player (its poster and a play button until
 * the user plays it: decision 0060), the PDF reader (4 pages, then 4 more), or 暂无内容;
 * 预览加载失败，请重新打开！ when a picture or video cannot be shown; the attachment switch list below when
 * there is more than one file. Every kind has a fixed slot, so switching between two videos keeps ONE
 * player (the same component, given a new source), not one per file. Give it a `key` of the work's id:
 * the machine takes the files once.
 */
export function WorksViewer({ files, title, cover }: WorksViewerProps) {
  const [state, send] = useMachine(worksViewerMachine, { input: { files } });
  const [lightbox, setLightbox] = useState<number | null>(null);
  const { index } = state.context;
  const file = currentFile(state.context);
  const failed = state.matches({ picture: 'failed' }) || state.matches({ video: 'failed' });
  const pictures = files.flatMap((f, i) =>
    workFileKind(f) === 'picture' ? [{ index: i, src: f.path, alt: title }] : [],
  );

  return (
    <Box
      component="section"
      aria-label={t.viewerLabel}
      data-testid="works-viewer"
      data-kind={state.context.kind}
    >
      <Box sx={{ width: '100%' }}>
        {state.matches({ video: 'poster' }) && file ? (
          <PlayerFacade
            poster={file.coverUrl || cover || undefined}
            label={t.play}
            onPlay={() => send({ type: 'viewer.play' })}
          />
        ) : null}
        {(state.matches({ video: 'shown' }) || state.matches({ video: 'failed' })) && file ? (
          // Hidden, not removed, while its failure shows: the next video reuses this player.
          <Box sx={{ display: failed ? 'none' : 'block' }}>
            <VideoPlayer
              src={file.path}
              type={videoMimeOf(file.path)}
              poster={file.coverUrl || cover || undefined}
              autoPlay={state.context.autoPlay}
              label={t.videoLabel}
              onError={() => send({ type: 'viewer.failed' })}
            />
          </Box>
        ) : null}
        {state.matches('picture') && file && !failed ? (
          <Picture
            key={index}
            src={file.path}
            alt={title}
            loading={state.matches({ picture: 'loading' })}
            onLoad={() => send({ type: 'viewer.loaded' })}
            onError={() => send({ type: 'viewer.failed' })}
            onOpen={() =>
              setLightbox(
                Math.max(
                  0,
                  pictures.findIndex((p) => p.index === index),
                ),
              )
            }
          />
        ) : null}
        {state.matches('pdf') && file ? (
          <LazyPart
            key={`${index}-${file.path}`}
            load={loadPdfReader}
            props={{ url: file.path }}
            placeholder={<Skeleton variant="rectangular" height={480} />}
          />
        ) : null}
        {state.matches('none') ? <EmptyState message={t.noContent} /> : null}
        {failed ? (
          <Alert severity="error" variant="outlined" role="alert" data-testid="viewer-failed">
            {t.previewFailed}
          </Alert>
        ) : null}
      </Box>
      <AttachmentList
        files={files}
        current={index}
        onSelect={(i) => {
          setLightbox(null);
          send({ type: 'viewer.select', index: i });
        }}
      />
      {lightbox !== null ? (
        <Suspense fallback={null}>
          <PictureLightbox pictures={pictures} index={lightbox} onClose={() => setLightbox(null)} />
        </Suspense>
      ) : null}
    </Box>
  );
}

function Picture({
  src,
  alt,
  loading,
  onLoad,
  onError,
  onOpen,
}: {
  src: string;
  alt: string;
  loading: boolean;
  onLoad: () => void;
  onError: () => void;
  onOpen: () => void;
}) {
  return (
    <Box sx={{ position: 'relative', minHeight: loading ? 200 : undefined }} aria-busy={loading}>
      {loading ? (
        <Box data-testid="picture-loading" sx={{ position: 'absolute', inset: 0 }}>
          <Skeleton variant="rectangular" aria-hidden sx={{ width: '100%', height: '100%' }} />
          <VisuallyHidden role="status">{t.pictureLoading}</VisuallyHidden>
        </Box>
      ) : null}
      <ButtonBase
        onClick={onOpen}
        aria-label={worksViewerMsg.openPicture(alt)}
        sx={{ display: 'block', width: '100%', opacity: loading ? 0 : 1 }}
      >
        <Box
          component="img"
          src={src}
          alt={alt}
          onLoad={onLoad}
          onError={onError}
          sx={{ display: 'block', maxWidth: '100%', maxHeight: '80vh', mx: 'auto', objectFit: 'contain' }}
        />
      </ButtonBase>
    </Box>
  );
}

export default WorksViewer;
