import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * docs/architecture.md is what a newcomer reads first: these are the claims about it a tool can check.
 * (The layer rules it describes are checked by dependency-cruiser, `npm run deps`.)
 */
const root = fileURLToPath(new URL('../../', import.meta.url));
const doc = readFileSync(`${root}docs/architecture.md`, 'utf8');

const MAX_LINE = 200;
const REPO_FOLDERS = ['src', 'server', 'machines', 'domain', 'realtime', 'tests', 'scripts', 'docs'];

/** The document's lines with their numbers, each marked whether it is inside a fenced code block. */
function linesOf(text: string): { n: number; line: string; fenced: boolean }[] {
  let fenced = false;
  return text.split('\n').map((line, i) => {
    const fence = /^\s*(```|~~~)/.test(line);
    if (fence) fenced = !fenced;
    return { n: i + 1, line, fenced: fenced || fence };
  });
}

/** Cells of a table row as GitHub renders them: an unescaped `|` splits a cell, even inside a code span. */
function cellCount(row: string): number {
  const inner = row
    .trim()
    .replace(/^\|/, '')
    .replace(/(?<!\\)\|$/, '');
  return inner.split(/(?<!\\)\|/).length;
}

/** Rows whose cell count differs from their table's header. */
function badTableRows(text: string): string[] {
  const bad: string[] = [];
  let header: number | null = null;
  for (const { n, line, fenced } of linesOf(text)) {
    if (fenced || !line.trim().startsWith('|')) {
      header = null;
      continue;
    }
    const cells = cellCount(line);
    if (header === null) header = cells;
    else if (cells !== header) bad.push(`line ${n}: ${cells} cells, header ${header}`);
  }
  return bad;
}

/** Repository paths written in backticks that do not exist (placeholders and globs are skipped). */
function missingPaths(text: string): string[] {
  const prefix = new RegExp(`^(${REPO_FOLDERS.join('|')})/`);
  const missing: string[] = [];
  for (const { n, line, fenced } of linesOf(text)) {
    if (fenced) continue;
    for (const match of line.matchAll(/`([^`]+)`/g)) {
      const path = (match[1] ?? '').replace(/…$/, '');
      if (!prefix.test(path) || /[<>*{}$\s]/.test(path)) continue;
      if (!existsSync(`${root}${path}`)) missing.push(`line ${n}: ${path}`);
    }
  }
  return missing;
}

describe('docs/architecture.md', () => {
  it(`has no line over ${MAX_LINE} characters`, () => {
    const long = linesOf(doc)
      .filter(({ line }) => [...line].length > MAX_LINE)
      .map(({ n, line }) => `line ${n}: ${[...line].length}`);
    expect(long).toEqual([]);
  });

  it('has tables whose every row has as many cells as its header', () => {
    expect(badTableRows(doc)).toEqual([]);
  });

  it('names only repository paths that exist', () => {
    expect(missingPaths(doc)).toEqual([]);
  });

  it('checks what it claims to check', () => {
    expect(badTableRows('| a | b |\n| - | - |\n| `x|y` | z |\n| `x\\|y` | z |')).toEqual([
      'line 3: 3 cells, header 2',
    ]);
    expect(
      missingPaths('`src/nowhere.ts`, `src/features/<area>/`, `tests/unit/*View*.ts`, `docs/…`'),
    ).toEqual(['line 1: src/nowhere.ts']);
  });
});
