import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { epochOf, TAB_SCROLL_EVERY_MS, TAB_SCROLL_STEP_PX, type PopsicEpoch } from '../../../domain/popsic';
import { categoryTabsQuery, popsicBannerQuery, worksByGroupQuery } from '../../api/popsic';
import { useSession } from '../../components/useSession';
import { popsicPagesMsg } from '../../text/popsicPages';
import { popsicPaths } from './links';
import { categorySectionId, PopsicHomeView } from './PopsicHomeView';
import { BlockSkeleton } from '../../components/BlockSkeleton';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { useAnchorScroll } from '../../components/useAnchorScroll';
import { useContribute } from './useContribute';

// Only a logged-in user's 我的投稿 needs the works table and its upload (tus) code: a visitor's contest
// home does not download it (issue 12).
const MyWorksPanel = lazy(() => import('./mine/MyWorksPanel').then((m) => ({ default: m.MyWorksPanel })));

const t = popsicPagesMsg;
type HomeTab = 'mine' | 'works';

/**
 * `/popsic` and `/popsic/works?ccr=` (000 §2.3; decision 0044): `?ccr=` or `/popsic/works` is always the
 * contest home of that epoch; `/popsic` without it is, for a logged-in user, the tabs 我的投稿 (default) /
 * 大赛作品 (`?tab=mine|works`), for a visitor the 2022-01 home.
 */
export function PopsicHomePage() {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const { token, user } = useSession();
  const ccr = params.get('ccr');
  const epoch = epochOf(ccr);
  const withTabs = pathname.toLowerCase() === '/popsic' && ccr === null && token !== null && user !== null;
  if (!withTabs) return <ContestHome epoch={epoch} />;
  const tab: HomeTab = params.get('tab') === 'works' ? 'works' : 'mine';
  return (
    <>
      {/* The page's one h1 (the tabs' panels have none of their own; issue 31: page-has-heading-one). */}
      <VisuallyHidden component="h1">{t.title}</VisuallyHidden>
      <Tabs
        value={tab}
        onChange={(_, next: HomeTab) => setParams({ tab: next }, { replace: true })}
        aria-label={t.tabs.label}
        sx={{ mb: 2 }}
      >
        <Tab value="mine" label={t.tabs.mine} id="popsic-tab-mine" aria-controls="popsic-panel" />
        <Tab value="works" label={t.tabs.works} id="popsic-tab-works" aria-controls="popsic-panel" />
      </Tabs>
      <Box role="tabpanel" id="popsic-panel" aria-labelledby={`popsic-tab-${tab}`}>
        {tab === 'mine' ? (
          <Suspense fallback={<BlockSkeleton />}>
            <MyWorksPanel />
          </Suspense>
        ) : (
          <ContestHome epoch={epoch} />
        )}
      </Box>
    </>
  );
}

function ContestHome({ epoch }: { epoch: PopsicEpoch }) {
  const navigate = useNavigate();
  // The category tabs scroll 200 px every 20 ms to the list, just below the sticky header (000 §2.3).
  const scrollTo = useAnchorScroll({ step: TAB_SCROLL_STEP_PX, periodMs: TAB_SCROLL_EVERY_MS });
  const { contribute, checking } = useContribute();

  return (
    <PopsicHomeView
      key={epoch}
      epoch={epoch}
      banners={useQuery(popsicBannerQuery(epoch))}
      groups={useQuery(worksByGroupQuery(epoch))}
      tabs={useQuery(categoryTabsQuery(epoch))}
      qrPath={popsicPaths.works(epoch)}
      onTab={(id) => scrollTo(categorySectionId(id))}
      onSearch={(value) => void navigate(popsicPaths.search(value, epoch))}
      onContribute={contribute}
      checkingSession={checking}
    />
  );
}

export default PopsicHomePage;
