/**
 * Kill the connection at every message index, part b of two (test/session/kill-every-index.ts):
 * every registered game, its share of the indices.
 */
import { killPart } from './kill-every-index.ts';

await killPart(1);
