/**
 * Rescinding a chain item (rulebook: "Notes on Order of Operations": "If that is impossible, the
 * action is rescinded"; "once mana is spent, it cannot be un-spent"). A rescinded card that was
 * played goes to its player's discard pile; a card that was being put into the Hidden pile returns
 * to its hand; copies vanish.
 */
import type { Rt } from './runtime.ts';
import { chainOf, discardOf, handOf, pl } from './runtime.ts';

/** Removes chain item `id` without resolving it. */
export function rescind(rt: Rt, id: number): void {
  const at = rt.s.chain.findIndex((x) => x.id === id);
  if (at < 0) return;
  const it = rt.s.chain[at]!;
  chainOf(rt).splice(at, 1);
  pl(rt, it.controller);
  const b = it.body;
  if (b.kind === 'mercenary' || (b.kind === 'spell' && !b.copy))
    discardOf(rt, it.controller).push(b.card);
  else if (b.kind === 'hide') handOf(rt, it.controller).push(b.card);
  rt.ev.push({ type: 'rescinded', item: id });
}
