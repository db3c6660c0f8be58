import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { msg } from '../../text/messages';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/** While a page's code loads: a thin indeterminate bar (no extra component code in the first screen). */
export function PageFallback() {
  return (
    <Box sx={{ minHeight: '100vh' }}>
      <Box
        role="progressbar"
        aria-label={msg.app.loading}
        sx={{ height: 3, overflow: 'hidden', bgcolor: 'rgba(29,111,165,0.15)' }}
      >
        <Box
          sx={{
            width: '40%',
            height: '100%',
            bgcolor: 'primary.main',
            animation: `${slide} 1.2s ease-in-out infinite`,
            '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
          }}
        />
      </Box>
    </Box>
  );
}
