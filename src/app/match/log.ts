/**
 * The game log in words: the session exposes states, not the engine's events, so the log is
 * derived by comparing the seat's view before and after each change ({@link diffEvents}). It uses
 * only what the seat's view holds (public information and the seat's own hand), so it never shows
 * more than the seat may know. The result is a list of `MatchEvent`s for `parley-game-log`.
 */
import type { MatchEvent, MatchState } from '../../games/paragons/match/types.ts';
import type { GameState, PSeat, Space } from '../../games/paragons/types.ts';

const SEATS: readonly PSeat[] = ['A', 'B'];
const SPACES: readonly Space[] = ['F1', 'F2', 'F3', 'F4', 'B1', 'B2', 'B3', 'B4'];

function gameEvents(a: GameState | null, b: GameState, out: MatchEvent[]): void {
  const beforeChain = new Set((a?.chain ?? []).map((x) => x.id));
  for (const it of b.chain) {
    if (beforeChain.has(it.id)) continue;
    const body = it.body;
    const card = 'card' in body && typeof body.card === 'string' ? body.card : undefined;
    out.push({
      type: 'chain',
      item: it.id,
      controller: it.controller,
      kind: body.kind,
      ...(card !== undefined && body.kind !== 'hide' ? { card } : {}),
    });
  }
  const afterChain = new Set(b.chain.map((x) => x.id));
  for (const it of a?.chain ?? [])
    if (!afterChain.has(it.id)) out.push({ type: 'resolved', item: it.id });
  for (const seat of SEATS) {
    const pa = a?.players[seat];
    const pb = b.players[seat];
    for (let i = 0; i < SPACES.length; i++) {
      const ma = pa?.board[i] ?? null;
      const mb = pb.board[i] ?? null;
      const space = SPACES[i]!;
      if (ma && (!mb || mb.uid !== ma.uid)) {
        const moved = SEATS.some((s) => b.players[s].board.some((m) => m?.uid === ma.uid));
        if (!moved) out.push({ type: 'destroyed', seat, space, card: ma.card });
      }
      if (mb && (!ma || ma.uid !== mb.uid))
        out.push({ type: 'entered', seat, space, card: mb.card });
      if (ma && mb && ma.uid === mb.uid && mb.damage > ma.damage) {
        out.push({ type: 'damage', seat, space, amount: mb.damage - ma.damage });
      }
    }
    if (pa && pb.life < pa.life) out.push({ type: 'damage', seat, amount: pa.life - pb.life });
    if (pa && pb.hand.length > pa.hand.length && pb.deck.size < pa.deck.size) {
      out.push({ type: 'drew', seat, count: pa.deck.size - pb.deck.size });
    }
  }
  if (!a || a.turn !== b.turn || a.round !== b.round) {
    if (b.phase === 'play') out.push({ type: 'turn', seat: b.turn, round: b.round });
  }
  if (b.winner !== null && a?.winner !== b.winner) out.push({ type: 'won', seat: b.winner });
}

/** What changed between two views of the same match, as log events. */
export function diffEvents(a: MatchState | null, b: MatchState): MatchEvent[] {
  const out: MatchEvent[] = [];
  const hadClasses = a !== null && SEATS.every((s) => a.classes[s] !== undefined);
  const hasClasses = SEATS.every((s) => b.classes[s] !== undefined);
  if (hasClasses && !hadClasses && a !== null) {
    out.push({ type: 'classes', classes: b.classes, conflict: b.classes.A === b.classes.B });
  }
  const ra = a?.rps ?? null;
  const rb = b.rps;
  if (ra && SEATS.every((s) => ra.commits[s] !== undefined)) {
    const revealed = rb === null || rb.round !== ra.round || SEATS.every((s) => rb.choices[s]);
    const wasRevealed = SEATS.every((s) => ra.choices[s]);
    if (revealed && !wasRevealed) {
      const choices = rb && rb.round === ra.round ? rb.choices : { ...ra.choices };
      const tie = rb !== null && rb.round !== ra.round;
      const winner = tie ? null : b.repick ? (b.repick === 'A' ? 'B' : 'A') : null;
      out.push({ type: 'rps', round: ra.round, choices, winner });
    }
  }
  if (b.draft) {
    const da = a?.draft ?? null;
    if (b.draft.layout.length > 0 && (!da || da.layout.length === 0 || da.step !== b.draft.step)) {
      out.push({ type: 'layout', step: b.draft.step, cards: [...b.draft.layout] });
    }
    for (const seat of SEATS) {
      const before = da?.picks[seat].length ?? 0;
      for (const card of b.draft.picks[seat].slice(before))
        out.push({ type: 'picked', seat, card });
    }
  }
  for (const d of b.deckHistory.slice(a?.deckHistory.length ?? 0)) {
    out.push({ type: 'deck-committed', seat: d.seat, game: d.game });
  }
  for (let g = (a?.results.length ?? 0) + 1; g <= b.results.length; g++) {
    out.push({ type: 'game-over', game: g, winner: b.results[g - 1] ?? null });
  }
  const newGame = b.game !== null && (a?.game === null || a === null || a.game !== b.game);
  const started =
    b.phase === 'game' &&
    (a === null || a.phase !== 'game' || a.results.length !== b.results.length);
  if (started) out.push({ type: 'game-start', game: b.results.length + 1 });
  if (b.game && newGame) {
    const sameGame = a !== null && a.game !== null && a.results.length === b.results.length;
    gameEvents(sameGame ? a.game : null, b.game, out);
  }
  if (b.phase === 'over' && a !== null && a.phase !== 'over') {
    out.push({ type: 'match-over', winner: b.winner });
  }
  return out;
}
