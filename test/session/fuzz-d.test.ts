/**
 * Virtual-network fuzz, part d of four (test/session/fuzz.ts), every registered game: by default
 * Paragons seeds 151–200, Authority seeds 31–40;
 * `PARLEY_FUZZ=N` or `PARLEY_LONG=1` change the counts.
 */
import { fuzzPart } from './fuzz.ts';

fuzzPart(3);
