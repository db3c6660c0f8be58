import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { USER_CENTRE_MENU, type UserCentreMenuKey } from '../../../domain/userCentre';
import type { User } from '../../schemas/account';
import { pointsMsg } from '../../text/points';

const t = pointsMsg.centre;

/**
 * The user centre's frame: the greeting with total and available points, the side menu in the spec's
 * order (a strip of tabs at phone width), and the selected item's content.
 */
export function UserCenterView({
  user,
  menu,
  onMenu,
  children,
}: {
  user: User;
  menu: UserCentreMenuKey;
  onMenu: (key: UserCentreMenuKey) => void;
  children: ReactNode;
}) {
  return (
    <Stack spacing={3}>
      <Paper
        variant="outlined"
        sx={{
          p: { xs: 2, md: 3 },
          display: 'flex',
          flexWrap: 'wrap',
          gap: 3,
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <Typography variant="h1" sx={{ fontSize: { xs: 20, md: 24 } }} data-testid="centre-welcome">
          {t.welcome(user.nickName)}
        </Typography>
        <Stack direction="row" spacing={4}>
          <Points label={t.totalPoints} value={user.score} testId="centre-total" />
          <Points label={t.availablePoints} value={user.availableScore} testId="centre-available" />
        </Stack>
      </Paper>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '200px 1fr' } }}>
        <Tabs
          component="nav"
          aria-label={t.menuLabel}
          orientation="vertical"
          value={menu}
          onChange={(_, key: UserCentreMenuKey) => onMenu(key)}
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{
            display: { xs: 'none', md: 'flex' },
            borderRight: 1,
            borderColor: 'divider',
          }}
        >
          {USER_CENTRE_MENU.map((key) => (
            <Tab key={key} value={key} label={t.menu[key]} sx={{ alignItems: 'flex-start' }} />
          ))}
        </Tabs>
        <Tabs
          aria-label={t.menuLabel}
          value={menu}
          onChange={(_, key: UserCentreMenuKey) => onMenu(key)}
          variant="scrollable"
          scrollButtons
          allowScrollButtonsMobile
          sx={{ display: { xs: 'flex', md: 'none' }, borderBottom: 1, borderColor: 'divider' }}
        >
          {USER_CENTRE_MENU.map((key) => (
            <Tab key={key} value={key} label={t.menu[key]} />
          ))}
        </Tabs>
        <Box component="section" aria-label={t.menu[menu]} sx={{ minWidth: 0 }}>
          <Typography variant="h2" sx={{ mb: 2 }}>
            {t.menu[menu]}
          </Typography>
          {children}
        </Box>
      </Box>
    </Stack>
  );
}

function Points({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Box sx={{ textAlign: 'center' }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        data-testid={testId}
        sx={{ fontSize: 24, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
      >
        {value}
      </Typography>
    </Box>
  );
}
