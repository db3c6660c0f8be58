import GlobalStyles from '@mui/material/GlobalStyles';
import type { Theme } from '@mui/material/styles';

/** The few page-wide rules the portal needs (a lighter stand-in for CssBaseline). */
export function BaseStyles() {
  return (
    <GlobalStyles
      styles={(theme: Theme) => ({
        html: {
          WebkitFontSmoothing: 'antialiased',
          MozOsxFontSmoothing: 'grayscale',
          boxSizing: 'border-box',
        },
        '*, *::before, *::after': { boxSizing: 'inherit' },
        body: {
          margin: 0,
          color: theme.palette.text.primary,
          backgroundColor: theme.palette.background.default,
          fontFamily: theme.typography.fontFamily,
          fontSize: theme.typography.body1.fontSize,
          lineHeight: theme.typography.body1.lineHeight,
        },
        'strong, b': { fontWeight: theme.typography.fontWeightBold },
      })}
    />
  );
}
