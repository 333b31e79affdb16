/**
 * Rescinding a chain item (rulebook: "Notes on Order of Operations": "If that is impossible, the
 * action is rescinded"; "once mana is spent, it cannot be un-spent"). A rescinded card that was
 * played goes to its player's discard pile; a card that was being put into the Hidden pile returns
 * to its hand; copies vanish; a rescinded defence leaves its attack undefended.
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
  else if (b.kind === 'defend') undefend(rt, b.attack);
  rt.ev.push({ type: 'rescinded', item: id });
}

/**
 * A rescinded defence did not happen: its attack (waiting on the chain below it) resolves again in
 * its turn, as an attack with no defender and no new defend window (docs/rules/paragons.md, 8).
 */
function undefend(rt: Rt, attackId: number): void {
  const chain = chainOf(rt);
  for (let i = 0; i < chain.length; i++) {
    const x = chain[i]!;
    if (x.id !== attackId || x.body.kind !== 'attack') continue;
    const { attacker, target } = x.body;
    chain[i] = {
      id: x.id,
      controller: x.controller,
      body: { kind: 'attack', attacker, target, undefended: true },
      aims: x.aims,
    };
  }
}
