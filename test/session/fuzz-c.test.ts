/**
 * Virtual-network fuzz, part c of four (test/session/fuzz.ts), every registered game: by default
 * Paragons seeds 101–150, Authority seeds 21–30;
 * `PARLEY_FUZZ=N` or `PARLEY_LONG=1` change the counts.
 */
import { fuzzPart } from './fuzz.ts';

fuzzPart(2);
