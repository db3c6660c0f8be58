import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  HOME_GROUP_SIZE,
  POPSIC_SEARCH_MAX,
  SPECIAL_GROUP,
  epochVariant,
  otherPublicEpochs,
  type PopsicEpoch,
} from '../../../domain/popsic';
import { belowHeaderScrollMargin } from '../../components/belowHeader';
import { BlockSkeleton } from '../../components/BlockSkeleton';
import { CardGrid, cardGridSx } from '../../components/CardGrid';
import { EmptyState } from '../../components/EmptyState';
import { HydrateWhenNear } from '../../components/HydrateWhenNear';
import { layoutWhenNear } from '../../components/layoutWhenNear';
import { QueryView } from '../../components/QueryView';
import { SearchBox } from '../../components/SearchBox';
import { useStaggered } from '../../components/useStaggered';
import type { CategoryTab, PopsicBanner, WorkCard, WorksByGroup } from '../../schemas/popsic';
import { popsicMsg } from '../../text/popsic';
import { popsicPagesMsg } from '../../text/popsicPages';
import { popsicPaths } from './links';
import { ShareQr } from './ShareQr';
import { WorkCardItem } from './WorkCardItem';
import { WORKS_CAROUSEL_RATIO, WorksCarousel } from './WorksCarousel';

const t = popsicPagesMsg;
const COLUMNS = { xs: 2, sm: 3, md: 4 } as const;
/** A category's block until it is first laid out: about four rows of cards on a phone (layoutWhenNear). */
const GROUP_ESTIMATE_PX = 900;
/** A card's size until it is rendered: the 16:10 cover and about three lines of text. */
const HELD_CARD = { aspectRatio: '16 / 10', marginBottom: 96 } as const;

/** The id of a category's section on the home (the tabs scroll to it). */
export const categorySectionId = (id: string) => `popsic-category-${id}`;

export interface PopsicHomeViewProps {
  epoch: PopsicEpoch;
  banners: UseQueryResult<PopsicBanner[]>;
  groups: UseQueryResult<WorksByGroup>;
  tabs: UseQueryResult<CategoryTab[]>;
  /** The in-site path of the QR code's address (the contest home, on the mobile site). */
  qrPath: string;
  /** A category tab: scroll to its list. */
  onTab: (id: string) => void;
  onSearch: (value: string) => void;
  onContribute: () => void;
  /** The session check runs (the button waits). */
  checkingSession: boolean;
}

/**
 * The contest home of one epoch (000 §2.3): banner, QR code, the other epochs, the contribution button,
 * 2023-02's intro, the search box, the category tabs, the works carousel, the most-liked block (not for
 * 2023-02), then each category's works with 查看全部; 2023-02 numbers its items and uses dark text.
 */
export function PopsicHomeView({
  epoch,
  banners,
  groups,
  tabs,
  qrPath,
  onTab,
  onSearch,
  onContribute,
  checkingSession,
}: PopsicHomeViewProps) {
  const variant = epochVariant(epoch);
  const banner = banners.data?.find((b) => b.position === 'homepage-full' && b.type !== 'video_pc');
  return (
    <Box
      data-testid="popsic-home"
      data-epoch={epoch}
      data-variant={variant.darkText ? 'dark' : 'plain'}
      sx={{ color: variant.darkText ? 'grey.900' : 'text.primary' }}
    >
      {banners.isPending ? (
        <Skeleton variant="rounded" sx={{ width: '100%', height: 'auto', aspectRatio: '1200 / 300' }} />
      ) : banner ? (
        <Box
          component="img"
          src={banner.imgUrl}
          alt={t.bannerAlt(epoch)}
          width={1200}
          height={300}
          // The largest element of the contest's first screen (its LCP): fetched first.
          fetchPriority="high"
          data-testid="popsic-banner"
          sx={{ width: '100%', height: 'auto', display: 'block', borderRadius: 2, objectFit: 'cover' }}
        />
      ) : null}

      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mt: 2, alignItems: { xs: 'flex-start', sm: 'center' } }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography
            component="h1"
            variant="h5"
            sx={{ fontWeight: 700, color: variant.darkText ? 'grey.900' : 'primary.dark' }}
          >
            {t.homeTitle(epoch)}
          </Typography>
          <Box component="nav" aria-label={t.epochButtons} sx={{ mt: 1 }}>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Typography variant="body2" sx={{ alignSelf: 'center' }}>
                {t.currentEpoch(epoch)}
              </Typography>
              {otherPublicEpochs(epoch).map((other) => (
                <Button
                  key={other}
                  component={RouterLink}
                  to={popsicPaths.works(other)}
                  variant="outlined"
                  size="small"
                >
                  {t.epochButton(other)}
                </Button>
              ))}
            </Stack>
          </Box>
          <Button
            variant="contained"
            sx={{ mt: 2 }}
            onClick={onContribute}
            disabled={checkingSession}
            aria-busy={checkingSession}
          >
            {checkingSession ? t.checkingSession : t.contribute}
          </Button>
        </Box>
        <ShareQr path={qrPath} caption={t.qrTitle} label={t.qrLabel(t.homeTitle(epoch))} />
      </Stack>

      {variant.intro ? (
        <Typography sx={{ mt: 2, lineHeight: 1.8 }} data-testid="popsic-intro">
          {t.intro}
        </Typography>
      ) : null}

      <SearchBox
        label={t.searchLabel}
        placeholder={t.searchPlaceholder}
        maxLength={POPSIC_SEARCH_MAX}
        onSearch={(value) => value !== '' && onSearch(value)}
        sx={{ mt: 2, maxWidth: 560 }}
      />

      <QueryView query={tabs} loading={<BlockSkeleton rows={1} />} isEmpty={() => false}>
        {(list) => <CategoryTabs tabs={list} onTab={onTab} />}
      </QueryView>

      <QueryView
        query={groups}
        loading={
          <Box sx={{ mt: 2 }}>
            <Skeleton
              variant="rounded"
              sx={{ width: '100%', height: 'auto', aspectRatio: WORKS_CAROUSEL_RATIO }}
            />
            <Box sx={{ ...cardGridSx(COLUMNS), mt: 2 }}>
              {Array.from({ length: 4 }, (_, i) => (
                <Skeleton key={i} variant="rounded" height={180} />
              ))}
            </Box>
          </Box>
        }
        isEmpty={() => false}
      >
        {(data) => <Groups data={data} tabs={tabs.data ?? []} epoch={epoch} />}
      </QueryView>
    </Box>
  );
}

/**
 * The carousel, the most-liked block and every category's works. Drawn by the client, the cards of all but
 * the first block are rendered after the first paint, a block at a time (useStaggered); until then a block
 * holds its place, heading and id (the tabs scroll to it). Drawn by the server, every block is in the HTML.
 */
function Groups({ data, tabs, epoch }: { data: WorksByGroup; tabs: CategoryTab[]; epoch: PopsicEpoch }) {
  const variant = epochVariant(epoch);
  const shown = useStaggered((variant.mostLikedBlock ? 1 : 0) + tabs.length);
  // Made once per answer: the render after hydration gives the same elements, so a block below the first
  // screen is still taken over only when it comes near (HydrateWhenNear), not with the rest of the page.
  const categories = useMemo(
    () =>
      tabs.map((tab, i) => {
        const block = variant.mostLikedBlock ? i + 1 : i;
        const section = (
          <GroupSection
            key={tab.dictValue}
            id={categorySectionId(tab.dictValue)}
            label={tab.dictLabel}
            cards={data[tab.dictLabel] ?? []}
            epoch={epoch}
            numbered={variant.numberedItems}
            dark={variant.darkText}
            viewAll={popsicPaths.allWorks(tab.dictValue, tab.dictLabel, epoch)}
            held={block >= shown}
          />
        );
        return block === 0 ? section : <HydrateWhenNear key={tab.dictValue}>{section}</HydrateWhenNear>;
      }),
    [tabs, data, epoch, variant, shown],
  );
  return (
    <Stack spacing={4} sx={{ mt: 3 }}>
      <WorksCarousel
        cards={data[SPECIAL_GROUP.recommended] ?? []}
        linkOf={(c) => popsicPaths.work(c.id, epoch)}
      />
      {variant.mostLikedBlock ? (
        <GroupSection
          id="popsic-most-liked"
          label={SPECIAL_GROUP.mostLiked}
          cards={data[SPECIAL_GROUP.mostLiked] ?? []}
          epoch={epoch}
          numbered={false}
          dark={variant.darkText}
        />
      ) : null}
      {categories}
    </Stack>
  );
}

function CategoryTabs({ tabs, onTab }: { tabs: CategoryTab[]; onTab: (id: string) => void }) {
  return (
    <Box
      component="nav"
      aria-label={t.categoriesLabel}
      sx={{ mt: 2, display: 'flex', flexWrap: 'wrap', gap: 1 }}
      data-testid="category-tabs"
    >
      {tabs.map((tab) => (
        <ButtonBase
          key={tab.dictValue}
          onClick={() => onTab(tab.dictValue)}
          aria-controls={categorySectionId(tab.dictValue)}
          sx={{
            display: 'flex',
            gap: 1,
            px: 1.5,
            py: 1,
            borderRadius: 2,
            border: 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
            '&:hover': { bgcolor: 'action.hover' },
            '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.dark' },
          }}
        >
          {tab.remark ? (
            <Box component="img" src={tab.remark} alt="" width={24} height={24} sx={{ display: 'block' }} />
          ) : null}
          <Typography variant="body2">{tab.dictLabel}</Typography>
        </ButtonBase>
      ))}
    </Box>
  );
}

function GroupSection({
  id,
  label,
  cards,
  epoch,
  numbered,
  dark,
  viewAll,
  held = false,
}: {
  id: string;
  label: string;
  cards: WorkCard[];
  epoch: PopsicEpoch;
  numbered: boolean;
  dark: boolean;
  viewAll?: string;
  /** Its cards are not rendered yet: an empty grid of their size holds the place. */
  held?: boolean;
}) {
  const headingId = `${id}-heading`;
  return (
    <Box
      component="section"
      id={id}
      tabIndex={-1}
      aria-labelledby={headingId}
      data-testid="popsic-group"
      sx={{
        scrollMarginTop: belowHeaderScrollMargin,
        '&:focus': { outline: 'none' },
        ...layoutWhenNear(GROUP_ESTIMATE_PX),
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'baseline', mb: 1.5, gap: 2 }}>
        <Typography
          id={headingId}
          component="h2"
          variant="h6"
          sx={{ fontWeight: 700, color: dark ? 'grey.900' : 'primary.dark', flex: 1, minWidth: 0 }}
        >
          {label}
        </Typography>
        {viewAll ? (
          <Link component={RouterLink} to={viewAll} aria-label={t.viewAllOf(label)} sx={{ flexShrink: 0 }}>
            {popsicMsg.viewAll}
          </Link>
        ) : null}
      </Stack>
      {cards.length === 0 ? (
        <EmptyState message={t.noneInCategory} />
      ) : held ? (
        <CardGrid columns={COLUMNS} aria-hidden="true" data-testid="held-cards">
          {cards.slice(0, HOME_GROUP_SIZE).map((card) => (
            <li key={card.id} style={HELD_CARD} />
          ))}
        </CardGrid>
      ) : (
        <CardGrid columns={COLUMNS} component={numbered ? 'ol' : 'ul'} aria-label={t.groupLabel(label)}>
          {cards.slice(0, HOME_GROUP_SIZE).map((card, i) => (
            <WorkCardItem
              key={card.id}
              card={card}
              to={popsicPaths.work(card.id, epoch)}
              number={numbered ? i + 1 : undefined}
            />
          ))}
        </CardGrid>
      )}
    </Box>
  );
}
