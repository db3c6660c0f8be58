import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import { msg } from '../../text/messages';

/** A registered route whose page is not built yet. */
export function UnderConstructionPage() {
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }} data-testid="under-construction">
      <ConstructionOutlined aria-hidden color="primary" sx={{ fontSize: 56, mb: 2 }} />
      <Typography variant="h2" component="h1" sx={{ mb: 4 }}>
        {msg.misc.pageUnderConstruction}
      </Typography>
      <Button component={RouterLink} to="/" variant="outlined">
        {msg.app.backHome}
      </Button>
    </Container>
  );
}

export default UnderConstructionPage;
