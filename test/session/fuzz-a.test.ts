/**
 * Virtual-network fuzz, part a of four (test/session/fuzz.ts), every registered game: by default
 * Paragons seeds 1–50, Authority seeds 1–10;
 * `PARLEY_FUZZ=N` or `PARLEY_LONG=1` change the counts.
 */
import { fuzzPart } from './fuzz.ts';

fuzzPart(0);
