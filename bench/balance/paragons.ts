/**
 * Paragons in the balance bench: the sides are the three classes (the match flow never seats two
 * of one class: rock-paper-scissors makes the loser pick again, docs/rules/paragons.md decision 36,
 * so there are no mirrors), the formats are the pre-constructed starter decks and the draft
 * (rulebook: "Draft Phase"), and a match is src/ai/player.ts `playMatch` between two bots of one
 * level, each committed to its class (best of 1; ./bot-match.ts).
 */
import { describeAction } from '../../src/games/paragons/module/words.ts';
import { cardName } from '../../components/paragons/display.ts';
import { costOf } from '../../src/games/paragons/bots/ratings.ts';
import { PARAGONS_BOTS } from '../../src/games/paragons/bots/index.ts';
import type { ParagonsBotTypes } from '../../src/games/paragons/bots/types.ts';
import { CLASSES } from '../../src/games/paragons/match/pregame.ts';
import type { MatchAction, MatchEvent, MatchState } from '../../src/games/paragons/match/types.ts';
import type { ClassId } from '../../src/games/paragons/cards/schema.ts';
import type { PSeat } from '../../src/games/paragons/types.ts';
import { botBalanceGame } from './bot-match.ts';
import type { BalanceGame } from './types.ts';

function boardWords(s: MatchState, seat: PSeat): string {
  const p = s.game!.players[seat];
  const board = p.board
    .map((m, i) => (m ? `${i < 4 ? 'F' : 'B'}${(i % 4) + 1} ${cardName(m.card)}` : null))
    .filter((x) => x !== null);
  return (
    `${seat} life ${p.life}, hand ${p.hand.length}, hidden ${p.hidden.length}, ` +
    `deck ${p.deck.size}; board: ${board.join(', ') || 'empty'}`
  );
}

function logLine(s: MatchState, a: MatchAction, events: readonly MatchEvent[]): string[] {
  const out: string[] = [];
  if (a.type === 'deck' && a.cards) {
    const list = [...a.cards].sort((x, y) => costOf(x) - costOf(y) || (x < y ? -1 : 1));
    out.push(`${a.player} deck: ${list.map((id) => `${costOf(id)} ${cardName(id)}`).join(', ')}`);
  } else if (a.type !== 'random' && s.phase === 'game') {
    const g = s.game!;
    out.push(
      `  r${g.round} ${a.player} (mana ${g.players[a.player].mana}): ${describeAction(s, a, a.player)}`,
    );
  } else if (a.type === 'pick') out.push(`${a.player} picks ${cardName(a.card)}`);
  for (const e of events) {
    if (e.type === 'destroyed')
      out.push(`    ${e.seat}'s ${cardName(e.card)} (${e.space}) destroyed`);
    else if (e.type === 'damage' && e.space === undefined)
      out.push(`    ${e.seat} takes ${e.amount}`);
    else if (e.type === 'won') out.push(`${e.seat} wins`);
  }
  return out;
}

/** Paragons' balance description (see the module comment). */
export const PARAGONS_BALANCE: BalanceGame = botBalanceGame<ParagonsBotTypes>({
  id: 'paragons',
  sideNoun: 'class',
  sides: CLASSES,
  mirrors: false,
  formats: ['preconstructed', 'draft'],
  hooks: PARAGONS_BOTS,
  sideWindow: 'class',
  choose: (side) => ({ kind: 'class', choice: side as ClassId }),
  match: (job) => ({ bestOf: 1, mode: job.format as 'draft' | 'preconstructed' }),
  first: (final) => final.game?.order[0] ?? null,
  logger() {
    let turn = '';
    return (s, a, events) => {
      const lines: string[] = [];
      const g = s.game;
      if (g && s.phase === 'game' && g.phase === 'play' && `${g.round}${g.turn}` !== turn) {
        turn = `${g.round}${g.turn}`;
        lines.push(`-- round ${g.round}, ${g.turn} (${s.classes[g.turn]}) to play`);
        lines.push(`   ${boardWords(s, 'A')}`, `   ${boardWords(s, 'B')}`);
      }
      lines.push(...logLine(s, a, events as readonly MatchEvent[]));
      return lines;
    };
  },
});
