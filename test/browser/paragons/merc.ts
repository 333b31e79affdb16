/**
 * A Paragons mercenary for the element tests (the `Merc` of src/games/paragons/types.ts): as it
 * stands on the board after its first turn — undamaged, ready, not summoning sick, no garrison,
 * buffs or imbuements — owned by seat A unless `extra` says otherwise. The engine's own new
 * mercenary is `newMerc` (src/games/paragons/runtime.ts), which is summoning sick.
 */
import type { Merc } from '../../../src/games/paragons/types.ts';

/** The mercenary `card` with `uid` (see the module comment), then `extra`'s fields. */
export function merc(card: string, uid = 1, extra: Partial<Merc> = {}): Merc {
  return {
    uid,
    card,
    owner: 'A',
    damage: 0,
    exhausted: false,
    summoned: false,
    attacked: false,
    cast: false,
    garrison: 0,
    garrisoned: false,
    used: [],
    buffs: [],
    imbuements: [],
    ...extra,
  };
}
