// ESLint flat config. The engine and rules modules must be pure functions of (state, action):
// no ambient randomness, clocks, timers or I/O. The restrictions below enforce that, and
// test/engine/purity-lint.test.ts holds them to it (every loophole it lists must stay an error).
// The game folders are a boundary (eslint-game-boundary.js; test/engine/boundary-lint.test.ts):
// only the registries and a game's own files import `src/games/<id>/` and `components/<id>/`.
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import { parleyPlugin } from './eslint-game-boundary.js';

const PURE = 'The engine is pure: no clocks, randomness, timers, I/O or ambient state.';

const impureGlobals = [
  // clocks, randomness, timers and scheduling
  'Date',
  'performance',
  'crypto',
  'setTimeout',
  'setInterval',
  'setImmediate',
  'clearTimeout',
  'clearInterval',
  'clearImmediate',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'WeakRef',
  'FinalizationRegistry',
  'Intl',
  // I/O and the host environment
  'fetch',
  'XMLHttpRequest',
  'WebSocket',
  'EventSource',
  'Worker',
  'SharedWorker',
  'MessageChannel',
  'BroadcastChannel',
  'postMessage',
  'addEventListener',
  'removeEventListener',
  'dispatchEvent',
  'caches',
  'localStorage',
  'sessionStorage',
  'indexedDB',
  'document',
  'navigator',
  'location',
  'history',
  'process',
  'require',
  'module',
  'exports',
  '__dirname',
  '__filename',
  'Buffer',
  'console',
  // the global object under its other names: every impure global is one property away
  'globalThis',
  'global',
  'window',
  'self',
  'frames',
  'parent',
  'top',
  'opener',
  // code from strings reaches the global object too
  'eval',
  'Function',
].map((name) => ({ name, message: PURE }));

const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Every Node builtin, bare or `node:`-prefixed, with any subpath (`fs`, `fs/promises`, `node:test`). */
const nodeBuiltins = [...new Set(builtinModules.map((name) => name.split('/')[0]))];
const nodeBuiltinRegex = `^(?:node:.*|(?:${nodeBuiltins.map(escapeRegex).join('|')})(?:/.*)?)$`;

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'coverage/', 'test-output/', 'tmp/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // game folders: the game ids are read from src/games/ when the config loads
    plugins: { parley: parleyPlugin },
    rules: { 'parley/game-boundary': 'error' },
  },
  {
    files: ['src/engine/**/*.ts', 'src/games/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-globals': ['error', ...impureGlobals],
      'no-restricted-properties': [
        'error',
        {
          object: 'Math',
          property: 'random',
          message: 'Randomness arrives only from the protocol.',
        },
        // on any object, so that an alias (`const c = crypto; c.getRandomValues(…)`) is caught too
        { property: 'getRandomValues', message: PURE },
        { property: 'randomUUID', message: PURE },
        { property: 'randomBytes', message: PURE },
        { property: 'randomInt', message: PURE },
        { property: 'hrtime', message: PURE },
        { property: 'now', message: PURE },
      ],
      'no-restricted-syntax': [
        'error',
        {
          // `const M = Math; M.random()`, `Reflect.get(Math, 'random')`, `Math[name]()`
          selector:
            "Identifier[name='Math']:not(MemberExpression[computed=false] > .object):not(MemberExpression > .property):not(Property > .key)",
          message: 'Use Math only as Math.<name>: an alias or a computed member hides Math.random.',
        },
        { selector: 'ImportExpression', message: 'The engine does no I/O: no dynamic import().' },
        {
          selector: "MetaProperty[meta.name='import'][property.name='meta']",
          message: 'The engine does no I/O: no import.meta.',
        },
      ],
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: nodeBuiltinRegex, message: 'The engine does no I/O.' }] },
      ],
    },
  },
  {
    files: ['protocol/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/src/**'], message: 'protocol/ depends on nothing in src/.' }] },
      ],
    },
  },
);
