// ESLint flat config. The engine and rules modules must be pure functions of (state, action):
// no ambient randomness, clocks, timers or I/O. The restrictions below enforce that.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

const impureGlobals = [
  'Date',
  'performance',
  'crypto',
  'fetch',
  'setTimeout',
  'setInterval',
  'queueMicrotask',
  'localStorage',
  'sessionStorage',
  'indexedDB',
  'window',
  'document',
  'navigator',
  'process',
  'console',
].map((name) => ({ name, message: 'The engine is pure: no clocks, I/O or ambient state.' }));

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
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*', 'fs', 'path', 'crypto'], message: 'The engine does no I/O.' },
          ],
        },
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
