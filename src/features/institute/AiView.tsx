import { lazy, Suspense } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { aiSessionLabel, photosBySession, type AiSession } from '../../../domain/gallery';
import { EmptyState } from '../../components/EmptyState';
import { QueryView } from '../../components/QueryView';
import type { GalleryPhoto } from '../../schemas/institute';
import { msg } from '../../text/messages';
import { instituteMsg } from '../../text/institute';
import { InstituteNav } from './InstituteNav';

const t = instituteMsg;
const loadLightbox = () => import('./GalleryLightbox');
const GalleryLightbox = lazy(loadLightbox);

/** Thumbnails are drawn at this size (the server's thumbUrl is made for it). */
export const THUMB = { width: 360, height: 240 } as const;
const grid = {
  display: 'grid',
  gap: { xs: 1, sm: 2 },
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
  listStyle: 'none',
  p: 0,
  m: 0,
} as const;

export interface OpenPhoto {
  session: AiSession;
  index: number;
}

/** /ai: the AI conference's galleries of the first and second sessions, with a lightbox (000 §2.2). */
export function AiView({
  query,
  open,
  onOpen,
  onClose,
}: {
  query: UseQueryResult<GalleryPhoto[]>;
  open: OpenPhoto | null;
  onOpen: (photo: OpenPhoto) => void;
  onClose: () => void;
}) {
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <InstituteNav />
      <Typography variant="h1" sx={{ mb: 3 }}>
        {t.aiTitle}
      </Typography>
      <QueryView
        query={query}
        loading={<GallerySkeleton />}
        emptyText={t.galleryEmpty}
        errorTitle={t.galleryFailed}
      >
        {(rows) =>
          photosBySession(rows).map(({ session, photos }) => (
            <Box key={session} component="section" aria-labelledby={`session-${session}`} sx={{ mb: 4 }}>
              <Typography id={`session-${session}`} variant="h2" sx={{ mb: 2 }}>
                {aiSessionLabel(session)}
                <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
                  {t.photoCount(photos.length)}
                </Typography>
              </Typography>
              {photos.length === 0 ? (
                <EmptyState message={t.galleryEmpty} />
              ) : (
                <Box component="ul" sx={grid}>
                  {photos.map((p, index) => (
                    <li key={p.id}>
                      <Thumb photo={p} onOpen={() => onOpen({ session, index })} />
                    </li>
                  ))}
                </Box>
              )}
              {open?.session === session ? (
                <Suspense fallback={null}>
                  <GalleryLightbox photos={photos} index={open.index} onClose={onClose} />
                </Suspense>
              ) : null}
            </Box>
          ))
        }
      </QueryView>
    </Container>
  );
}

function Thumb({ photo, onOpen }: { photo: GalleryPhoto; onOpen: () => void }) {
  return (
    <ButtonBase
      onClick={onOpen}
      // The lightbox's chunk starts loading as soon as a visitor points at or focuses a photo.
      onPointerEnter={() => void loadLightbox()}
      onFocus={() => void loadLightbox()}
      aria-label={t.openPhoto(photo.title)}
      sx={{
        display: 'block',
        width: '100%',
        borderRadius: 1,
        overflow: 'hidden',
        '&:focus-visible': { outline: 3, outlineColor: 'primary.main' },
      }}
    >
      <Box
        component="img"
        src={photo.thumbUrl}
        alt=""
        width={THUMB.width}
        height={THUMB.height}
        loading="lazy"
        decoding="async"
        sx={{
          display: 'block',
          width: '100%',
          height: 'auto',
          aspectRatio: `${THUMB.width} / ${THUMB.height}`,
        }}
      />
      <Typography
        component="span"
        variant="body2"
        sx={{
          display: 'block',
          px: 1,
          py: 0.75,
          textAlign: 'left',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
        }}
      >
        {photo.title}
      </Typography>
    </ButtonBase>
  );
}

function GallerySkeleton() {
  return (
    // At least a screen tall: the footer stays below the fold until the content (always taller) replaces it.
    <Box role="progressbar" aria-label={msg.app.loading} aria-busy="true" sx={{ minHeight: '100vh' }}>
      <Skeleton variant="text" width={200} height={40} sx={{ mb: 2 }} />
      <Box sx={grid}>
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton
            key={i}
            variant="rounded"
            sx={{ width: '100%', height: 'auto', aspectRatio: '360 / 273' }}
          />
        ))}
      </Box>
    </Box>
  );
}
