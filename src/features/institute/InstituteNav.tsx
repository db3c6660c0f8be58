import { Link as RouterLink, useLocation } from 'react-router-dom';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { instituteMsg } from '../../text/institute';

const t = instituteMsg;
/** The institute's pages, one click apart (the menu's 研究院概况 leads to the first). */
export const INSTITUTE_PAGES = [
  { to: '/institute', label: t.overviewTitle },
  { to: '/team', label: t.teamTitle },
  { to: '/ai', label: t.aiTitle },
] as const;

export function InstituteNav() {
  const { pathname } = useLocation();
  return (
    <Stack
      component="nav"
      aria-label={t.navLabel}
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', mb: 3 }}
    >
      {INSTITUTE_PAGES.map((p) => {
        const current = pathname === p.to;
        return (
          <Button
            key={p.to}
            component={RouterLink}
            to={p.to}
            variant={current ? 'contained' : 'outlined'}
            aria-current={current ? 'page' : undefined}
            disableElevation
          >
            {p.label}
          </Button>
        );
      })}
    </Stack>
  );
}
