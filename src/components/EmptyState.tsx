import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import { msg } from '../text/messages';

/** A block with nothing to show: the spec's empty text (内容为空 unless told otherwise). */
export function EmptyState({
  message = msg.app.empty,
  children,
}: {
  message?: string;
  children?: ReactNode;
}) {
  return (
    <Box sx={{ py: 4, px: 2, textAlign: 'center', color: 'text.secondary' }} data-testid="empty-state">
      <InboxOutlined aria-hidden sx={{ fontSize: 40, opacity: 0.5 }} />
      <Typography variant="body2" sx={{ mt: 1 }}>
        {message}
      </Typography>
      {children}
    </Box>
  );
}
