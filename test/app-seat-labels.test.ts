/**
 * Seats are a list in the app (src/app/match/roles.ts: "these are the only seat labels the app
 * names"; docs/adding-a-game.md, "The module"): outside roles.ts no module of src/app names a seat
 * label, neither as a string (`'A'`), nor as a property (`seats.A`, `{ A: … }`, `{ B }`). The
 * sources are read with the TypeScript parser, so comments and words in strings do not count.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const APP = join(ROOT, 'src/app');
const ROLES = 'src/app/match/roles.ts';
const LABELS = new Set(['A', 'B']);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory()
      ? sources(join(dir, d.name))
      : d.name.endsWith('.ts')
        ? [join(dir, d.name)]
        : [],
  );
}

/** Each place in `text` (the source of `rel`) that names a seat label, as `rel:line text`. */
function labelsInText(rel: string, text: string): string[] {
  const src = ts.createSourceFile(rel, text, ts.ScriptTarget.ES2022, true);
  const found: string[] = [];
  const at = (n: ts.Node) => {
    const line = src.getLineAndCharacterOfPosition(n.getStart(src)).line + 1;
    found.push(`${rel}:${line} ${n.getText(src)}`);
  };
  const visit = (n: ts.Node): void => {
    if (ts.isStringLiteral(n) && LABELS.has(n.text)) at(n);
    else if (ts.isPropertyAccessExpression(n) && LABELS.has(n.name.text)) at(n);
    else if (
      (ts.isPropertyAssignment(n) || ts.isShorthandPropertyAssignment(n)) &&
      ts.isIdentifier(n.name) &&
      LABELS.has(n.name.text)
    )
      at(n.name);
    ts.forEachChild(n, visit);
  };
  visit(src);
  return found;
}

function labelsIn(file: string): string[] {
  return labelsInText(relative(ROOT, file), readFileSync(file, 'utf8'));
}

describe('the app names seat labels only in src/app/match/roles.ts', () => {
  it('finds a label as a string or a property, and nothing in comments or longer words', () => {
    const code = [
      "// seat A plays first; 'B' is the bot",
      "const x = { A: 1, Alpha: 'Ada' };",
      'const B = 2;',
      "f(rec.seats.B, { B }, 'A', 'AB');",
    ].join('\n');
    expect(labelsInText('probe.ts', code)).toEqual([
      'probe.ts:2 A',
      'probe.ts:4 rec.seats.B',
      'probe.ts:4 B',
      "probe.ts:4 'A'",
    ]);
    expect(sources(APP).length).toBeGreaterThan(20);
  });

  it('no other module of src/app names a seat label', () => {
    const found = sources(APP)
      .filter((f) => relative(ROOT, f) !== ROLES)
      .flatMap(labelsIn);
    expect(found).toEqual([]);
  });
});
