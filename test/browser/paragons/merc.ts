/**
 * A Paragons mercenary for the element tests (the `Merc` of src/games/paragons/types.ts): as it
 * stands on the board after its first turn — undamaged, ready, not summoning sick, no garrison,
 * buffs or imbuements — owned by seat A unless `extra` says otherwise. Built by the engine's
 * `mercWith` (src/games/paragons/runtime.ts), as the engine's summoning-sick `newMerc` is.
 */
import { mercWith } from '../../../src/games/paragons/runtime.ts';
import type { Merc } from '../../../src/games/paragons/types.ts';

/** The mercenary `card` with `uid` (see the module comment), then `extra`'s fields. */
export function merc(card: string, uid = 1, extra: Partial<Merc> = {}): Merc {
  return { ...mercWith(uid, card, 'A', false), ...extra };
}
