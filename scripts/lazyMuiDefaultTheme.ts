import type { Plugin } from 'vite';

/** `const defaultTheme = createTheme();` and `export const systemDefaultTheme = createTheme();` in MUI's modules. */
const DEFAULT_THEME = /\b((?:export )?const (?:defaultTheme|systemDefaultTheme) = )createTheme\(\);/;

/**
 * MUI's default themes built when first read, not when their modules are evaluated (issue 32). Seven of
 * MUI's modules run `createTheme()` as they load (material's `styles/defaultTheme` and `Box`, system's
 * `createStyled`, `useTheme`, `Container`, `Grid`, `Stack`): material's two alone were 33-41 ms of a 4x
 * slowed CPU inside the task that evaluates the app, after a rendered page's first paint. MUI reads them
 * only where no ThemeProvider gives a theme, and every tree of the portal has one (src/app/providers.tsx),
 * so on a page they are never built at all. Where something does read one, it is built then, the same
 * theme as before: the proxy hands on every read (src/schemas/lazy.ts does the same for schemas). The
 * client's build only: the dev server's pre-bundled MUI and the server's render keep the modules as they are.
 */
export function lazyMuiDefaultTheme(): Plugin {
  return {
    name: 'lazy-mui-default-theme',
    apply: 'build',
    transform: {
      // Asked of the bundler only for MUI's modules that hold the line, not for each module of the build.
      filter: { id: /[\\/]@mui[\\/](material|system)[\\/].*\.mjs$/, code: 'createTheme();' },
      handler(code) {
        if (!DEFAULT_THEME.test(code)) return null;
        return { code: code.replace(DEFAULT_THEME, `$1${LAZY_THEME}`), map: null };
      },
    },
  };
}

/**
 * The theme `createTheme()` makes, made at the first read of any of its properties. One line, so that the
 * module's other lines keep their numbers (the transform gives no source map of its own).
 */
const LAZY_THEME = [
  '(() => { let theme; const built = () => (theme ??= createTheme()); return new Proxy({}, {',
  'get: (_t, key) => Reflect.get(built(), key),',
  'has: (_t, key) => Reflect.has(built(), key),',
  'ownKeys: () => Reflect.ownKeys(built()),',
  'getOwnPropertyDescriptor: (_t, key) => { const d = Reflect.getOwnPropertyDescriptor(built(), key); return d && { ...d, configurable: true }; },',
  'getPrototypeOf: () => Reflect.getPrototypeOf(built()),',
  '}); })();',
].join(' ');
