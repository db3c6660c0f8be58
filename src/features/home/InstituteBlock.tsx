import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { msg } from '../../text/messages';

/** The link to the institute overview (000 §2.2). */
export function InstituteBlock() {
  return (
    <Paper
      component="section"
      aria-labelledby="institute-title"
      sx={{
        mt: 4,
        p: { xs: 3, md: 4 },
        color: '#fff',
        background: 'linear-gradient(120deg, #0f4f7d 0%, #1d6fa5 55%, #2a9d8f 100%)',
      }}
    >
      <Typography id="institute-title" variant="h2" gutterBottom>
        {msg.home.institute}
      </Typography>
      <Typography sx={{ maxWidth: 720, opacity: 0.92, mb: 2 }}>{msg.home.instituteBody}</Typography>
      <Button
        component={RouterLink}
        to="/institute"
        variant="contained"
        color="inherit"
        sx={{ color: 'primary.dark' }}
      >
        {msg.home.instituteLink}
      </Button>
    </Paper>
  );
}
