/**
 * Kill the connection at every message index, part a of two (test/session/kill-every-index.ts):
 * every registered game, its share of the indices.
 */
import { killPart } from './kill-every-index.ts';

await killPart(0);
