/**
 * Virtual-network fuzz, part b of four (test/session/fuzz.ts), every registered game: by default
 * Paragons seeds 51–100, Authority seeds 11–20;
 * `PARLEY_FUZZ=N` or `PARLEY_LONG=1` change the counts.
 */
import { fuzzPart } from './fuzz.ts';

fuzzPart(1);
