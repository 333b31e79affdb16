/**
 * Virtual-network fuzz, part d of four (test/session/fuzz.ts): by default seeds
 * 151–200 of the 200; `PARLEY_FUZZ=N` or `PARLEY_LONG=1` change the count.
 */
import { fuzzPart } from './fuzz.ts';

fuzzPart(3);
