/**
 * `npm run scenario -- [--game ID] <files or folders>`: runs rules scenario files (JSON; the format
 * is docs/scenarios.md) of any registered game and prints one line per scenario and a final line
 * `N passed, N failed`; exits 1 if any failed, 2 for bad usage (an unknown `--game` included).
 * Folders are searched recursively for *.json files. Each scenario runs with the scenario hooks of
 * the game its `game` field names (src/games/index.ts); `--game` names the game of scenarios that
 * do not say (default: Paragons). The step language (act, expectError, random, expect) is the
 * shared one of src/engine/scenario.ts.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { runScenarioSteps, type ScenarioFile } from '../engine/scenario.ts';
import { DEFAULT_GAME_ID, gameOfId, isGameLookupError } from '../games/index.ts';

async function collect(path: string): Promise<string[]> {
  const st = await stat(path);
  if (!st.isDirectory()) return [path];
  const out: string[] = [];
  for (const name of (await readdir(path)).sort()) {
    const full = join(path, name);
    if ((await stat(full)).isDirectory()) out.push(...(await collect(full)));
    else if (name.endsWith('.json')) out.push(full);
  }
  return out;
}

const argv = process.argv.slice(2);
const at = argv.indexOf('--game');
const fallback = at >= 0 ? argv[at + 1] : DEFAULT_GAME_ID;
const args = at >= 0 ? [...argv.slice(0, at), ...argv.slice(at + 2)] : argv;
if (args.length === 0 || fallback === undefined) {
  process.stderr.write('usage: npm run scenario -- [--game ID] <files or folders>\n');
  process.exit(2);
}
const known = gameOfId(fallback);
if (isGameLookupError(known)) {
  process.stderr.write(`${known.message}\n`);
  process.exit(2);
}
let passed = 0;
let failed = 0;
for (const arg of args) {
  for (const file of await collect(arg)) {
    const rel = relative(process.cwd(), file);
    let scenarios: ScenarioFile[];
    try {
      const json = JSON.parse(await readFile(file, 'utf8')) as ScenarioFile | ScenarioFile[];
      scenarios = Array.isArray(json) ? json : [json];
    } catch (e) {
      failed++;
      process.stdout.write(
        `FAIL ${rel}: unreadable: ${e instanceof Error ? e.message : String(e)}\n`,
      );
      continue;
    }
    for (const sc of scenarios) {
      const game = gameOfId(sc.game ?? fallback);
      const r = isGameLookupError(game)
        ? { name: sc.name, ok: false, message: game.message }
        : runScenarioSteps(game.scenario, sc);
      if (r.ok) passed++;
      else failed++;
      process.stdout.write(
        r.ok ? `PASS ${rel}: ${r.name}\n` : `FAIL ${rel}: ${r.name}: ${r.message}\n`,
      );
    }
  }
}
process.stdout.write(`${passed} passed, ${failed} failed\n`);
process.exit(failed > 0 ? 1 : 0);
