/**
 * The rules-scenario suite of a game (docs/scenarios.md): every `.json` file of
 * test/scenarios/<game> in sorted order, each holding one scenario or a list of them; the folder
 * holds at least a given number of files, every scenario names its game and cites its rule, and
 * each one passes the game's scenario runner (src/games/<game>/scenario.ts `runScenario`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** What the suite reads of a scenario. */
interface ScenarioLike {
  readonly name: string;
  readonly rule?: string;
  readonly game?: string;
}

/** The folder of `game`'s scenario files. */
export function scenarioDir(game: string): string {
  return join(import.meta.dirname, '../scenarios', game);
}

/** Every `.json` file of `game`'s scenario folder, sorted. */
export function scenarioFiles(game: string): string[] {
  const dir = scenarioDir(game);
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => join(dir, name));
}

/** The scenarios of one file (a file holds one scenario or a list of them). */
export function scenariosIn<S>(file: string): S[] {
  const json = JSON.parse(readFileSync(file, 'utf8')) as S | S[];
  return Array.isArray(json) ? json : [json];
}

/**
 * `describe('scenarios in test/scenarios/<game>')`: at least `atLeast` files, each scenario of
 * `game` citing its rule, then one test per scenario that `run` must pass with no message.
 */
export function describeScenarios<S extends ScenarioLike>(
  game: string,
  atLeast: number,
  run: (sc: S) => { readonly ok: boolean; readonly message?: string },
): void {
  const dir = scenarioDir(game);
  describe(`scenarios in test/scenarios/${game}`, () => {
    const files = scenarioFiles(game);
    it(`are at least ${atLeast} files, each citing its rule`, () => {
      expect(files.length).toBeGreaterThanOrEqual(atLeast);
      for (const file of files)
        for (const sc of scenariosIn<S>(file)) {
          expect(sc.game, file).toBe(game);
          expect(sc.rule ?? '', file).not.toBe('');
        }
    });
    for (const file of files)
      for (const sc of scenariosIn<S>(file))
        it(`${file.slice(dir.length + 1)}: ${sc.name}`, () => {
          const r = run(sc);
          expect(r.message ?? '').toBe('');
          expect(r.ok).toBe(true);
        });
  });
}
