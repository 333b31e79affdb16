/**
 * Virtual-network fuzz, part b of four (test/session/fuzz.ts): by default seeds
 * 51–100 of the 200; `PARLEY_FUZZ=N` or `PARLEY_LONG=1` change the count.
 */
import { fuzzPart } from './fuzz.ts';

fuzzPart(1);
