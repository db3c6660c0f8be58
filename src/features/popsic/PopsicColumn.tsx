import { Outlet } from 'react-router-dom';
import Container from '@mui/material/Container';

/**
 * The contest's public pages sit in the portal's centred column, as every other page does (issue 31: they
 * spanned the whole window, titles and buttons touching the edges). One layout route holds them all.
 */
export function PopsicColumn() {
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <Outlet />
    </Container>
  );
}
