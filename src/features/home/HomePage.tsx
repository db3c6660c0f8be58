import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import { HydrateWhenNear } from '../../components/HydrateWhenNear';
import { CampaignLinks } from '../campaigns';
import { msg } from '../../text/messages';
import { campaignPagesMsg } from '../../text/campaignPages';
import { HomeBanner } from './HomeBanner';
import { HomeSection } from './HomeSection';
import { InstituteBlock } from './InstituteBlock';
import { NewCourses } from './NewCourses';
import { NewsCarousel } from './NewsCarousel';
import { NewsTicker } from './NewsTicker';
import { QuickTiles } from './QuickTiles';
import { SearchBox } from './SearchBox';

/**
 * / : search, banner, quick entries, news, new courses, the institute (000 §2.2). What lies below the first
 * screen is hydrated when it comes near (issue 32): the server's HTML shows it, React takes it over later.
 */
export function HomePage() {
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <h1 style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {msg.app.fullName}
      </h1>
      <Box sx={{ display: 'flex', justifyContent: 'center', mb: 3 }}>
        <SearchBox />
      </Box>
      <HomeBanner />
      <Box sx={{ mt: 3 }}>
        <QuickTiles />
      </Box>
      <HydrateWhenNear>
        <HomeSection id="campaigns" title={campaignPagesMsg.entries.title}>
          <CampaignLinks />
        </HomeSection>
      </HydrateWhenNear>
      <HydrateWhenNear>
        <HomeSection
          id="news"
          title={msg.home.news}
          action={
            <Link component={RouterLink} to="/announcement">
              {msg.home.moreNews}
            </Link>
          }
        >
          {/* minmax(0, …): a column no wider than its share, whatever its content's longest line (issue 31: at
            390 px the news carousel's titles pushed it 4 px past the column). */}
          <Box
            sx={{
              display: 'grid',
              gap: 3,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
            }}
          >
            <NewsCarousel />
            <NewsTicker />
          </Box>
        </HomeSection>
      </HydrateWhenNear>
      <HydrateWhenNear>
        <NewCourses />
      </HydrateWhenNear>
      <HydrateWhenNear>
        <InstituteBlock />
      </HydrateWhenNear>
    </Container>
  );
}

export default HomePage;
