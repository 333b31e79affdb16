/**
 * Paragons in the balance bench: the sides are the three classes (the match flow never seats two
 * of one class: rock-paper-scissors makes the loser pick again, docs/rules/paragons.md decision 36,
 * so there are no mirrors), the formats are the pre-constructed starter decks and the draft
 * (rulebook: "Draft Phase"), and a match is src/ai/player.ts `playMatch` between two bots of one
 * level, each committed to its class (best of 1).
 */
import { botFor, playMatch, windowOf, type Bot, type Level } from '../../src/ai/index.ts';
import type { RefereeOptions } from '../../src/ai/player.ts';
import { HARD_DEFAULT_BUDGET } from '../../src/ai/hard.ts';
import { describeAction } from '../../src/games/paragons/module/words.ts';
import { cardName } from '../../components/paragons/display.ts';
import { costOf } from '../../src/games/paragons/bots/ratings.ts';
import { PARAGONS_BOTS } from '../../src/games/paragons/bots/index.ts';
import type { ParagonsBotTypes } from '../../src/games/paragons/bots/types.ts';
import { CLASSES } from '../../src/games/paragons/match/pregame.ts';
import type { MatchAction, MatchEvent, MatchState } from '../../src/games/paragons/match/types.ts';
import type { ClassId } from '../../src/games/paragons/cards/schema.ts';
import type { PSeat } from '../../src/games/paragons/types.ts';
import { now } from '../../src/ai/bot.ts';
import type { BalanceGame, BalanceJob, MatchOutcome } from './types.ts';

/** `bot` committing to `side` whenever it is asked for a class. */
function playingAs(bot: Bot, side: ClassId): Bot {
  return {
    level: bot.level,
    decide: (v, options) =>
      windowOf(v) === 'class' ? { kind: 'class', choice: side } : bot.decide(v, options),
  };
}

function run(job: BalanceJob, onAction?: RefereeOptions<ParagonsBotTypes>['onAction']) {
  const bot = botFor(job.level as Level);
  const budget = { iterations: job.iterations };
  return playMatch(
    PARAGONS_BOTS,
    {
      A: playingAs(bot, job.sides.A as ClassId),
      B: playingAs(bot, job.sides.B as ClassId),
    },
    job.seed,
    {
      match: { bestOf: 1, mode: job.format as 'draft' | 'preconstructed' },
      budget: { A: budget, B: budget },
      ...(onAction ? { onAction } : {}),
    },
  );
}

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
export const PARAGONS_BALANCE: BalanceGame = {
  id: 'paragons',
  sideNoun: 'class',
  sides: CLASSES,
  mirrors: false,
  formats: ['preconstructed', 'draft'],
  levels: ['easy', 'normal', 'hard'],
  defaultLevel: 'normal',
  defaultIterations: HARD_DEFAULT_BUDGET.iterations!,
  play(job: BalanceJob): MatchOutcome {
    const start = now();
    const r = run(job);
    const first = r.final.game?.order[0] ?? null;
    return {
      index: job.index,
      winner: r.winner as PSeat | null,
      first,
      steps: r.steps,
      ms: now() - start,
    };
  },
  log(job: BalanceJob): string[] {
    const lines: string[] = [];
    let turn = '';
    const r = run(job, (s, a, events) => {
      const ev = events as readonly MatchEvent[];
      const g = s.game;
      if (g && s.phase === 'game' && g.phase === 'play' && `${g.round}${g.turn}` !== turn) {
        turn = `${g.round}${g.turn}`;
        lines.push(`-- round ${g.round}, ${g.turn} (${s.classes[g.turn]}) to play`);
        lines.push(`   ${boardWords(s, 'A')}`, `   ${boardWords(s, 'B')}`);
      }
      lines.push(...logLine(s, a, ev));
    });
    lines.push(`result: ${r.winner ?? 'draw'} after ${r.steps} steps`);
    return lines;
  },
};
