/**
 * `npm run cards:publish` (docs/cards.md, "Versions"): freezes the working card set
 * (src/games/paragons/cards/*.ts) as published version `CARD_SET_VERSION`: writes
 * `src/games/paragons/cards/published/v<version>.ts` (the cards and starter decks as plain data,
 * with their hash) and the list of published versions, `published/index.ts`. A version already
 * published with the same hash is left as it is; one published with another hash is refused (a
 * published set never changes: bump `CARD_SET_VERSION`). Exit codes: 0 written or already
 * published, 1 refused.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import {
  CARD_SET,
  CARD_SET_HASH,
  CARD_SET_VERSION,
  compareVersions,
} from '../../games/paragons/cards/index.ts';
import { STARTER_DECKS } from '../../games/paragons/cards/starter-decks.ts';

const DIR = fileURLToPath(new URL('../../games/paragons/cards/published/', import.meta.url));

/** The module name of a version: `v1.2.0` → `CARD_SET_1_2_0`. */
function constName(version: string): string {
  return `CARD_SET_${version.replaceAll('.', '_')}`;
}

/** `text` as Prettier formats a TypeScript file of this folder (the project's settings). */
async function pretty(text: string): Promise<string> {
  const at = join(DIR, 'index.ts');
  return format(text, { ...(await resolveConfig(at)), filepath: at });
}

const file = join(DIR, `v${CARD_SET_VERSION}.ts`);
const existing = await readFile(file, 'utf8').catch(() => null);
if (existing !== null) {
  if (existing.includes(`'${CARD_SET_HASH}'`)) {
    process.stdout.write(`card set ${CARD_SET_VERSION} is already published (${CARD_SET_HASH})\n`);
    process.exit(0);
  }
  process.stderr.write(
    `card set ${CARD_SET_VERSION} is published with another hash; the working set ` +
      `(${CARD_SET_HASH}) needs a new CARD_SET_VERSION (src/games/paragons/cards/index.ts)\n`,
  );
  process.exit(1);
}

const data = {
  version: CARD_SET_VERSION,
  hash: CARD_SET_HASH,
  cards: CARD_SET,
  starterDecks: STARTER_DECKS,
};
await writeFile(
  file,
  await pretty(
    `/**\n * Card set ${CARD_SET_VERSION}, as published: frozen data (docs/cards.md, "Versions").\n` +
      ` * Never edit it: match files naming its hash are verified with exactly these cards.\n` +
      ` * Written by \`npm run cards:publish\`.\n */\n` +
      `import type { CardSetData } from '../../versions.ts';\n\n` +
      `export const ${constName(CARD_SET_VERSION)}: CardSetData = ${JSON.stringify(data)};\n`,
  ),
);

const versions = (await readdir(DIR))
  .map((f) => /^v(\d+\.\d+\.\d+)\.ts$/.exec(f)?.[1])
  .filter((v): v is string => v !== undefined)
  .sort(compareVersions);
await writeFile(
  join(DIR, 'index.ts'),
  await pretty(
    `/**\n * Every published card set version, oldest first (docs/cards.md, "Versions").\n` +
      ` * Written by \`npm run cards:publish\`.\n */\n` +
      `import type { CardSetData } from '../../versions.ts';\n` +
      versions.map((v) => `import { ${constName(v)} } from '../v${v}.ts';\n`).join('') +
      `\n/** The published versions, oldest first. */\n` +
      `export const PUBLISHED_CARD_SETS: readonly CardSetData[] = [${versions.map(constName).join(', ')}];\n`,
  ),
);
process.stdout.write(`published card set ${CARD_SET_VERSION} (${CARD_SET_HASH}) as ${file}\n`);
