/**
 * Paragons in words (the game module's `words`, src/engine/module.ts): every legal action as a
 * button label, the log of a seat's view as events (derived by comparing the view before and after
 * each change, so it never shows more than the seat may know) and each event as a sentence from the
 * viewer's side ("You attack", "Bea's Ogre Bruiser is destroyed"). Pure.
 */
import type { LogLine, SeatNames } from '../../../engine/module.ts';
import { capitalize, seatPossessive, seatWord } from '../../../engine/words.ts';
import { cardById } from '../cards/index.ts';
import type { ClassId } from '../cards/schema.ts';
import type { MatchAction, MatchEvent, MatchState } from '../match/types.ts';
import type { GameState, PSeat, Space, Target } from '../types.ts';
import { SEATS } from '../types.ts';

const SPACES: readonly Space[] = ['F1', 'F2', 'F3', 'F4', 'B1', 'B2', 'B3', 'B4'];

/** Class names as printed. */
export const CLASS_NAMES: Readonly<Record<ClassId, string>> = {
  warrior: 'Warrior',
  mage: 'Mage',
  ranger: 'Ranger',
};

/** The card's name, or a neutral placeholder for an unknown id. */
export function cardName(id: string): string {
  return cardById(id)?.name ?? 'Unknown card';
}

/** The merc's card at `space` of `seat`'s board, if any. */
function cardAt(s: MatchState, seat: PSeat, space: Space): string | null {
  const m = s.game?.players[seat].board[SPACES.indexOf(space)];
  return m ? m.card : null;
}

function whose(seat: PSeat, viewer: string): string {
  return seat === viewer ? 'your' : 'the opponent’s';
}

/** A target in words, from `viewer`'s side. */
export function targetWords(s: MatchState, t: Target, viewer: string): string {
  if (t.card !== undefined && t.space === undefined) return cardName(t.card);
  if (t.space === undefined) return t.player === viewer ? 'yourself' : 'the opponent';
  const c = cardAt(s, t.player, t.space);
  return `${whose(t.player, viewer)} ${t.space}${c ? ` (${cardName(c)})` : ''}`;
}

function targetsWords(s: MatchState, ts: readonly Target[] | undefined, viewer: string): string {
  if (!ts || ts.length === 0) return '';
  return ` → ${ts.map((t) => targetWords(s, t, viewer)).join(', ')}`;
}

function handCard(s: MatchState, seat: string, slots: readonly string[]): string[] {
  const hand = s.game?.players[seat as PSeat]?.hand ?? [];
  return slots.map((h) => cardName(hand.find((x) => x.h === h)?.id ?? '?'));
}

/** A legal action in words, for buttons and the move list. */
export function describeAction(s: MatchState, a: MatchAction, viewer: string): string {
  const own = (space: Space) => {
    const c = cardAt(s, viewer as PSeat, space);
    return c ? `${cardName(c)} (${space})` : space;
  };
  switch (a.type) {
    case 'play':
      return `Play ${cardName(a.card)} to ${a.to}${a.bump ? `, moving ${a.to} to ${a.bump}` : ''}`;
    case 'attack':
      return `Attack with ${own(a.attacker)} → ${targetWords(s, a.target, viewer)}`;
    case 'cast':
      return `Cast with ${own(a.caster)} → ${targetWords(s, a.target, viewer)}`;
    case 'ability':
      return `Ability ${a.index + 1} of ${own(a.source)}${targetsWords(s, a.targets, viewer)}`;
    case 'spell':
      return `Cast ${cardName(a.card)}${targetsWords(s, a.targets, viewer)}`;
    case 'recruit':
      return `Recruit ${cardName(a.card)}`;
    case 'hide':
      return `Hide ${a.card ? cardName(a.card) : 'a card'} face down (cost ${a.cost ?? '?'})`;
    case 'reveal':
      return `Reveal ${cardName(a.card)}${targetsWords(s, a.targets, viewer)}`;
    case 'garrison':
      return `Garrison ${own(a.space)}`;
    case 'mulligan': {
      const slots = a.slots ?? [];
      if (slots.length === 0) return 'Keep this hand';
      return `Redraw ${slots.length}: ${handCard(s, viewer, slots).join(', ')}`;
    }
    case 'retarget':
      return `New target${targetsWords(s, a.targets, viewer)}${a.bump ? ` (move to ${a.bump})` : ''}`;
    case 'defend':
      return a.defender === null ? 'Do not defend' : `Defend with ${own(a.defender)}`;
    case 'pass':
      return 'Pass';
    case 'endTurn':
      return 'End turn';
    case 'pick':
      return `Pick ${cardName(a.card)}`;
    case 'keep':
      return 'Keep the same deck';
    default:
      return a.type;
  }
}

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

const STEP_WORDS = {
  greater: 'Greater Mercenaries',
  'lesser-1': 'Lesser Mercenaries (round 1)',
  'lesser-2': 'Lesser Mercenaries (round 2)',
} as const;

const CHAIN_VERBS = {
  mercenary: 'play',
  spell: 'cast',
  attack: 'attack',
  ability: 'use an ability',
  cast: 'cast with a caster',
  garrison: 'garrison',
  recruit: 'recruit',
  hide: 'hide a card',
  defend: 'defend',
} as const;

/**
 * One event in words, from the viewer's side ("You attack", "Bea's Ogre Bruiser is destroyed").
 * Covers every GameEvent and MatchEvent.
 */
export function describeEvent(e: MatchEvent, viewer: string | null, names: SeatNames): string {
  const who = (s: PSeat): string => capitalize(seatWord(s, viewer, names));
  const whose = (s: PSeat): string => seatPossessive(s, viewer, names);
  /** "You draw" / "Bea draws"; lower-case subject with `mid` (mid-sentence). */
  const verb = (s: PSeat, v: string, mid = false): string => {
    const subject = mid ? seatWord(s, viewer, names) : who(s);
    if (viewer !== null && s === viewer) return `${subject} ${v}`;
    const [first, ...rest] = v.split(' ');
    return `${subject} ${[`${first}s`, ...rest].join(' ')}`;
  };
  switch (e.type) {
    case 'chain': {
      if (
        e.kind === 'hide' ||
        e.kind === 'attack' ||
        e.kind === 'ability' ||
        e.kind === 'cast' ||
        e.kind === 'defend'
      ) {
        return `${verb(e.controller, CHAIN_VERBS[e.kind])}.`;
      }
      const card = e.card ? ` ${cardName(e.card)}` : '';
      return `${verb(e.controller, CHAIN_VERBS[e.kind])}${card}.`;
    }
    case 'resolved':
      return `Chain item ${e.item} resolves.`;
    case 'rescinded':
      return `Chain item ${e.item} is rescinded.`;
    case 'entered':
      return `${cardName(e.card)} enters ${whose(e.seat)} ${e.space}.`;
    case 'damage':
      if (e.space) return `${e.amount} damage to ${whose(e.seat)} ${e.space}.`;
      return `${verb(e.seat, 'take')} ${e.amount} damage.`;
    case 'destroyed':
      return `${capitalize(whose(e.seat))} ${cardName(e.card)} (${e.space}) is destroyed.`;
    case 'drew':
      return `${verb(e.seat, 'draw')} ${e.count} ${e.count === 1 ? 'card' : 'cards'}.`;
    case 'turn':
      return `Round ${e.round}: ${whose(e.seat)} turn.`;
    case 'won':
      return `${verb(e.seat, 'win')} the game!`;
    case 'classes': {
      const parts = SEATS.filter((s) => e.classes[s] !== undefined).map(
        (s) => `${seatWord(s, viewer, names)}: ${CLASS_NAMES[e.classes[s]!]}`,
      );
      return `Classes revealed (${parts.join(', ')})${
        e.conflict ? ' — the same class: rock-paper-scissors decides' : ''
      }.`;
    }
    case 'rps': {
      const parts = SEATS.filter((s) => e.choices[s] !== undefined).map(
        (s) => `${seatWord(s, viewer, names)}: ${e.choices[s]}`,
      );
      const result = e.winner === null ? 'a tie, play again' : verb(e.winner, 'win', true);
      return `Rock-paper-scissors round ${e.round} (${parts.join(', ')}): ${result}.`;
    }
    case 'layout':
      return `Draft: ${e.cards.length} ${STEP_WORDS[e.step]} laid out.`;
    case 'picked':
      return `${verb(e.seat, 'pick')} ${cardName(e.card)}.`;
    case 'deck-committed':
      return `${verb(e.seat, 'lock')} in a deck for game ${e.game}.`;
    case 'game-start':
      return `Game ${e.game} begins.`;
    case 'game-over':
      return e.winner === null
        ? `Game ${e.game} ends without a winner.`
        : `Game ${e.game}: ${verb(e.winner, 'win', true)}.`;
    case 'match-over':
      return e.winner === null
        ? 'The match ends without a winner.'
        : `Match over: ${verb(e.winner, 'win', true)} the match!`;
  }
}

/** A log event as a log line: a turn or the start of a game opens a new paragraph. */
export function logLine(e: MatchEvent, viewer: string | null, names: SeatNames): LogLine {
  const text = describeEvent(e, viewer, names);
  return e.type === 'turn' || e.type === 'game-start' ? { text, emphasis: true } : { text };
}
