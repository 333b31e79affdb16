/**
 * The bots' layering (docs/ai.md "What a game supplies"): the generic bots in src/ai name no game
 * except in the one lookup src/ai/games.ts; a game's bot hooks (src/games/<id>/bots) and the hook
 * types (src/engine/bot-hooks.ts) import nothing from src/ai or src/app.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

function filesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...filesUnder(p));
    else if (p.endsWith('.ts')) out.push(p);
  }
  return out;
}

/** The module specifiers a file imports or re-exports (static and dynamic). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const out: string[] = [];
  const patterns = [
    /^(?:import|export)\s+(?:type\s+)?(?:\{[^}]*\}|\*(?:\s+as\s+\w+)?|\w+(?:\s*,\s*\{[^}]*\})?)\s*from\s*['"]([^'"]+)['"]/gm,
    /^import\s*['"]([^'"]+)['"]/gm,
    /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const re of patterns) for (const m of text.matchAll(re)) out.push(m[1]!);
  return out;
}

/** The imports of `file` that resolve into the repository folder `folder` (e.g. `src/games`). */
function importsInto(file: string, folder: string): string[] {
  return importsOf(file).filter((spec) => {
    if (!spec.startsWith('.')) return false;
    const target = relative(ROOT, join(file, '..', spec));
    return target === folder || target.startsWith(`${folder}/`);
  });
}

describe('bot layering', () => {
  it('src/ai imports a game only in src/ai/games.ts', () => {
    const sites = filesUnder(join(ROOT, 'src/ai'))
      .filter((f) => importsInto(f, 'src/games').length > 0)
      .map((f) => relative(ROOT, f));
    expect(sites).toEqual(['src/ai/games.ts']);
  });

  it('a game’s bot hooks and the hook types import nothing from src/ai or src/app', () => {
    const games = readdirSync(join(ROOT, 'src/games')).filter((d) =>
      statSync(join(ROOT, 'src/games', d)).isDirectory(),
    );
    const files = [join(ROOT, 'src/engine/bot-hooks.ts')];
    for (const g of games) {
      const dir = join(ROOT, 'src/games', g, 'bots');
      if (statSync(dir, { throwIfNoEntry: false })?.isDirectory()) files.push(...filesUnder(dir));
    }
    expect(files.length).toBeGreaterThan(1);
    for (const f of files) {
      expect(importsInto(f, 'src/ai'), relative(ROOT, f)).toEqual([]);
      expect(importsInto(f, 'src/app'), relative(ROOT, f)).toEqual([]);
    }
    expect(importsOf(join(ROOT, 'src/engine/bot-hooks.ts'))).toEqual(['./types.ts']);
  });
});
