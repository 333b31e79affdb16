/**
 * Hostile messages at a live session, part b of two (test/hostile/fuzz-messages.ts): the
 * registered games at odd positions of the registry (Authority).
 */
import { hostilePart } from './fuzz-messages.ts';

hostilePart(1);
