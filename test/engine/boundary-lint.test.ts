/**
 * The game-folder boundary (docs/adding-a-game.md, "The folders"; eslint-game-boundary.js): a
 * game's folders, `src/games/<id>/` and `components/<id>/`, are imported only by the registries, by
 * the game's own files (a path naming the game) and by tests or benches that name no game. Each
 * forbidden snippet below, linted at its place through ESLint's Node API with the project's own
 * config, must be reported by `parley/game-boundary`; each allowed one must not, so the rule cannot
 * pass by rejecting everything. The whole tree must pass it, and the game ids must come from the
 * folders of src/games/ (a new game is covered by creating its folder).
 */
import { existsSync, mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { gameIds, parleyPlugin, REGISTRIES, ROOT } from '../../eslint-game-boundary.js';

const RULE = 'parley/game-boundary';

/** A place in the tree and the code put there. */
interface Probe {
  readonly file: string;
  readonly code: string;
}

/** Imports that cross the boundary (label → where and what). */
const FORBIDDEN: Readonly<Record<string, Probe>> = {
  'a shared element importing a Paragons type': {
    file: 'components/probe.ts',
    code: "import type { PSeat } from '../src/games/paragons/types.ts';\nexport type S = PSeat;",
  },
  'a shared element importing a Paragons element': {
    file: 'components/probe.ts',
    code: "import './paragons/parley-card.ts';",
  },
  "the app importing Authority's table": {
    file: 'src/app/screens/probe.ts',
    code: "import { AUTHORITY_UI } from '../../../components/authority/authority-table.ts';\nexport const u = AUTHORITY_UI;",
  },
  'the app loading a game module by dynamic import': {
    file: 'src/app/match/probe.ts',
    code: "export const m = import('../../games/paragons/module/index.ts');",
  },
  'Authority importing Paragons (a sibling path with no "games/" in it)': {
    file: 'src/games/authority/probe.ts',
    code: "import type { PSeat } from '../paragons/types.ts';\nexport type S = PSeat;",
  },
  "a file of Paragons' folder named after Authority importing Authority": {
    file: 'src/games/paragons/authority.ts',
    code: "import type { AuthorityState } from '../authority/types.ts';\nexport type S = AuthorityState;",
  },
  "Paragons' elements importing Authority's": {
    file: 'components/paragons/probe.ts',
    code: "import '../authority/card-face.ts';",
  },
  "Authority's elements importing Paragons' rules": {
    file: 'components/authority/probe.ts',
    code: "import { cardById } from '../../src/games/paragons/cards/index.ts';\nexport const c = cardById;",
  },
  'a re-export from a game folder': {
    file: 'src/cli/probe.ts',
    code: "export * from '../games/paragons/module/index.ts';",
  },
  'a type-only import() of a game folder': {
    file: 'src/engine/probe.ts',
    code: "export type M = typeof import('../games/authority/module/index.ts');",
  },
  'a module augmentation of a game folder': {
    file: 'src/app/probe.ts',
    code: "declare module '../games/paragons/types.ts' {\n  interface Merc {\n    extra: number;\n  }\n}\nexport {};",
  },
  "Paragons' tests importing Authority": {
    file: 'test/paragons/probe.test.ts',
    code: "import { AUTHORITY } from '../../src/games/authority/module/index.ts';\nexport const a = AUTHORITY;",
  },
  "Authority's scenario folder importing Paragons' elements": {
    file: 'test/scenarios/authority/probe.ts',
    code: "import '../../../components/paragons/parley-card.ts';",
  },
  'a bench file of Paragons importing Authority': {
    file: 'bench/balance/paragons.ts',
    code: "import { AUTHORITY } from '../../src/games/authority/module/index.ts';\nexport const a = AUTHORITY;",
  },
  'the app loading a game module by dynamic import of a template string': {
    file: 'src/app/match/probe.ts',
    code: 'export const m = import(`../../games/paragons/module/index.ts`);',
  },
  "the app loading a game's file by a template string with a hole": {
    file: 'src/app/match/probe.ts',
    code: 'export const m = (f: string) => import(`../../games/paragons/${f}`);',
  },
  "the app importing a game's folder itself (its index, no trailing path)": {
    file: 'src/app/probe.ts',
    code: "import { PARAGONS } from '../games/paragons';\nexport const p = PARAGONS;",
  },
  "a shared element importing a game's folder with a trailing slash": {
    file: 'components/probe.ts',
    code: "export * from '../src/games/authority/';",
  },
  'the protocol importing a game': {
    file: 'protocol/probe.ts',
    code: "import { PARAGONS } from '../src/games/paragons/module/index.ts';\nexport const p = PARAGONS;",
  },
};

/** Imports the boundary allows (label → where and what). */
const ALLOWED: Readonly<Record<string, Probe>> = {
  'the rules registry': {
    file: 'src/games/index.ts',
    code: "import { AUTHORITY } from './authority/module/index.ts';\nimport { PARAGONS } from './paragons/module/index.ts';\nexport const g = [AUTHORITY, PARAGONS];",
  },
  'the UI registry': {
    file: 'src/app/games.ts',
    code: "export const t = import('../../components/authority/authority-table.ts');\nexport const m = import('../games/paragons/module/index.ts');",
  },
  'a game importing its own files': {
    file: 'src/games/paragons/probe.ts',
    code: "import type { PSeat } from './types.ts';\nexport type S = PSeat;",
  },
  "a game's elements importing its rules": {
    file: 'components/paragons/probe.ts',
    code: "import type { PSeat } from '../../src/games/paragons/types.ts';\nexport type S = PSeat;",
  },
  "Authority's elements importing Authority": {
    file: 'components/authority/probe.ts',
    code: "import { AUTHORITY } from '../../src/games/authority/module/index.ts';\nexport const a = AUTHORITY;",
  },
  'a shared element importing the engine and the shared elements': {
    file: 'components/probe.ts',
    code: "import type { SeatNames } from '../src/engine/module.ts';\nimport './parley-prompt.ts';\nexport type N = SeatNames;",
  },
  'the app importing the table contract': {
    file: 'src/app/probe.ts',
    code: "import type { GameUi } from '../../components/game-table.ts';\nexport type U = GameUi;",
  },
  "a game's own tests": {
    file: 'test/paragons/probe.test.ts',
    code: "import { PARAGONS } from '../../src/games/paragons/module/index.ts';\nexport const p = PARAGONS;",
  },
  "a game's own browser tests": {
    file: 'test/browser/paragons/probe.test.ts',
    code: "import '../../../components/paragons/parley-card.ts';",
  },
  "a game's file in a shared test folder": {
    file: 'test/ai/games/authority.ts',
    code: "import { AUTHORITY } from '../../../src/games/authority/module/index.ts';\nexport const a = AUTHORITY;",
  },
  'a protocol suite naming every game': {
    file: 'test/session/probe.test.ts',
    code: "import { AUTHORITY } from '../../src/games/authority/module/index.ts';\nimport { PARAGONS } from '../../src/games/paragons/module/index.ts';\nexport const g = [AUTHORITY, PARAGONS];",
  },
  'a bench suite driving a game': {
    file: 'bench/suites/probe.ts',
    code: "import { PARAGONS } from '../../src/games/paragons/module/index.ts';\nexport const p = PARAGONS;",
  },
};

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint();
});

async function boundaryMessages(probe: Probe, engine = eslint) {
  const [result] = await engine.lintText(probe.code, { filePath: probe.file });
  const fatal = result!.messages.filter((m) => m.fatal);
  expect(fatal, 'the snippet must parse').toEqual([]);
  return result!.messages.filter((m) => m.ruleId === RULE);
}

describe('the game-folder boundary lint (eslint.config.js, parley/game-boundary)', () => {
  for (const [label, probe] of Object.entries(FORBIDDEN)) {
    it(`reports ${label} (${probe.file})`, async () => {
      const found = await boundaryMessages(probe);
      expect(found.length, JSON.stringify(found)).toBeGreaterThan(0);
      expect(found.every((m) => m.severity === 2)).toBe(true);
    });
  }
  for (const [label, probe] of Object.entries(ALLOWED)) {
    it(`allows ${label} (${probe.file})`, async () => {
      expect(await boundaryMessages(probe)).toEqual([]);
    });
  }

  it('names the registries only, each of which exists', () => {
    expect(REGISTRIES).toEqual([
      'src/games/index.ts',
      'src/app/games.ts',
      'src/ai/games.ts',
      'src/art/build.ts',
    ]);
    for (const file of REGISTRIES) expect(existsSync(join(ROOT, file)), file).toBe(true);
  });

  it('passes on the whole tree', { timeout: 120_000 }, async () => {
    // the boundary rule alone, so the run is quick; `npx eslint .` runs it with the rest
    const only = new ESLint({
      overrideConfigFile: true,
      overrideConfig: [
        { ignores: ['node_modules/', 'dist/', 'coverage/', 'test-output/', 'tmp/'] },
        {
          files: ['**/*.ts', '**/*.js'],
          languageOptions: { parser: tseslint.parser },
          plugins: { parley: parleyPlugin },
          rules: { [RULE]: 'error' },
        },
      ],
    });
    const results = await only.lintFiles(['src', 'components', 'protocol', 'test', 'bench']);
    expect(results.length).toBeGreaterThan(300);
    const problems = results.flatMap((r) =>
      r.messages
        .filter((m) => m.fatal === true || m.ruleId === RULE)
        .map((m) => `${r.filePath}:${m.line} ${m.ruleId ?? 'parse'}: ${m.message}`),
    );
    expect(problems).toEqual([]);
  });

  it('reads the game ids from the folders of src/games/', () => {
    expect(gameIds()).toEqual(['authority', 'paragons', 'trials']);
    const root = mkdtempSync(join(tmpdir(), 'parley-boundary-'));
    try {
      for (const id of ['paragons', 'chess'])
        mkdirSync(join(root, 'src/games', id), { recursive: true });
      expect(gameIds(root)).toEqual(['chess', 'paragons']);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('covers a game as soon as it is in the list: a new game is guarded without editing the rule', async () => {
    const withChess = new ESLint({
      overrideConfig: {
        rules: { [RULE]: ['error', { root: ROOT, games: [...gameIds(), 'chess'] }] },
      },
    });
    const crossing: Probe = {
      file: 'components/probe.ts',
      code: "import '../src/games/chess/rules.ts';",
    };
    expect(await boundaryMessages(crossing)).toEqual([]);
    expect((await boundaryMessages(crossing, withChess)).length).toBeGreaterThan(0);
    const own: Probe = {
      file: 'components/chess/probe.ts',
      code: "import '../../src/games/chess/rules.ts';",
    };
    expect(await boundaryMessages(own, withChess)).toEqual([]);
  });
});
