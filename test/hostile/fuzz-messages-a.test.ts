/**
 * Hostile messages at a live session, part a of two (test/hostile/fuzz-messages.ts): the
 * registered games at even positions of the registry (Paragons).
 */
import { hostilePart } from './fuzz-messages.ts';

hostilePart(0);
