/**
 * `npm run bench` runs every suite in bench/suites/ and prints a table;
 * `npm run bench -- --json` prints one JSON object `{ "metrics": { name: { value, unit } } }`.
 * `npm run bench -- --only protocol` runs the suites whose file name starts with that prefix.
 * Speed is measured here, never asserted in tests.
 */
import { readdir } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { join } from 'node:path';
import type { Metric, Suite } from './metric.ts';

const args = process.argv.slice(2);
const json = args.includes('--json');
const onlyIndex = args.indexOf('--only');
const only = onlyIndex >= 0 ? args[onlyIndex + 1] : undefined;

const dir = join(fileURLToPath(new URL('.', import.meta.url)), 'suites');
const files = (await readdir(dir)).filter((f) => f.endsWith('.ts')).sort();
const metrics: Metric[] = [];
for (const file of files) {
  if (only && !file.startsWith(only)) continue;
  const mod = (await import(pathToFileURL(join(dir, file)).href)) as { run: Suite };
  if (!json) process.stderr.write(`running ${file}…\n`);
  metrics.push(...(await mod.run()));
}

if (json) {
  const out: Record<string, { value: number; unit: string }> = {};
  for (const m of metrics) out[m.name] = { value: m.value, unit: m.unit };
  process.stdout.write(JSON.stringify({ metrics: out }, null, 2) + '\n');
} else {
  const width = Math.max(10, ...metrics.map((m) => m.name.length));
  process.stdout.write(`${'metric'.padEnd(width)}  ${'value'.padStart(14)}  unit\n`);
  process.stdout.write(`${'-'.repeat(width)}  ${'-'.repeat(14)}  ----\n`);
  for (const m of metrics) {
    const v = Number.isInteger(m.value) ? String(m.value) : m.value.toPrecision(6);
    process.stdout.write(`${m.name.padEnd(width)}  ${v.padStart(14)}  ${m.unit}\n`);
  }
}
