import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import GridViewOutlined from '@mui/icons-material/GridViewOutlined';
import ViewListOutlined from '@mui/icons-material/ViewListOutlined';
import {
  byGroupName,
  EXPERT_LABEL,
  EXPERT_LABELS,
  EXPERT_NAME_MAX,
  expertPath,
  hasAchievementData,
  hasGroupFilter,
  switchesView,
  visibleGroups,
  type ExpertDisplay,
  type ExpertLabel,
} from '../../../domain/experts';
import { CardGrid, cardGridSx, cardPictureLoading } from '../../components/CardGrid';
import { QueryView } from '../../components/QueryView';
import { SearchBox } from '../../components/SearchBox';
import type { Expert, ExpertGroup } from '../../schemas/experts';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { msg } from '../../text/messages';
import { expertsMsg } from '../../text/experts';
import css from './ExpertCard.module.css';

const t = expertsMsg;

export interface ExpertsViewProps {
  label: ExpertLabel;
  onLabel: (label: ExpertLabel) => void;
  /** The name searched (the box starts with it). */
  name: string;
  onSearch: (name: string) => void;
  /** The study groups of tab 2 as the server answers them (status 0 ones are left out here). */
  groups: readonly ExpertGroup[];
  /** The chosen study group ('' : all). */
  groupId: string;
  onGroup: (groupId: string) => void;
  display: ExpertDisplay;
  onDisplay: (display: ExpertDisplay) => void;
  list: UseQueryResult<Expert[]>;
  /** A card of an expert without achievement data was clicked: 数据更新中. */
  onUnavailable: (expert: Expert) => void;
}

/** /specialist (001 §2 "Expert directory"): tabs by groupLabel, name search, study groups, list or cards. */
export function ExpertsView(p: ExpertsViewProps) {
  const display = switchesView(p.label) ? p.display : 'card';
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {t.title}
      </Typography>
      <Tabs
        value={p.label}
        onChange={(_, v: ExpertLabel) => p.onLabel(v)}
        aria-label={t.tabsLabel}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {EXPERT_LABELS.map((l) => (
          <Tab key={l} value={l} label={t.tabs[l]} />
        ))}
      </Tabs>
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 3 }}
        data-testid="expert-tools"
      >
        <SearchBox
          key={`${p.label}:${p.name}`}
          label={t.searchLabel}
          placeholder={t.searchPlaceholder}
          maxLength={EXPERT_NAME_MAX}
          defaultValue={p.name}
          onSearch={p.onSearch}
          // Clearing a name that was searched shows everyone again.
          onClear={p.name !== '' ? () => p.onSearch('') : undefined}
          buttonText={t.search}
          clearLabel={t.clear}
          sx={{ flex: { xs: '1 1 100%', sm: '0 1 360px' } }}
        />
        {hasGroupFilter(p.label) ? (
          <TextField
            select
            size="small"
            label={t.groupFilter}
            value={p.groupId}
            onChange={(e) => p.onGroup(e.target.value)}
            sx={{ minWidth: 180, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
          >
            <MenuItem value="">{t.groupAll}</MenuItem>
            {visibleGroups(p.groups).map((g) => (
              <MenuItem key={g.id} value={g.id}>
                {g.groupName}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
        {switchesView(p.label) ? (
          <ToggleButtonGroup
            size="small"
            exclusive
            value={display}
            onChange={(_, v: ExpertDisplay | null) => v && p.onDisplay(v)}
            aria-label={t.display}
            sx={{ ml: { sm: 'auto' } }}
          >
            <ToggleButton value="list" aria-label={t.displayList}>
              <ViewListOutlined fontSize="small" sx={{ mr: 0.5 }} />
              {t.displayList}
            </ToggleButton>
            <ToggleButton value="card" aria-label={t.displayCard}>
              <GridViewOutlined fontSize="small" sx={{ mr: 0.5 }} />
              {t.displayCard}
            </ToggleButton>
          </ToggleButtonGroup>
        ) : null}
      </Box>
      <QueryView
        query={p.list}
        loading={<ExpertsSkeleton display={display} />}
        emptyText={t.empty}
        errorTitle={t.listFailed}
      >
        {(rows) =>
          p.label === EXPERT_LABEL.committee ? (
            <Committee rows={rows} onUnavailable={p.onUnavailable} />
          ) : (
            <Experts rows={rows} display={display} onUnavailable={p.onUnavailable} />
          )
        }
      </QueryView>
    </Container>
  );
}

/** The committee tab: cards under each group's heading, in the server's order. */
function Committee({ rows, onUnavailable }: { rows: Expert[]; onUnavailable: (e: Expert) => void }) {
  const groups = byGroupName(rows);
  return (
    <>
      {groups.map((g) => (
        <Box component="section" key={g.name} aria-label={g.name} sx={{ mb: 3 }}>
          <Typography
            variant="h2"
            sx={{ fontSize: 18, mb: 1.5, pl: 1, borderLeft: 4, borderColor: 'primary.main' }}
          >
            {g.name}
          </Typography>
          <Experts rows={g.rows} display="card" onUnavailable={onUnavailable} />
        </Box>
      ))}
    </>
  );
}

/** Two cards a row on a phone, 3 on a tablet, 4 from md. */
const CARD_COLUMNS = { xs: 2, sm: 3, md: 4 };
const CARD_GAP = { xs: 1.5, md: 2 };
const ROW_COLUMNS = { xs: 1 };
const ROW_GAP = 1;
const gridOf = (display: ExpertDisplay) =>
  display === 'card' ? cardGridSx(CARD_COLUMNS, CARD_GAP) : cardGridSx(ROW_COLUMNS, ROW_GAP);

function Experts({
  rows,
  display,
  onUnavailable,
}: {
  rows: Expert[];
  display: ExpertDisplay;
  onUnavailable: (e: Expert) => void;
}) {
  return (
    <CardGrid
      aria-label={t.listLabel}
      data-display={display}
      columns={display === 'card' ? CARD_COLUMNS : ROW_COLUMNS}
      gap={display === 'card' ? CARD_GAP : ROW_GAP}
    >
      {rows.map((e, i) => (
        <li key={e.id}>
          <ExpertOpen expert={e} onUnavailable={() => onUnavailable(e)}>
            {display === 'card' ? <CardBody expert={e} index={i} /> : <RowBody expert={e} index={i} />}
          </ExpertOpen>
        </li>
      ))}
    </CardGrid>
  );
}

/**
 * With achievement data the card is a link that opens the detail in a new window (the browser opens
 * it within the click: no popup blocker; keyboard and "open in new tab" work); without, a button that
 * says 数据更新中 (001 §2). Cards and rows are plain elements with static CSS: the committee tab shows
 * every member at once (decision 0060).
 */
function ExpertOpen({
  expert,
  onUnavailable,
  children,
}: {
  expert: Expert;
  onUnavailable: () => void;
  children: ReactNode;
}) {
  return hasAchievementData(expert) ? (
    <a
      className={css.open}
      href={expertPath(expert.id)}
      target="_blank"
      rel="noopener"
      data-testid={`expert-${expert.id}`}
    >
      {children}
      <VisuallyHidden>{t.newWindow}</VisuallyHidden>
    </a>
  ) : (
    <button type="button" className={css.open} onClick={onUnavailable} data-testid={`expert-${expert.id}`}>
      {children}
    </button>
  );
}

/** The photo over the name's first character, which shows where there is no photo or it fails to load. */
function ExpertAvatar({ expert, size, index }: { expert: Expert; size: number; index: number }) {
  return (
    <span className={css.avatar} style={{ width: size, height: size, fontSize: size / 2.5 }}>
      <span aria-hidden="true">{[...expert.name][0]}</span>
      {expert.avatarUrl ? (
        <img
          src={expert.avatarUrl}
          alt=""
          width={size}
          height={size}
          {...cardPictureLoading(index)}
          onError={(ev) => (ev.currentTarget.style.display = 'none')}
        />
      ) : null}
    </span>
  );
}

function CardBody({ expert: e, index }: { expert: Expert; index: number }) {
  return (
    <span className={css.card}>
      <ExpertAvatar expert={e} size={80} index={index} />
      <span className={css.name}>{e.name}</span>
      <span className={css.detail}>{e.title}</span>
      <span className={css.detail}>{e.hospital}</span>
      {e.groupLabel === EXPERT_LABEL.speciality && e.groupName ? (
        <span className={css.group}>{e.groupName}</span>
      ) : null}
    </span>
  );
}

function RowBody({ expert: e, index }: { expert: Expert; index: number }) {
  return (
    <span className={css.row}>
      <ExpertAvatar expert={e} size={40} index={index} />
      <span className={css.rowText}>
        <span className={css.name}>{e.name}</span>
        <span className={css.detail}>{e.title}</span>
        <span className={css.detail}>{e.hospital}</span>
        <span className={css.detail}>{e.groupLabel === EXPERT_LABEL.speciality ? e.groupName : ''}</span>
      </span>
    </span>
  );
}

function ExpertsSkeleton({ display }: { display: ExpertDisplay }) {
  return (
    <Box role="progressbar" aria-label={msg.app.loading} aria-busy="true" sx={{ minHeight: '60vh' }}>
      <Box sx={gridOf(display)}>
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={display === 'card' ? 200 : 60} />
        ))}
      </Box>
    </Box>
  );
}
