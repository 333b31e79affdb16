/**
 * `npm run art`: writes the icon pack modules (src/art/packs/<id>.ts) from the installed
 * `@iconify-json/game-icons`, keeping only the icons the card art and the UI use (src/art/build.ts).
 * `npm run art -- --check` writes nothing and exits 1 when a module is not up to date.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { formatted, packSource, packSources, type IconifySet } from '../art/build.ts';
import { PACK_IDS } from '../art/packs.ts';

const require = createRequire(import.meta.url);
const set = JSON.parse(
  await readFile(require.resolve('@iconify-json/game-icons/icons.json'), 'utf8'),
) as IconifySet;
const { version } = JSON.parse(
  await readFile(require.resolve('@iconify-json/game-icons/package.json'), 'utf8'),
) as { version: string };

const check = process.argv.includes('--check');
const sources = packSources();
let stale = 0;
for (const id of PACK_IDS) {
  const path = resolve(import.meta.dirname, `../art/packs/${id}.ts`);
  const text = await formatted(packSource(id, sources[id], set, version), path);
  const old = await readFile(path, 'utf8').catch(() => null);
  if (old === text) continue;
  stale++;
  if (check) process.stdout.write(`out of date: src/art/packs/${id}.ts\n`);
  else {
    await writeFile(path, text);
    process.stdout.write(`wrote src/art/packs/${id}.ts (${sources[id].length} icons)\n`);
  }
}
if (check && stale > 0) process.exit(1);
