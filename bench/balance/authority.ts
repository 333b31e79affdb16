/**
 * Authority in the balance bench: the sides are the four factions of the market (rulebook: "Game
 * setup > Market": "Each player chooses 1 faction"; a clash is settled by rock-paper-scissors and
 * the loser picks again, docs/rules/authority.md, so there are no mirrors), there is one format
 * (every player starts from the same deck, rulebook "Game setup > Player"), and a match is
 * src/ai/player.ts `playMatch` between two bots of one level, each committed to its faction.
 */
import { botFor, playMatch, windowOf, type Bot, type Level } from '../../src/ai/index.ts';
import type { RefereeOptions } from '../../src/ai/player.ts';
import { HARD_DEFAULT_BUDGET } from '../../src/ai/hard.ts';
import { now } from '../../src/ai/bot.ts';
import { FACTIONS } from '../../src/games/authority/cards/index.ts';
import type { FactionId } from '../../src/games/authority/cards/schema.ts';
import { AUTHORITY_BOTS, type AuthorityBotTypes } from '../../src/games/authority/module/bots.ts';
import type { MatchAction, MatchState } from '../../src/games/authority/match/types.ts';
import type { BalanceGame, BalanceJob, MatchOutcome } from './types.ts';

/** `bot` committing to `side` whenever it is asked for a faction. */
function playingAs(bot: Bot, side: FactionId): Bot {
  return {
    level: bot.level,
    decide: (v, options) =>
      windowOf(v) === 'faction' ? { kind: 'faction', choice: side } : bot.decide(v, options),
  };
}

function run(job: BalanceJob, onAction?: RefereeOptions<AuthorityBotTypes>['onAction']) {
  const bot = botFor(job.level as Level);
  const budget = { iterations: job.iterations };
  return playMatch(
    AUTHORITY_BOTS,
    {
      A: playingAs(bot, job.sides.A as FactionId),
      B: playingAs(bot, job.sides.B as FactionId),
    },
    job.seed,
    { budget: { A: budget, B: budget }, ...(onAction ? { onAction } : {}) },
  );
}

function sideWords(s: MatchState, seat: string): string {
  const p = s.game!.players[seat]!;
  const rows = p.rows.map((r) => r.map((d) => d?.card ?? '-').join(' ')).join(' | ');
  return (
    `${seat} (${p.faction}) HP ${p.hp}, hand ${p.hand.length}, deck ${p.deck.size}, ` +
    `discard ${p.discard.length}; rows ${rows}; general ${p.general.map((g) => g.card).join(' ')}`
  );
}

function actionWords(a: MatchAction): string {
  const rest: Record<string, unknown> = { ...a };
  delete rest.type;
  delete rest.player;
  return `${a.type} ${JSON.stringify(rest)}`;
}

/** Authority's balance description (see the module comment). */
export const AUTHORITY_BALANCE: BalanceGame = {
  id: 'authority',
  sideNoun: 'faction',
  sides: FACTIONS,
  mirrors: false,
  formats: ['standard'],
  levels: ['easy', 'normal', 'hard'],
  defaultLevel: 'normal',
  defaultIterations: HARD_DEFAULT_BUDGET.iterations!,
  play(job: BalanceJob): MatchOutcome {
    const start = now();
    const r = run(job);
    return {
      index: job.index,
      winner: r.winner as 'A' | 'B' | null,
      first: (r.final.first as 'A' | 'B' | null) ?? null,
      steps: r.steps,
      ms: now() - start,
    };
  },
  log(job: BalanceJob): string[] {
    const lines: string[] = [];
    let turn = -1;
    const r = run(job, (s, a) => {
      const g = s.game;
      if (g && s.phase === 'game' && g.turn.number !== turn) {
        turn = g.turn.number;
        lines.push(`-- turn ${turn}, ${g.turn.seat} to command`);
        for (const seat of g.seats) lines.push(`   ${sideWords(s, seat)}`);
      }
      if (a.type !== 'random') lines.push(`  ${'player' in a ? a.player : ''} ${actionWords(a)}`);
    });
    lines.push(`result: ${r.winner ?? 'draw'} after ${r.steps} steps`);
    return lines;
  },
};
