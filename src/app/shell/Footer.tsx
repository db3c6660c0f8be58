import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { formatChinaTime } from '../../../domain/chinaTime';
import { msg } from '../../text/messages';
import { config } from '../../config';

/** This year in China, read once when the page loads. */
const COPYRIGHT_YEAR = Number(formatChinaTime(Date.now(), 'YYYY'));

export const OFFICIAL_QR_SRC = '/media/qr/official-account.svg';

const linkSx = {
  color: 'inherit',
  textDecoration: 'none',
  '&:hover, &:focus-visible': { textDecoration: 'underline' },
};
const heading = { fontWeight: 600, color: '#ffffff', mb: 1 } as const;

/** Address, email, a quick link and the official account's QR code (000 §2.1). */
export function Footer() {
  return (
    <Box component="footer" sx={{ bgcolor: '#0f3553', color: '#dbe7f1', mt: 6, py: 4 }}>
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', md: 'row' },
            gap: 4,
            justifyContent: 'space-between',
            alignItems: { md: 'flex-start' },
          }}
        >
          <Box>
            <Typography sx={heading}>{msg.app.fullName}</Typography>
            <Typography variant="body2" sx={{ mb: 0.5 }}>
              {msg.footer.address}
            </Typography>
            <Typography variant="body2">
              {msg.footer.email('')}
              <Box component="a" href={`mailto:${config.contactEmail}`} sx={linkSx}>
                {config.contactEmail}
              </Box>
            </Typography>
          </Box>
          <Box component="nav" aria-labelledby="footer-quick-links">
            <Typography id="footer-quick-links" sx={heading}>
              {msg.footer.quickLinks}
            </Typography>
            <Typography variant="body2">
              <Box component={RouterLink} to="/institute" sx={linkSx}>
                {msg.footer.quickLinkInstitute}
              </Box>
            </Typography>
          </Box>
          <Box component="figure" sx={{ m: 0, textAlign: 'center' }}>
            <Box
              component="img"
              src={OFFICIAL_QR_SRC}
              alt={msg.footer.officialAccountAlt}
              // At the foot of every page: fetched when near, not preloaded by the server's render beside the
              // first screen's pictures (14.5 KB of SVG on a slow phone network; issue 32).
              loading="lazy"
              decoding="async"
              width={96}
              height={96}
              sx={{ bgcolor: '#ffffff', p: 0.5, borderRadius: 1, display: 'block', mx: 'auto' }}
            />
            <Typography component="figcaption" variant="caption">
              {msg.footer.officialAccount}
            </Typography>
          </Box>
        </Box>
        <Typography variant="caption" component="p" sx={{ mt: 3, opacity: 0.7, textAlign: 'center' }}>
          {msg.footer.copyright(COPYRIGHT_YEAR)}
        </Typography>
      </Container>
    </Box>
  );
}

export default Footer;
