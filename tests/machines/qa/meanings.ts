import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { repoRoot } from '../coverage';

/**
 * What a model test asserts in each state, read from its source (tests/machines/<machine>.model.test.ts)
 * without running it: every function in the file written as a property named like a state value
 * (`idle: (s, rec) => { … }`, `'waiting.sleeping'(s) { … }`), its text as written. A test whose meanings are
 * built from another map (a wrapper adding shared checks) shows the map's entries.
 */
export function meaningSources(machine: string, states: readonly string[]): Record<string, string> {
  const file = join(repoRoot, 'tests', 'machines', `${machine}.model.test.ts`);
  if (!existsSync(file)) return {};
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const wanted = new Set(states);
  const found: Record<string, string[]> = {};
  const visit = (node: ts.Node): void => {
    const named =
      (ts.isPropertyAssignment(node) &&
        (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))) ||
      ts.isMethodDeclaration(node);
    if (named && node.name && (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name))) {
      const key = node.name.text;
      if (wanted.has(key)) (found[key] ??= []).push(dedent(node.getText(source), node, source));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return Object.fromEntries(Object.entries(found).map(([key, texts]) => [key, texts.join('\n\n')]));
}

/** The node's text with the indentation of its first line removed from every line. */
function dedent(text: string, node: ts.Node, source: ts.SourceFile): string {
  const column = source.getLineAndCharacterOfPosition(node.getStart(source)).character;
  return text
    .split('\n')
    .map((line, i) => (i === 0 ? line : line.replace(new RegExp(`^ {0,${column}}`), '')))
    .join('\n');
}

/** State values a machine's paths reach (the keys a meaning map has). */
export const reachedStates = (
  paths: ReadonlyArray<{ initial: string; steps: Array<{ expected: string }> }>,
) => [...new Set(paths.flatMap((p) => [p.initial, ...p.steps.map((s) => s.expected)]))];
