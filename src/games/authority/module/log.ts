/**
 * The log of one seat's view (the module's `words.log`, src/engine/module.ts): what the rules did
 * between two states of the same view, as match events (match/types.ts `MatchEvent`) — each
 * command and the row a defender took, each strike with the defenders it hit and what retreated or
 * was annihilated, damage to a Monarch, authority gained, recruits and market removals, market
 * refills, draws and reshuffles, abilities' choices, each new turn and the end. The events are the
 * engine's own, noted as each state was made (match/journal.ts) in the seat's own view, so they
 * never name what the seat does not know: the opponent's draws are counts, and a hand card is
 * named only once the move that plays it has opened it. A seat that reloads its match replays the
 * same steps and reads the same log.
 *
 * States no step made from the earlier one (a new match, a projection) are compared instead
 * ({@link viewDiff}): the factions, each decided rock-paper-scissors round, the coin, each new
 * turn, damage to a Monarch, recruits from the market, cards retired or removed from the market,
 * reshuffles, draws, and the end.
 */
import type { Seat } from '../../../engine/index.ts';
import { eventsBetween } from '../match/journal.ts';
import type { MatchEvent, MatchState } from '../match/types.ts';
import type { GameState } from '../types.ts';

function allKnown(seats: readonly Seat[], record: Readonly<Record<Seat, unknown>>): boolean {
  return seats.every((s) => record[s] !== undefined);
}

function sameRecord(a: Readonly<Record<string, unknown>>, b: Readonly<Record<string, unknown>>) {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const k of keys) if (a[k] !== b[k]) return false;
  return true;
}

/** The pre-game: factions opened (or picked again), a decided or tied throw, the coin. */
function pregame(a: MatchState | null, b: MatchState, out: MatchEvent[]): void {
  const had = a !== null && allKnown(a.seats, a.factions);
  if (allKnown(b.seats, b.factions) && (!had || !sameRecord(a.factions, b.factions))) {
    const picked = b.seats.map((s) => b.factions[s]);
    out.push({
      type: 'factions',
      factions: b.factions,
      clash: new Set(picked).size < picked.length,
    });
  }
  const ra = a?.rps ?? null;
  const rb = b.rps;
  if (ra && rb && rb.round === ra.round + 1) {
    // A tie starts the next round; a tie of two throws is one throw, known from the one opened.
    const shown = Object.values(ra.choices)[0] ?? '?';
    const choices = Object.fromEntries(b.seats.map((s) => [s, ra.choices[s] ?? shown]));
    out.push({ type: 'rps', round: ra.round, choices, winner: null });
  } else if (
    rb &&
    allKnown(b.seats, rb.choices) &&
    !(ra?.round === rb.round && allKnown(b.seats, ra.choices))
  ) {
    const winner = b.repick === null ? null : (b.seats.find((s) => s !== b.repick) ?? null);
    out.push({ type: 'rps', round: rb.round, choices: rb.choices, winner });
  }
  if (b.first !== null && a?.first !== b.first) out.push({ type: 'first', seat: b.first });
}

/** The game: a new turn, then what happened to each seat's Monarch, recruits and piles. */
function game(a: GameState | null, b: GameState, out: MatchEvent[]): void {
  if (!a || b.turn.number !== a.turn.number)
    out.push({ type: 'turn', seat: b.turn.seat, number: b.turn.number });
  if (!a) return;
  for (const seat of b.seats) {
    const pa = a.players[seat];
    const pb = b.players[seat];
    if (!pa || !pb) continue;
    if (pb.hp < pa.hp) out.push({ type: 'monarch', seat, damage: pa.hp - pb.hp, hp: pb.hp });
    for (const card of pb.retired.slice(pa.retired.length))
      out.push({ type: 'retired', seat, card });
    if (pb.deck.size > pa.deck.size && pb.discard.length < pa.discard.length)
      out.push({ type: 'reshuffled', seat, count: pb.deck.size - pa.deck.size });
    if (pb.hand.length > pa.hand.length)
      out.push({ type: 'drew', seat, count: pb.hand.length - pa.hand.length });
  }
  const buyer = a.turn.seat;
  const left = [...b.market];
  const gone = a.market.filter((c) => {
    const i = left.indexOf(c);
    if (i < 0) return true;
    left.splice(i, 1);
    return false;
  });
  const removed = b.removed.slice(a.removed.length);
  for (const card of removed) out.push({ type: 'culled', seat: buyer, card });
  const bought = gone.filter((card) => {
    const i = removed.indexOf(card);
    if (i >= 0) removed.splice(i, 1);
    return i < 0;
  });
  // One recruit within a turn: its price is the authority it took.
  if (bought.length === 1 && b.turn.number === a.turn.number)
    out.push({
      type: 'bought',
      seat: buyer,
      card: bought[0]!,
      price: a.turn.authority - b.turn.authority,
    });
  if (b.over && !a.over)
    out.push(b.winner === null ? { type: 'drawn' } : { type: 'won', seat: b.winner });
}

/**
 * What happened between two states of the same view (`a` null: from the start), as events: the
 * rules' own events when `b` was made by steps from `a` (match/journal.ts), else {@link viewDiff}.
 */
export function diffEvents(a: MatchState | null, b: MatchState): MatchEvent[] {
  return eventsBetween(a, b) ?? viewDiff(a, b);
}

/** What changed between two views of the same match (`a` null: nothing seen yet), as events. */
export function viewDiff(a: MatchState | null, b: MatchState): MatchEvent[] {
  const out: MatchEvent[] = [];
  pregame(a, b, out);
  if (b.game) game(a?.game ?? null, b.game, out);
  if (b.phase === 'over' && a !== null && a.phase !== 'over')
    out.push({ type: 'match-over', winner: b.winner });
  return out;
}
