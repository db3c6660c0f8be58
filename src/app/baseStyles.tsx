import GlobalStyles from '@mui/material/GlobalStyles';
import type { Theme } from '@mui/material/styles';
import { ALL_LAID_OUT } from '../components/layoutWhenNear';

/**
 * The few page-wide rules the portal needs (a lighter stand-in for CssBaseline), and the theme's values
 * as CSS custom properties for the components styled by static CSS (the cards of long lists, decision
 * 0060): one theme, read by both.
 */
export function BaseStyles() {
  return (
    <GlobalStyles
      styles={(theme: Theme) => ({
        ':root': {
          '--portal-text-secondary': theme.palette.text.secondary,
          '--portal-divider': theme.palette.divider,
          '--portal-paper': theme.palette.background.paper,
          '--portal-hover': theme.palette.action.hover,
          '--portal-primary': theme.palette.primary.main,
          '--portal-on-primary': theme.palette.primary.contrastText,
          '--portal-disabled': theme.palette.action.disabled,
          '--portal-disabled-background': theme.palette.action.disabledBackground,
          '--portal-focus': theme.palette.primary.dark,
          '--portal-chip': theme.palette.action.selected,
          '--portal-shadow-raised': theme.shadows[4],
          '--portal-placeholder': theme.palette.grey[200],
          '--portal-radius': `${theme.shape.borderRadius}px`,
          // The border of an outlined field, as MUI's OutlinedInput draws it (it is not in the palette).
          '--portal-field-border':
            theme.palette.mode === 'light' ? 'rgba(0, 0, 0, 0.23)' : 'rgba(255, 255, 255, 0.23)',
        },
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
        // A click held until the app has taken over a server-drawn page (src/app/earlyInput.ts).
        'html[data-waking], html[data-waking] *': { cursor: 'progress' },
        // Every block laid out only when near is laid out while an anchor scroll measures the page.
        [`html[${ALL_LAID_OUT}] *`]: { contentVisibility: 'visible !important' },
      })}
    />
  );
}
