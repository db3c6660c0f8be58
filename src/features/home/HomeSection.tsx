import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { layoutWhenNear } from '../../components/layoutWhenNear';

/**
 * A titled block of the home page. Every one is below a phone's first screen: the browser lays it out only when
 * it comes near (layoutWhenNear). The first full layout of the home page fell from 150-360 ms to about 100 ms on
 * a 4x slowed CPU (issue 32, decision 0089).
 */
export function HomeSection({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={`${id}-title`} sx={{ mt: 4, ...layoutWhenNear(640) }}>
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', mb: 1.5 }}>
        <Typography
          id={`${id}-title`}
          variant="h2"
          sx={{ pl: 1.5, borderLeft: 4, borderColor: 'primary.main', lineHeight: 1.2 }}
        >
          {title}
        </Typography>
        {action}
      </Stack>
      {children}
    </Box>
  );
}
