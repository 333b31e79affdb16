/**
 * The resolution machine: queued work runs until the state needs input (a random event, a defender,
 * a retarget, a mulligan) or nothing is left. Also the start and end of turns (rulebook: "Beginning
 * Your Turn"; "Notes on Card Activity Besides Voluntary Actions": start/end-of-turn abilities are not
 * Voluntary and open no window) and the opening hands ("Starting Play").
 */
import { multisetAddAll } from '../../engine/index.ts';
import { BOARD_SIZE } from './board.ts';
import { stateCheck } from './damage.ts';
import { refill, requestDraw } from './draws.ts';
import { runEffect } from './effects.ts';
import { check, finish, perform } from './resolve.ts';
import { rescind } from './rescind.ts';
import type { Rt } from './runtime.ts';
import { pl, replaceMerc, threshold, workOf } from './runtime.ts';
import { abilitiesOf, TRIGGER, triggersOf } from './stats.ts';
import type { Buff, Merc, PSeat, Work } from './types.ts';
import { player, RESOLVE } from './types.ts';

/** The opening hand size, and the hand size the start-of-turn draw fills up to. */
export const HAND_SIZE = 5;

/**
 * Runs queued work until input is needed or nothing is left. Before each step, and once more when
 * it stops, the state-based check destroys every mercenary at 0 health or below (damage.ts:
 * stateCheck), so no state an action leaves holds one, whatever path changed it.
 */
export function run(rt: Rt): void {
  const s = rt.s;
  for (;;) {
    if (s.winner !== null) break;
    stateCheck(rt);
    if (s.pending !== null || s.work.length === 0) break;
    step(rt, workOf(rt).pop()!);
  }
  if (s.winner === null && s.pending === null && s.work.length === 0 && s.chain.length === 0) {
    s.priority = s.turn;
    s.passes = 0;
  }
}

function step(rt: Rt, w: Work): void {
  const s = rt.s;
  switch (w.w) {
    case 'resolve':
      return resolveNext(rt);
    case 'finish':
      return finish(rt, w.item);
    case 'fx': {
      if (w.effects.length === 0) return;
      if (w.effects.length > 1)
        workOf(rt).push({ w: 'fx', ctx: w.ctx, effects: w.effects.slice(1) });
      return runEffect(rt, w.ctx, w.effects[0]!);
    }
    case 'start-turn':
      return startTurn(rt, w.seat);
    case 'turn-start-abilities':
      return queueTurnAbilities(rt, w.seat, 'turn-start');
    case 'refill':
      return refill(rt);
    case 'draw':
      return requestDraw(rt, w.seat, w.count);
    case 'mulligan':
      s.pending = { p: 'mulligan', seat: w.seat };
      return;
    case 'return-aside':
      return returnAside(rt, w.seat);
    case 'begin-play':
      s.phase = 'play';
      s.round = 0;
      workOf(rt).push({ w: 'start-turn', seat: s.order[0]! });
  }
}

function resolveNext(rt: Rt): void {
  const s = rt.s;
  let top = s.chain.length - 1;
  while (top >= 0 && s.chain[top]!.resolving) top--;
  if (top < 0) return;
  const it = s.chain[top]!;
  const c = check(rt, it);
  workOf(rt).push(RESOLVE);
  if (c === 'retarget') {
    s.pending = { p: 'retarget', seat: it.controller, item: it.id };
    return;
  }
  if (c === 'rescind') return rescind(rt, it.id);
  perform(rt, it);
}

/** Queues the `turn-start` or `turn-end` abilities of `seat`'s mercenaries, F1 first. */
export function queueTurnAbilities(rt: Rt, seat: PSeat, type: 'turn-start' | 'turn-end'): void {
  const s = rt.s;
  const b = player(s, seat).board;
  const bit = type === 'turn-start' ? TRIGGER['turn-start'] : TRIGGER['turn-end'];
  for (let i = b.length - 1; i >= 0; i--) {
    const m = b[i];
    if (!m || (triggersOf(rt.db, s, seat, i) & bit) === 0) continue;
    const abilities = abilitiesOf(rt.db, s, seat, i);
    for (let j = abilities.length - 1; j >= 0; j--) {
      const a = abilities[j]!;
      if (a.type !== type) continue;
      workOf(rt).push({
        w: 'fx',
        ctx: { controller: seat, self: { seat, idx: i, uid: m.uid }, aims: [] },
        effects: a.effects,
      });
    }
  }
}

/**
 * The start of `seat`'s turn (docs/rules/paragons.md, 3): damage and turn-long buffs end on both
 * boards, per-turn marks clear, the Mana Total becomes the threshold, `seat`'s mercenaries Recover,
 * `seat` draws, then its `turn-start` abilities happen. A mercenary that a turn-long buff kept
 * alive is Destroyed by the state-based check that follows this step (run).
 */
export function startTurn(rt: Rt, seat: PSeat): void {
  const s = rt.s;
  if (seat === s.order[0]) s.round++;
  s.turn = seat;
  s.priority = seat;
  s.passes = 0;
  resetSide(rt, 'A', seat === 'A');
  resetSide(rt, 'B', seat === 'B');
  const p = pl(rt, seat);
  p.mana = threshold(s);
  rt.ev.push({ type: 'turn', seat, round: s.round });
  workOf(rt).push({ w: 'turn-start-abilities', seat });
  requestDraw(rt, seat, p.hand.length >= HAND_SIZE ? 1 : HAND_SIZE - p.hand.length);
}

/**
 * Clears `side`'s per-turn counters and marks (and Recovers its mercenaries when `recover`). A
 * player with nothing to clear is left shared with the input state (copy on write).
 */
function resetSide(rt: Rt, side: PSeat, recover: boolean): void {
  const st = player(rt.s, side).stats;
  if (st.revealed !== 0 || st.spells !== 0 || st.recruited !== 0)
    pl(rt, side).stats = { revealed: 0, spells: 0, recruited: 0 };
  for (let i = 0; i < BOARD_SIZE; i++) {
    const o = player(rt.s, side).board[i];
    if (o && needsReset(o, recover)) replaceMerc(rt, side, i, resetMerc(o, recover));
  }
}

/**
 * `m` with its damage, turn-long buffs and per-turn marks cleared (and Recovered when `recover`),
 * as a new mercenary in one step (the fields in the order of runtime.ts: mercWith).
 */
function resetMerc(m: Merc, recover: boolean): Merc {
  return {
    uid: m.uid,
    card: m.card,
    owner: m.owner,
    damage: 0,
    exhausted: recover ? false : m.exhausted,
    summoned: false,
    attacked: false,
    cast: false,
    garrison: m.garrison,
    garrisoned: false,
    used: m.used.length ? [] : m.used,
    buffs: hasTurnBuff(m.buffs) ? m.buffs.filter((b) => b.until !== 'turn') : m.buffs,
    imbuements: m.imbuements,
  };
}

function needsReset(m: Merc, recover: boolean): boolean {
  return (
    m.damage !== 0 ||
    m.summoned ||
    m.attacked ||
    m.cast ||
    m.garrisoned ||
    m.used.length > 0 ||
    (recover && m.exhausted) ||
    hasTurnBuff(m.buffs)
  );
}

/** Whether a buff in `buffs` ends with the turn (a loop: it runs for every mercenary each turn). */
function hasTurnBuff(buffs: readonly Buff[]): boolean {
  for (let i = 0; i < buffs.length; i++) if (buffs[i]!.until === 'turn') return true;
  return false;
}

function returnAside(rt: Rt, seat: PSeat): void {
  const p = pl(rt, seat);
  const known: string[] = [];
  for (const c of p.aside) if (c.id !== undefined) known.push(c.id);
  const cards = p.deck.cards && known.length ? multisetAddAll(p.deck.cards, known) : p.deck.cards;
  p.deck = cards
    ? { size: p.deck.size + p.aside.length, cards }
    : { size: p.deck.size + p.aside.length };
  p.aside = [];
}
