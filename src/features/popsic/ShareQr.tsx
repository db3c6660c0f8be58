import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LazyPart } from '../../components/LazyPart';
import { WhenNear } from '../../components/WhenNear';
import { useMobileLink } from './links';

const loadQr = () => import('./QrCode');
const SIZE = 96;
const frame = <Box sx={{ width: SIZE, height: SIZE }} />;

/**
 * A QR code of an in-site path's address on the mobile site (000 §2.3), with its caption. The address is
 * resolved here, not by the page: it needs the page's origin, known only after hydration, and a page that
 * asked for it re-rendered whole once it came (issue 32).
 */
export function ShareQr({ path, caption, label }: { path: string; caption: string; label: string }) {
  const url = useMobileLink(path);
  return (
    <Box
      component="figure"
      sx={{ m: 0, display: 'inline-flex', flexDirection: 'column', alignItems: 'center', gap: 0.5 }}
      data-testid="share-qr"
      data-url={url ?? undefined}
    >
      <Box sx={{ p: 1, bgcolor: 'common.white', borderRadius: 1, lineHeight: 0 }}>
        {/* The encoder comes after the first screen has been painted, and only once the code is in view */}
        {/* (encoding is one task of some 90 ms on a 4x slowed CPU; issue 32); the frame keeps its place. */}
        {/* No address yet (the server's render, until the page knows its origin): the frame alone. */}
        {url === null ? (
          frame
        ) : (
          <WhenNear placeholder={frame} margin="0px">
            <LazyPart
              load={loadQr}
              props={{ value: url, size: SIZE, label }}
              placeholder={frame}
              failed={frame}
              afterPaint
            />
          </WhenNear>
        )}
      </Box>
      <Typography component="figcaption" variant="caption" color="text.secondary">
        {caption}
      </Typography>
    </Box>
  );
}
