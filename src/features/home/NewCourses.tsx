import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useSession } from '../../api/useSession';
import { requestAddUserInfo } from '../../components/appEvents';
import { QueryView } from '../../components/QueryView';
import { toast } from '../../components/toastStore';
import type { CourseCard } from '../../schemas/home';
import { msg } from '../../text/messages';
import { courseAction } from './courseAction';
import { CourseCardView } from './CourseCardView';
import { HomeSection } from './HomeSection';
import { newCoursesQuery } from './homeQueries';

const GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, 1fr)' },
} as const;

/** 最新课程: the five newest courses (listNew). */
export function NewCourses() {
  const query = useQuery(newCoursesQuery());
  const { user, token } = useSession();
  const navigate = useNavigate();

  const open = (card: CourseCard) => {
    const action = courseAction(card, { loggedIn: user !== null && token !== null });
    switch (action.kind) {
      case 'login':
        toast.error(msg.misc.loginToView);
        return;
      case 'comingSoon':
        toast.info(msg.misc.videoComingSoon);
        return;
      case 'completeInfo':
        requestAddUserInfo();
        return;
      case 'openUrl':
        window.open(action.url, '_blank', 'noopener');
        return;
      case 'route':
        navigate(action.to);
    }
  };

  return (
    <HomeSection id="new-courses" title={msg.home.newCourses}>
      <QueryView
        query={query}
        emptyText={msg.home.noCourses}
        loading={
          <Box sx={GRID}>
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} variant="rounded" height={220} />
            ))}
          </Box>
        }
      >
        {(cards) => (
          <Box component="ul" sx={{ ...GRID, listStyle: 'none', m: 0, p: 0 }}>
            {cards.map((card) => (
              <li key={card.id}>
                <CourseCardView card={card} onOpen={() => open(card)} />
              </li>
            ))}
          </Box>
        )}
      </QueryView>
    </HomeSection>
  );
}
