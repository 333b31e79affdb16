/**
 * Virtual-network fuzz, half a (test/session/fuzz.ts). `npm test` plays PARLEY_FUZZ matches in
 * all (default 20, ten per half); `PARLEY_FUZZ=200` plays the 200 (about 260 s on the
 * 2-core test machine, all fair when last run).
 */
import { expect, it } from 'vitest';
import { fuzzOne, type FuzzReport } from './fuzz.ts';

const half = Math.ceil(Number(process.env.PARLEY_FUZZ ?? '20') / 2);

it(`${half} seeds from 1 finish over a hostile network and verify fair`, async () => {
  const reports: FuzzReport[] = [];
  for (let seed = 1; seed < 1 + half; seed++) reports.push(await fuzzOne(seed));
  const failing = reports.filter((r) => r.violations.length > 0);
  if (failing.length > 0) console.error('failing seeds:', JSON.stringify(failing, null, 1));
  expect(failing).toEqual([]);
}, 900_000);
