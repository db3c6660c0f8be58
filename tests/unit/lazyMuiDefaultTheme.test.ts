import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lazyMuiDefaultTheme } from '../../scripts/lazyMuiDefaultTheme';

type Handler = (code: string, id: string) => { code: string } | null;
const { handler } = lazyMuiDefaultTheme().transform as unknown as { handler: Handler };

/** The seven modules of MUI that build a theme as they load (the build's filter reaches each of them). */
const MODULES = [
  '@mui/material/styles/defaultTheme.mjs',
  '@mui/material/Box/Box.mjs',
  '@mui/system/createStyled/createStyled.mjs',
  '@mui/system/useTheme/useTheme.mjs',
  '@mui/system/Container/createContainer.mjs',
  '@mui/system/Grid/createGrid.mjs',
  '@mui/system/Stack/createStack.mjs',
];
const source = (module: string) =>
  readFileSync(new URL(`../../node_modules/${module}`, import.meta.url), 'utf8');

describe('MUI default themes built when first read (issue 32)', () => {
  it.each(MODULES)('%s no longer builds its theme as it loads, and keeps its line count', (module) => {
    const code = source(module);
    const out = handler(code, module)!;
    expect(out, `${module}: MUI changed the line the build rewrites`).not.toBeNull();
    expect(out.code).not.toMatch(/= createTheme\(\);/);
    expect(out.code.split('\n')).toHaveLength(code.split('\n').length);
  });

  it('builds the theme at its first read, once, and hands on every read', () => {
    const line = handler('const defaultTheme = createTheme();', 'x/@mui/material/Box/Box.mjs')!.code;
    let built = 0;
    const createTheme = () => {
      built += 1;
      return { palette: { mode: 'light' }, spacing: (n: number) => `${n * 8}px` };
    };
    const theme = new Function('createTheme', `${line}\nreturn defaultTheme;`)(createTheme) as ReturnType<
      typeof createTheme
    >;
    expect(built).toBe(0);
    expect(theme.palette.mode).toBe('light');
    expect(theme.spacing(2)).toBe('16px');
    expect('palette' in theme).toBe(true);
    expect(Object.keys(theme)).toEqual(['palette', 'spacing']);
    expect(built).toBe(1);
  });

  it('leaves every other module as it is', () => {
    expect(handler('const theme = createTheme({ palette: {} });', 'x/@mui/material/styles/x.mjs')).toBeNull();
  });
});
