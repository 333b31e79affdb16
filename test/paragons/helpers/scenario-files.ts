/**
 * The rules scenarios of test/scenarios/paragons as the tests read them: every `.json` file below
 * the folder in sorted order, each holding one scenario or a list of them.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Scenario } from '../../../src/games/paragons/scenario.ts';

/** The folder of the Paragons scenario files. */
export const SCENARIO_DIR = join(import.meta.dirname, '../../scenarios/paragons');

/** Every `.json` file below `dir`, depth first, names sorted. */
export function scenarioFiles(dir = SCENARIO_DIR): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) return scenarioFiles(full);
      return name.endsWith('.json') ? [full] : [];
    });
}

/** The scenarios of one file (a file holds one scenario or a list of them). */
export function scenariosIn(file: string): Scenario[] {
  const json = JSON.parse(readFileSync(file, 'utf8')) as Scenario | Scenario[];
  return Array.isArray(json) ? json : [json];
}
