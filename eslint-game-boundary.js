// The game-folder boundary (docs/adding-a-game.md, "The folders"): an ESLint rule, `parley/game-
// boundary`, used by eslint.config.js and held to its cases by test/engine/boundary-lint.test.ts.
//
// A game is the folders named after it: `src/games/<id>/` (its rules, pure) and `components/<id>/`
// (its elements). Every import of one of those folders is resolved to a path in the repository and
// allowed only from
//   - a registry (REGISTRIES below: the files that list every game, one line each);
//   - that game's own files: any file with a path segment named `<id>` (a folder `<id>/`, or a file
//     `<id>.ts` / `<id>.test.ts`): `src/games/<id>/`, `components/<id>/`, `test/<id>/`,
//     `test/scenarios/<id>/`, `test/browser/<id>/`, `test/ai/games/<id>.ts`, `src/cli/<id>/`, …
//     (a file inside `src/games/<id>/` or `components/<id>/` is that game's, whatever its name);
//   - the code that exercises games and is not any one game's: a file of `test/` or `bench/` whose
//     path names no game (the protocol suites drive a concrete game, a cross-game table names them
//     all).
// So no game imports another, no shared element or app module imports a game, and a game's own
// tests name only that game. The game ids are the folders of src/games/, read when the config
// loads: a new game is covered by creating its folder, never by editing this file.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (this file's folder). */
export const ROOT = path.dirname(fileURLToPath(import.meta.url));

/** Every game id: the folders of src/games/. */
export function gameIds(root = ROOT) {
  return readdirSync(path.join(root, 'src/games'), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
}

/**
 * The registries: the only files outside a game's folders that may import them. Each lists every
 * game by one line (docs/adding-a-game.md, "The folders").
 */
export const REGISTRIES = [
  'src/games/index.ts', // the rules registry
  'src/app/games.ts', // the UI registry: each game's module paired with its table
  'src/ai/games.ts', // the bots' default game type
  'src/art/build.ts', // the icon packs: each game's card art and glossary icons
];

/** The folders (repository-relative, with a trailing slash) a test or a bench file lives in. */
const EXERCISING = ['test/', 'bench/'];

/** `p` with forward slashes. */
const posix = (p) => p.split(path.sep).join('/');

/**
 * The game a repository path belongs to as a folder of the game (`src/games/<id>/…`,
 * `components/<id>/…`, or the folder `src/games/<id>` itself: an import of its index), or null.
 */
function gameFolderOf(rel, ids) {
  const m = /^(?:src\/games|components)\/([^/]+)(?:\/|$)/.exec(rel);
  return m && ids.includes(m[1]) ? m[1] : null;
}

/** The games a file's path names: its folders and its file name up to the first dot. */
function gamesNamedBy(rel, ids) {
  const parts = rel.split('/');
  const file = parts.pop() ?? '';
  const names = [...parts, file.split('.')[0]];
  return ids.filter((id) => names.includes(id));
}

/** The rule: see the head of this file. Options: `{ root?, games? }` (tests pass a fixed list). */
export const gameBoundary = {
  meta: {
    type: 'problem',
    docs: { description: "Only a game's own files and the registries import a game's folders." },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          games: { type: 'array', items: { type: 'string' } },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      foreign:
        '{{file}} imports {{target}}, a folder of game "{{game}}": only that game\'s own files ' +
        '(a path naming "{{game}}"), the registries and tests/benches that name no game may ' +
        '(docs/adding-a-game.md, "The folders"). Reach the game through the registry ' +
        '(src/games/index.ts, src/app/games.ts).',
      otherGame:
        '{{file}} belongs to {{own}} and imports {{target}}, a folder of game "{{game}}": a ' +
        "game's files (and its tests) never import another game's folders.",
    },
  },
  create(context) {
    const options = context.options[0] ?? {};
    const root = options.root ?? ROOT;
    const ids = options.games ?? gameIds(root);
    const file = posix(path.relative(root, context.filename));
    if (file.startsWith('..') || REGISTRIES.includes(file)) return {};
    // a file in a game's folder is that game's whatever it is called
    const folder = gameFolderOf(file, ids);
    const own = folder !== null ? [folder] : gamesNamedBy(file, ids);
    const exercising = EXERCISING.some((dir) => file.startsWith(dir));

    function check(node, spec) {
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const target = posix(path.relative(root, path.resolve(path.dirname(context.filename), spec)));
      const game = gameFolderOf(target, ids);
      if (game === null || own.includes(game)) return;
      if (own.length === 0 && exercising) return;
      const data = { file, target, game, own: own.map((g) => `"${g}"`).join(', ') };
      context.report({ node, messageId: own.length === 0 ? 'foreign' : 'otherGame', data });
    }
    // a string literal, or a template string's text before its first `${…}` (with no hole, the
    // whole specifier; with one, the part that can still name a game's folder)
    const literal = (n) =>
      n && n.type === 'Literal'
        ? n.value
        : n && n.type === 'TemplateLiteral'
          ? n.quasis[0].value.cooked
          : null;
    return {
      ImportDeclaration: (n) => check(n.source, n.source.value),
      ExportNamedDeclaration: (n) => n.source && check(n.source, n.source.value),
      ExportAllDeclaration: (n) => check(n.source, n.source.value),
      ImportExpression: (n) => check(n.source, literal(n.source)),
      TSImportType: (n) => check(n, literal(n.source ?? n.argument?.literal)),
      TSExternalModuleReference: (n) => check(n.expression, literal(n.expression)),
      TSModuleDeclaration: (n) => check(n.id, literal(n.id)),
      CallExpression: (n) =>
        n.callee.type === 'Identifier' &&
        n.callee.name === 'require' &&
        check(n.arguments[0], literal(n.arguments[0])),
    };
  },
};

/** The plugin eslint.config.js registers as `parley`. */
export const parleyPlugin = { rules: { 'game-boundary': gameBoundary } };
