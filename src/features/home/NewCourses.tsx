import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { QueryView } from '../../components/QueryView';
import { WhenNear } from '../../components/WhenNear';
import { msg } from '../../text/messages';
import { VideoCardView } from '../../components/VideoCardView';
import { cardTag } from '../../../domain/cardRoute';
import { useCardOpen } from '../education';
import { HomeSection } from './HomeSection';
import { newCoursesQuery } from '../../api/home';

const GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, 1fr)' },
} as const;

const loading = (
  <Box sx={GRID}>
    {Array.from({ length: 5 }, (_, i) => (
      <Skeleton key={i} variant="rounded" height={220} />
    ))}
  </Box>
);

/** 最新课程: the five newest courses (listNew), fetched when the block comes near (issue 12). */
export function NewCourses() {
  return (
    <HomeSection id="new-courses" title={msg.home.newCourses}>
      <WhenNear placeholder={loading}>
        <NewCourseCards />
      </WhenNear>
    </HomeSection>
  );
}

function NewCourseCards() {
  const query = useQuery(newCoursesQuery());
  // The education feature's card routing: login, coming soon, live, the emx info form first, or the detail page.
  const { open, dialog } = useCardOpen();

  return (
    <>
      <QueryView query={query} emptyText={msg.home.noCourses} loading={loading}>
        {(cards) => (
          <Box component="ul" sx={{ ...GRID, listStyle: 'none', m: 0, p: 0 }}>
            {cards.map((card) => (
              <li key={card.id}>
                <VideoCardView
                  card={card}
                  tag={cardTag(card.videoState)}
                  onOpen={() => open(card)}
                  testId="course-card"
                />
              </li>
            ))}
          </Box>
        )}
      </QueryView>
      {dialog}
    </>
  );
}
