/**
 * `npm run scenario -- <files or folders>`: runs Paragons scenario files (JSON) and prints one line
 * per scenario and a final line `N passed, N failed`; exits 1 if any failed. Folders are searched
 * recursively for *.json files. The format is documented in docs/rules/paragons.md.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { Scenario } from '../games/paragons/scenario.ts';
import { runScenario } from '../games/paragons/scenario.ts';

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

const args = process.argv.slice(2);
if (args.length === 0) {
  process.stderr.write('usage: npm run scenario -- <files or folders>\n');
  process.exit(2);
}
let passed = 0;
let failed = 0;
for (const arg of args) {
  for (const file of await collect(arg)) {
    const rel = relative(process.cwd(), file);
    let scenarios: Scenario[];
    try {
      const json = JSON.parse(await readFile(file, 'utf8')) as Scenario | Scenario[];
      scenarios = Array.isArray(json) ? json : [json];
    } catch (e) {
      failed++;
      process.stdout.write(
        `FAIL ${rel}: unreadable: ${e instanceof Error ? e.message : String(e)}\n`,
      );
      continue;
    }
    for (const sc of scenarios) {
      const r = runScenario(sc);
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
