import { createTheme } from '@mui/material/styles';
import { zhCN } from '@mui/material/locale';

/** One theme: calm medical blues, CJK-friendly type, the zhCN locale for MUI's own texts. */
export const theme = createTheme(
  {
    palette: {
      mode: 'light',
      primary: { main: '#1d6fa5', light: '#4d94c6', dark: '#0f4f7d', contrastText: '#ffffff' },
      secondary: { main: '#2a9d8f', contrastText: '#ffffff' },
      background: { default: '#f4f8fb', paper: '#ffffff' },
      text: { primary: '#1f2d3a', secondary: '#566575' },
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: [
        '"PingFang SC"',
        '"Noto Sans CJK SC"',
        '"Noto Sans SC"',
        '"Microsoft YaHei"',
        '"Helvetica Neue"',
        'Arial',
        'sans-serif',
      ].join(','),
      h1: { fontSize: '2rem', fontWeight: 600 },
      h2: { fontSize: '1.5rem', fontWeight: 600 },
      h3: { fontSize: '1.25rem', fontWeight: 600 },
      button: { textTransform: 'none' },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiAppBar: { defaultProps: { elevation: 0 } },
      MuiLink: { defaultProps: { underline: 'hover' } },
    },
  },
  zhCN,
);
