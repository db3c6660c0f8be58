import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { pointsMsg } from '../../text/points';
import { RankBoard } from './RankBoard';

/** /education/rank: the top 20 and the user's own rank (001 §2). */
export function RankPage() {
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <Typography variant="h1" sx={{ fontSize: { xs: 22, md: 28 }, mb: 2 }}>
        {pointsMsg.rank.title}
      </Typography>
      <RankBoard />
    </Container>
  );
}

export default RankPage;
