import { describe, it, expect } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Scenario } from '../../src/games/paragons/scenario.ts';
import { runScenario } from '../../src/games/paragons/scenario.ts';

const DIR = join(import.meta.dirname, '../scenarios/paragons');

function files(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) return files(full);
      return name.endsWith('.json') ? [full] : [];
    });
}

describe('scenarios in test/scenarios/paragons', () => {
  const all = files(DIR);
  it('exist', () => {
    expect(all.length).toBeGreaterThan(0);
  });
  for (const file of all) {
    const json = JSON.parse(readFileSync(file, 'utf8')) as Scenario | Scenario[];
    for (const sc of Array.isArray(json) ? json : [json]) {
      it(`${file.slice(DIR.length + 1)}: ${sc.name}`, () => {
        const r = runScenario(sc);
        expect(r.message ?? '').toBe('');
        expect(r.ok).toBe(true);
      });
    }
  }
});
