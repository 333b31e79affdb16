/**
 * The purity rule of eslint.config.js (src/engine and src/games are pure functions of (state,
 * action): no clocks, randomness, timers, I/O or ambient state; requirement "The engine core"). Each
 * forbidden snippet below is a way into the impure world that an earlier version of the rule let
 * through or that the rule names; linted as a file of src/engine and of src/games through ESLint's
 * Node API with the project's own config, each must be reported as an error by one of the
 * restriction rules. The allowed snippets (pure code, local modules whose names shadow Node
 * builtins, a local variable named `self`) must lint clean, so the rule cannot pass by rejecting
 * everything. Weakening the rule fails this test.
 */
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/** The rules the purity block of eslint.config.js configures. */
const PURITY_RULES = new Set([
  'no-restricted-globals',
  'no-restricted-properties',
  'no-restricted-syntax',
  'no-restricted-imports',
]);

/** Snippets that must each be an error (label → code). */
const FORBIDDEN: Readonly<Record<string, string>> = {
  'Math.random': 'export const a = Math.random();',
  'Math.random destructured': 'const { random } = Math;\nexport const a = random();',
  'Math aliased': 'const M = Math;\nexport const a = M.random();',
  'Math computed member': "export const a = Math['ran' + 'dom']();",
  'Math passed as a value': "export const a = Reflect.get(Math, 'random');",
  'Date.now': 'export const a = Date.now();',
  'new Date': 'export const a = new Date();',
  'globalThis.Date.now': 'export const a = globalThis.Date.now();',
  'globalThis.Math.random': 'export const a = globalThis.Math.random();',
  "globalThis['Math']": "export const a = globalThis['Math']['random']();",
  'window.Math.random': 'export const a = window.Math.random();',
  'self.Math.random': 'export const a = self.Math.random();',
  'self.performance.now': 'export const a = self.performance.now();',
  'global.Date': 'export const a = global.Date;',
  'performance.now': 'export const a = performance.now();',
  'crypto.getRandomValues': 'export const a = crypto.getRandomValues(new Uint8Array(4));',
  'crypto aliased': 'const c = crypto;\nexport const a = c.getRandomValues(new Uint8Array(4));',
  'globalThis.crypto.randomUUID': 'export const a = globalThis.crypto.randomUUID();',
  setTimeout: 'setTimeout(() => 0, 1);',
  setInterval: 'setInterval(() => 0, 1);',
  setImmediate: 'setImmediate(() => 0);',
  queueMicrotask: 'queueMicrotask(() => 0);',
  'globalThis.setTimeout': 'globalThis.setTimeout(() => 0, 1);',
  fetch: "export const a = fetch('https://example.org/');",
  process: 'export const a = process.env;',
  'process.hrtime via globalThis': 'export const a = globalThis.process.hrtime();',
  console: "console.log('x');",
  Intl: 'export const a = new Intl.DateTimeFormat().format();',
  WeakRef: 'export const a = new WeakRef({});',
  'new Function': "export const a = new Function('return this')();",
  eval: "export const a = eval('1');",
  'import node:fs': "import { readFileSync } from 'node:fs';\nexport const a = readFileSync;",
  'import node:test': "import 'node:test';",
  'import fs': "import * as fs from 'fs';\nexport const a = fs;",
  'import fs/promises': "import { readFile } from 'fs/promises';\nexport const a = readFile;",
  'import http': "import 'http';",
  'import net': "import 'net';",
  'import child_process': "import { spawn } from 'child_process';\nexport const a = spawn;",
  'import os': "import { cpus } from 'os';\nexport const a = cpus;",
  'import crypto': "import { randomBytes } from 'crypto';\nexport const a = randomBytes;",
  'import worker_threads': "import 'worker_threads';",
  're-export events': "export * from 'events';",
  'dynamic import': "export const a = await import('./x.ts');",
  'import.meta': 'export const a = import.meta.url;',
};

/** Snippets that must lint clean. */
const ALLOWED: Readonly<Record<string, string>> = {
  'pure arithmetic with Math members':
    'export const clamp = (x: number): number => Math.max(0, Math.min(20, Math.floor(x)));',
  'local modules named like builtins':
    "import { a } from './os.ts';\nimport { b } from '../util.ts';\nexport const c = a + b;",
  'a sibling engine module':
    "import { multisetOf } from '../engine/index.ts';\nexport const m = multisetOf;",
  'a local variable named self': 'const self = { seat: 1 };\nexport const s = self.seat;',
  'object keys named Math and now': 'export const o = { Math: 1, now: 2 };',
};

const PLACES = ['src/engine/probe.ts', 'src/games/paragons/probe.ts'];

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint();
});

async function lint(code: string, filePath: string): Promise<ESLint.LintResult> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!;
}

describe('the engine purity lint rule (eslint.config.js)', () => {
  for (const filePath of PLACES) {
    describe(filePath, () => {
      for (const [label, code] of Object.entries(FORBIDDEN)) {
        it(`reports ${label}`, async () => {
          const r = await lint(code, filePath);
          const fatal = r.messages.filter((m) => m.fatal);
          expect(fatal, 'the snippet must parse').toEqual([]);
          const purity = r.messages.filter(
            (m) => m.severity === 2 && m.ruleId !== null && PURITY_RULES.has(m.ruleId),
          );
          expect(purity.length, JSON.stringify(r.messages)).toBeGreaterThan(0);
        });
      }
      for (const [label, code] of Object.entries(ALLOWED)) {
        it(`allows ${label}`, async () => {
          const r = await lint(code, filePath);
          expect(r.messages).toEqual([]);
        });
      }
    });
  }

  it('applies to the engine only: the same forbidden code is not a purity error in src/cli', async () => {
    const r = await lint('export const a = Date.now();', 'src/cli/probe.ts');
    expect(r.messages.filter((m) => m.ruleId !== null && PURITY_RULES.has(m.ruleId))).toEqual([]);
  });
});
