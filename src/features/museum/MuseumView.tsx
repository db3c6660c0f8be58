import type { UseQueryResult } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { bannerExhibitor, MUSEUM_COLUMNS, openableVrUrl } from '../../../domain/museum';
import { CardGrid, cardGridSx } from '../../components/CardGrid';
import { QueryView } from '../../components/QueryView';
import type { Exhibitor } from '../../schemas/museum';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { msg } from '../../text/messages';
import { museumMsg } from '../../text/museum';

const t = museumMsg;
/** 001 §2: rows of 4; a tablet shows 3, a phone 2. */
const COLUMNS = { xs: 2, sm: 3, md: MUSEUM_COLUMNS };
const GAP = { xs: 1.5, md: 2 };
const LOGO = { width: 240, height: 120 } as const;
const NewWindow = () => <VisuallyHidden>{t.newWindow}</VisuallyHidden>;

/**
 * The VR hall opens as a plain link in a new window: the browser opens it within the click itself (no
 * popup blocker), keyboard, middle-click and "open in new tab" work; the click also counts a view.
 */
const vrLinkProps = (url: string, onView: () => void) => ({
  component: 'a' as const,
  href: url,
  target: '_blank',
  rel: 'noopener noreferrer',
  onClick: onView,
  onAuxClick: (e: React.MouseEvent) => {
    if (e.button === 1) onView();
  },
});

/** The museum (001 §2): a banner for the configured vendor's first exhibitor, then every exhibitor. */
export function MuseumView({
  query,
  vendor,
  onView,
}: {
  query: UseQueryResult<Exhibitor[]>;
  vendor: string;
  onView: (exhibitor: Exhibitor) => void;
}) {
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {t.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t.subtitle}
      </Typography>
      <QueryView query={query} loading={<MuseumSkeleton />} emptyText={t.empty} errorTitle={t.listFailed}>
        {(rows) => (
          <>
            <Banner exhibitor={bannerExhibitor(rows, vendor)} vendor={vendor} onView={onView} />
            <CardGrid aria-label={t.listLabel} columns={COLUMNS} gap={GAP}>
              {rows.map((e) => (
                <li key={e.id}>
                  <ExhibitorCard exhibitor={e} onView={() => onView(e)} />
                </li>
              ))}
            </CardGrid>
          </>
        )}
      </QueryView>
    </Container>
  );
}

function Banner({
  exhibitor,
  vendor,
  onView,
}: {
  exhibitor: Exhibitor | null;
  vendor: string;
  onView: (e: Exhibitor) => void;
}) {
  const url = openableVrUrl(exhibitor?.vrUrl);
  if (!exhibitor || !url) return null;
  return (
    <Box
      {...vrLinkProps(url, () => onView(exhibitor))}
      data-testid="museum-banner"
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'flex-start', sm: 'center' },
        justifyContent: 'space-between',
        gap: 2,
        mb: 3,
        p: { xs: 2.5, md: 4 },
        minHeight: 140,
        borderRadius: 2,
        color: '#fff',
        textDecoration: 'none',
        background: 'linear-gradient(120deg, #0b3d6e 0%, #1565c0 55%, #26a69a 100%)',
        '&:hover .banner-action, &:focus-visible .banner-action': { bgcolor: '#fff', color: '#0b3d6e' },
      }}
    >
      <Box>
        <Typography variant="h2" component="p" sx={{ color: 'inherit', fontWeight: 700 }}>
          {t.bannerTitle(vendor)}
        </Typography>
        <Typography sx={{ opacity: 0.92, mt: 0.5 }}>{t.bannerBody}</Typography>
      </Box>
      <Box
        className="banner-action"
        component="span"
        sx={{ px: 3, py: 1, border: '2px solid #fff', borderRadius: 5, fontWeight: 700, flexShrink: 0 }}
      >
        {t.bannerAction}
        <NewWindow />
      </Box>
    </Box>
  );
}

function ExhibitorCard({ exhibitor: e, onView }: { exhibitor: Exhibitor; onView: () => void }) {
  const url = openableVrUrl(e.vrUrl);
  const body = (
    <>
      <Box sx={{ bgcolor: '#fff', borderBottom: 1, borderColor: 'divider' }}>
        {e.logo ? (
          <Box
            component="img"
            src={e.logo}
            alt=""
            width={LOGO.width}
            height={LOGO.height}
            loading="lazy"
            decoding="async"
            sx={{
              display: 'block',
              width: '100%',
              height: 'auto',
              aspectRatio: `${LOGO.width} / ${LOGO.height}`,
              objectFit: 'contain',
            }}
          />
        ) : (
          <Box
            aria-hidden
            sx={{
              aspectRatio: `${LOGO.width} / ${LOGO.height}`,
              display: 'grid',
              placeItems: 'center',
              fontSize: 40,
              fontWeight: 700,
              color: 'primary.main',
            }}
          >
            {[...e.name][0]}
          </Box>
        )}
      </Box>
      <Box sx={{ p: 1.5 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{e.name}</Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.5, color: 'text.secondary' }}>
          <VisibilityOutlined aria-hidden sx={{ fontSize: 18 }} />
          <Typography variant="body2" data-testid="view-count">
            {t.viewCount(e.viewCount)}
          </Typography>
        </Box>
        {url ? <NewWindow /> : <Chip size="small" label={t.noVr} sx={{ mt: 1 }} />}
      </Box>
    </>
  );
  const sx = {
    display: 'block',
    height: '100%',
    overflow: 'hidden',
    textDecoration: 'none',
    color: 'text.primary',
  } as const;
  return url ? (
    <Paper
      variant="outlined"
      {...vrLinkProps(url, onView)}
      data-testid={`exhibitor-${e.id}`}
      sx={{ ...sx, transition: 'box-shadow .2s', '&:hover, &:focus-visible': { boxShadow: 4 } }}
    >
      {body}
    </Paper>
  ) : (
    <Paper variant="outlined" data-testid={`exhibitor-${e.id}`} sx={sx}>
      {body}
    </Paper>
  );
}

function MuseumSkeleton() {
  return (
    // At least a screen tall: the footer stays below the fold until the content (always taller) replaces it.
    <Box role="progressbar" aria-label={msg.app.loading} aria-busy="true" sx={{ minHeight: '100vh' }}>
      <Skeleton variant="rounded" height={140} sx={{ mb: 3 }} />
      <Box sx={cardGridSx(COLUMNS, GAP)}>
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton
            key={i}
            variant="rounded"
            sx={{ width: '100%', height: 'auto', aspectRatio: '240 / 200' }}
          />
        ))}
      </Box>
    </Box>
  );
}
