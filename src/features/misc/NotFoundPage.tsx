import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { msg } from '../../text/messages';

/** Any address the portal does not know. */
export function NotFoundPage() {
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Typography variant="h1" component="h1" gutterBottom>
        {msg.app.notFoundTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {msg.app.notFoundBody}
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        {msg.app.backHome}
      </Button>
    </Container>
  );
}

export default NotFoundPage;
