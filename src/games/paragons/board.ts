/**
 * Combat Board geometry (rulebook: "Setting up the Playing Field"; Keyword Glossary: Adjacent,
 * Surrounding). Spaces are indices 0–7: F1–F4 are 0–3, B1–B4 are 4–7; columns count left to right
 * from the owner's side.
 */
import type { Space } from './types.ts';

/** All space names in index order. */
export const SPACES: readonly Space[] = ['F1', 'F2', 'F3', 'F4', 'B1', 'B2', 'B3', 'B4'];

/** Number of spaces on a board. */
export const BOARD_SIZE = 8;

/** The index of a space name, or -1 for anything else. */
export function spaceIndex(s: unknown): number {
  return typeof s === 'string' ? SPACES.indexOf(s as Space) : -1;
}

/** The name of space index `i`. */
export function spaceName(i: number): Space {
  return SPACES[i]!;
}

/** True for front-line spaces. */
export function isFront(i: number): boolean {
  return i < 4;
}

/** The column (0–3) of a space. */
export function column(i: number): number {
  return i & 3;
}

/** The space in the other line of the same column. */
export function across(i: number): number {
  return i < 4 ? i + 4 : i - 4;
}

const ADJ: readonly (readonly number[])[] = SPACES.map((_, i) => {
  const c = column(i);
  const out: number[] = [];
  if (c > 0) out.push(i - 1);
  if (c < 3) out.push(i + 1);
  return out;
});

const SUR: readonly (readonly number[])[] = SPACES.map((_, i) => [...ADJ[i]!, across(i)]);

/** Spaces immediately left or right (Keyword Glossary: Adjacent). */
export function adjacent(i: number): readonly number[] {
  return ADJ[i]!;
}

/** Spaces left, right, in front or behind (Keyword Glossary: Surrounding). */
export function surrounding(i: number): readonly number[] {
  return SUR[i]!;
}

/** True when `j` is Surrounding `i`. */
export function isSurrounding(i: number, j: number): boolean {
  return SUR[i]!.includes(j);
}

/** True when `j` is Adjacent to `i`. */
export function isAdjacent(i: number, j: number): boolean {
  return ADJ[i]!.includes(j);
}
