import { createTheme, type Theme } from '@mui/material/styles';
import { msg } from '../text/messages';

const { pager } = msg.app;

/**
 * One theme: calm medical blues, CJK-friendly type, and the Chinese texts of the MUI components the
 * portal uses (Alert, Pagination) from the message catalogue. Not `@mui/material/locale`'s zhCN: that
 * module builds an `Intl.NumberFormat('zh-CN')` as it loads, which loads ICU's locale data on the first
 * paint's critical path (about 55 ms of main thread before any throttling; issue 12), for the one
 * component that would use it (TablePagination), which the portal does not.
 *
 * Made on first use, not as the module loads: building it is about 9 ms of main thread (37 ms on a phone's
 * CPU), which would lengthen the one task that evaluates the app's code (issue 32).
 */
let made: Theme | undefined;
export const portalTheme = (): Theme =>
  (made ??= createTheme({
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
      MuiAlert: { defaultProps: { closeText: msg.app.close } },
      MuiPagination: {
        defaultProps: {
          // Ellipses are not buttons and get no name.
          getItemAriaLabel: (type, page, selected) =>
            type === 'page'
              ? pager.page(page ?? 0, selected)
              : type === 'start-ellipsis' || type === 'end-ellipsis'
                ? ''
                : pager[type],
        },
      },
    },
  }));
