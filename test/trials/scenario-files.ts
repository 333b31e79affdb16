/**
 * The rules scenarios of test/scenarios/trials as the tests read them: every `.json` file of the
 * folder in sorted order, each holding one scenario or a list of them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Scenario } from '../../src/games/trials/scenario.ts';

/** The folder of the Trials scenario files. */
export const SCENARIO_DIR = join(import.meta.dirname, '../scenarios/trials');

/** Every `.json` file of the folder, sorted. */
export function scenarioFiles(): string[] {
  return readdirSync(SCENARIO_DIR)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => join(SCENARIO_DIR, name));
}

/** The scenarios of one file (a file holds one scenario or a list of them). */
export function scenariosIn(file: string): Scenario[] {
  const json = JSON.parse(readFileSync(file, 'utf8')) as Scenario | Scenario[];
  return Array.isArray(json) ? json : [json];
}
