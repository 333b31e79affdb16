/**
 * Spells, revealing Hidden cards, Voluntary Abilities and the caster ability (rulebook: "Options"
 * 3 and 5; Notes on Spell Types; Notes on Mercenary Types: Caster; Keyword Glossary: Hidden, Fated,
 * Concealed).
 */
import type { RevealCondition, SpellCard } from './cards/schema.ts';
import type { CardDb } from './carddb.ts';
import { cardOf, mercOf } from './carddb.ts';
import { spaceIndex } from './board.ts';
import { fail } from './errors.ts';
import type { Checked } from './gate.ts';
import { canPay, locate, push } from './gate.ts';
import { run } from './machine.ts';
import { performSpell } from './resolve.ts';
import type { Rt } from './runtime.ts';
import { chainOf, handOf, hiddenOf, own, pl, turnStatsOf } from './runtime.ts';
import { abilitiesOf } from './stats.ts';
import { toAim, toAims } from './targets.ts';
import type { Action, Aim, GameState, PSeat } from './types.ts';
import { player } from './types.ts';

type Of<T extends Action['type']> = Extract<Action, { type: T }>;

/**
 * Plays spell `card` for `seat`: a Fated spell resolves at once with no window (docs/rules, 6);
 * any other goes on the chain.
 */
function castSpell(
  rt: Rt,
  seat: PSeat,
  card: string,
  def: SpellCard,
  aims: Aim[],
  revealed: boolean,
): void {
  turnStatsOf(rt, seat).spells++;
  if (!def.fated) {
    push(rt, seat, { kind: 'spell', card, copy: false }, aims, revealed);
    return run(rt);
  }
  const priority = rt.s.priority;
  const id = rt.s.nextUid++;
  const item = {
    id,
    controller: seat,
    body: { kind: 'spell' as const, card, copy: false },
    aims,
    resolving: true,
  };
  chainOf(rt).push(item);
  performSpell(rt, item);
  run(rt);
  if (rt.s.chain.length > 0) {
    rt.s.priority = priority;
    rt.s.passes = 0;
  }
}

/** Playing a spell from hand, on either player's turn (Notes on Spell Types). */
export function checkSpell(db: CardDb, s: GameState, a: Of<'spell'>): Checked {
  const p = player(s, a.player);
  const at = locate(db, p.hand, a.card, a.slot);
  if (typeof at !== 'number') return at;
  const def = cardOf(db, a.card)!;
  if (def.kind !== 'spell') return fail('wrong-kind', `${a.card} is not a spell`);
  if (def.hidden)
    return fail('must-hide', `${a.card} is Hidden: it can only be put into the Hidden pile`);
  const pay = canPay(s, a.player, def.cost);
  if (pay) return pay;
  const aims = toAims(db, s, a.player, def.targets, a.targets);
  if ('code' in aims) return aims;
  return (rt) => {
    pl(rt, a.player).mana -= def.cost;
    handOf(rt, a.player).splice(at, 1);
    castSpell(rt, a.player, a.card, def, aims, false);
  };
}

/**
 * Whether a Hidden card's reveal condition holds for `seat` now (schema.ts: RevealCondition). An
 * enemy attack counts until its combat is over, also while its defence waits on the chain
 * (docs/rules/paragons.md, 8 and 32); other items count until they start resolving.
 */
export function revealAllowed(s: GameState, seat: PSeat, cond: RevealCondition): boolean {
  if (cond === 'any') return true;
  if (cond === 'own-turn') return s.turn === seat;
  const kind =
    cond === 'enemy-attack'
      ? 'attack'
      : cond === 'enemy-spell'
        ? 'spell'
        : cond === 'enemy-mercenary'
          ? 'mercenary'
          : 'recruit';
  return s.chain.some(
    (it) => it.controller !== seat && it.body.kind === kind && (kind === 'attack' || !it.resolving),
  );
}

/**
 * Revealing a Hidden card: it counts as playing it, costs nothing more, and a mercenary enters an
 * empty ally space named as its target (Keyword Glossary: Hidden).
 */
export function checkReveal(db: CardDb, s: GameState, a: Of<'reveal'>): Checked {
  const p = player(s, a.player);
  const at = locate(db, p.hidden, a.card, a.slot);
  if (typeof at !== 'number') return at;
  const def = cardOf(db, a.card)!;
  if (!revealAllowed(s, a.player, def.hidden?.reveal ?? 'any'))
    return fail('reveal-condition', `${a.card} cannot be revealed now`);
  if (def.kind === 'mercenary') {
    const t = a.targets?.[0];
    const aim = toAim(db, s, a.player, { kind: 'empty-space', side: 'ally' }, t);
    if ('code' in aim) return aim;
    return (rt) => {
      hiddenOf(rt, a.player).splice(at, 1);
      turnStatsOf(rt, a.player).revealed++;
      push(rt, a.player, { kind: 'mercenary', card: a.card, to: aim.idx! }, [], true);
      run(rt);
    };
  }
  const aims = toAims(db, s, a.player, def.targets, a.targets);
  if ('code' in aims) return aims;
  return (rt) => {
    hiddenOf(rt, a.player).splice(at, 1);
    turnStatsOf(rt, a.player).revealed++;
    castSpell(rt, a.player, a.card, def, aims, true);
  };
}

/**
 * A Voluntary Ability: on your turn (any time with `anytime`), not on the turn the mercenary was
 * played unless `anytime`, paying mana and exhausting it when it says so, as often as that allows;
 * once per turn only when its card says so (`oncePerTurn`; "Options" 3: "You may use a Mercenary's
 * Voluntary Ability any time on your turn unless the card explicitly describes otherwise").
 */
export function checkAbility(db: CardDb, s: GameState, a: Of<'ability'>): Checked {
  const idx = spaceIndex(a.source);
  const m = idx >= 0 ? player(s, a.player).board[idx] : null;
  if (!m) return fail('invalid-target', `no mercenary of ${a.player} at ${a.source}`);
  const ab = abilitiesOf(db, s, a.player, idx)[a.index];
  if (!ab || ab.type !== 'voluntary')
    return fail('invalid-target', `${m.card} has no Voluntary Ability ${a.index}`);
  if (!ab.anytime && s.turn !== a.player)
    return fail('not-your-turn', 'this ability is used on your turn only');
  if (!ab.anytime && m.summoned) return fail('summoning-sick', `${a.source} was played this turn`);
  if (ab.oncePerTurn === true && m.used.includes(a.index))
    return fail('ability-used', 'this ability is used once per turn and was used this turn');
  if (ab.exhaust && m.exhausted) return fail('exhausted', `${a.source} is exhausted`);
  const pay = canPay(s, a.player, ab.mana);
  if (pay) return pay;
  const aims = toAims(db, s, a.player, ab.targets, a.targets);
  if ('code' in aims) return aims;
  return (rt) => {
    const q = pl(rt, a.player);
    q.mana -= ab.mana;
    const mm = own(rt, a.player, idx);
    if (ab.exhaust) mm.exhausted = true;
    if (ab.oncePerTurn === true) mm.used = [...mm.used, a.index];
    push(rt, a.player, { kind: 'ability', source: mm.uid, index: a.index, ability: ab }, aims);
    run(rt);
  };
}

/**
 * The caster ability: exhaust on your turn to deal Base Attack damage to a mercenary; not on a turn
 * it attacked, nor the turn it was played (Notes on Mercenary Types: Caster).
 */
export function checkCast(db: CardDb, s: GameState, a: Of<'cast'>): Checked {
  if (s.turn !== a.player) return fail('not-your-turn', 'the caster ability is used on your turn');
  const idx = spaceIndex(a.caster);
  const m = idx >= 0 ? player(s, a.player).board[idx] : null;
  if (!m || mercOf(db, m.card).combat !== 'caster')
    return fail('invalid-target', `no caster of ${a.player} at ${a.caster}`);
  if (m.summoned) return fail('summoning-sick', `${a.caster} was played this turn`);
  if (m.attacked) return fail('caster-used', `${a.caster} attacked this turn`);
  if (m.exhausted) return fail('exhausted', `${a.caster} is exhausted`);
  const aim = toAim(db, s, a.player, { kind: 'mercenary', side: 'any' }, a.target);
  if ('code' in aim) return aim;
  const amount = mercOf(db, m.card).attack;
  return (rt) => {
    const mm = own(rt, a.player, idx);
    mm.exhausted = true;
    mm.cast = true;
    push(rt, a.player, { kind: 'cast', caster: mm.uid, amount }, [aim]);
    run(rt);
  };
}
