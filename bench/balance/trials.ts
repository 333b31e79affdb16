/**
 * Trials in the balance bench: the sides are the four pre-constructed decks (docs/cards.md,
 * "Trials of the Chosen"; `PRECON_DECKS`, each in its suggested order), named without their
 * `tr-precon-` prefix, each in a secret order near its suggested one as the bots choose it. Both seats may bring the same deck, but a mirror says nothing of a deck
 * against the field, so only pairings of two different decks are played. There is one format, and a
 * match is src/ai/player.ts `playMatch` between two bots of one level, each committed to its deck;
 * the initiative preference and rock-paper-scissors are the bots' own (docs/ai.md "Trials"). The
 * "first player" of the report is the seat holding initiative in round 1 (rulebook: "Initiative":
 * it takes the first turn of each round).
 */
import { botFor, playMatch, windowOf, type Bot, type Level } from '../../src/ai/index.ts';
import type { RefereeOptions } from '../../src/ai/player.ts';
import { HARD_DEFAULT_BUDGET } from '../../src/ai/hard.ts';
import { now, rngOf } from '../../src/ai/bot.ts';
import { deckChoice } from '../../src/games/trials/bots/policy.ts';
import { PRECON_DECKS } from '../../src/games/trials/cards/index.ts';
import { TRIALS_BOTS, type TrialsBotTypes } from '../../src/games/trials/module/bots.ts';
import type { MatchAction, MatchState } from '../../src/games/trials/match/types.ts';
import type { TSeat } from '../../src/games/trials/types.ts';
import type { BalanceGame, BalanceJob, MatchOutcome } from './types.ts';

const PREFIX = 'tr-precon-';

/** The decks by their short names. */
const DECKS: readonly string[] = PRECON_DECKS.map((d) => d.id.slice(PREFIX.length));

/**
 * `bot` committing to the pre-constructed deck `side` whenever it is asked for a deck, in a secret
 * order drawn as the bots draw it (src/games/trials/bots/policy.ts `deckChoice`).
 */
function playingAs(bot: Bot, side: string): Bot {
  const deck = PRECON_DECKS.find((d) => d.id === PREFIX + side)!;
  return {
    level: bot.level,
    decide: (v, options) =>
      windowOf(v) === 'deck' ? deckChoice(deck, rngOf(options.seed)) : bot.decide(v, options),
  };
}

function run(job: BalanceJob, onAction?: RefereeOptions<TrialsBotTypes>['onAction']) {
  const bot = botFor(job.level as Level);
  const budget = { iterations: job.iterations };
  return playMatch(
    TRIALS_BOTS,
    { A: playingAs(bot, job.sides.A), B: playingAs(bot, job.sides.B) },
    job.seed,
    { budget: { A: budget, B: budget }, ...(onAction ? { onAction } : {}) },
  );
}

function sideWords(s: MatchState, seat: TSeat): string {
  const p = s.game!.players[seat];
  const avatars = p.avatars
    .map((a) => {
      const atts = a.attachments.map((x) => x.card.replace(/^tr-/, '')).join(' ');
      return `${a.card.replace(/^tr-/, '')} ${a.side === 'front' ? `dmg ${a.damage}` : 'fallen'}${atts ? ` [${atts}]` : ''}`;
    })
    .join('; ');
  return `${seat} energy ${p.energy}, hand ${p.hand.length}, deck ${p.deck.length}, discard ${p.discard.length}: ${avatars}`;
}

function actionWords(a: MatchAction): string {
  const rest: Record<string, unknown> = { ...a };
  delete rest.type;
  delete rest.player;
  return `${a.type} ${JSON.stringify(rest)}`;
}

/** Trials' balance description (see the module comment). */
export const TRIALS_BALANCE: BalanceGame = {
  id: 'trials',
  sideNoun: 'deck',
  sides: DECKS,
  mirrors: false,
  formats: ['precon'],
  levels: ['easy', 'normal', 'hard'],
  defaultLevel: 'normal',
  defaultIterations: HARD_DEFAULT_BUDGET.iterations!,
  play(job: BalanceJob): MatchOutcome {
    const start = now();
    const r = run(job);
    return {
      index: job.index,
      winner: r.winner as TSeat | null,
      first: r.final.initiative,
      steps: r.steps,
      ms: now() - start,
    };
  },
  log(job: BalanceJob): string[] {
    const lines: string[] = [];
    let round = -1;
    const r = run(job, (s, a) => {
      const g = s.game;
      if (g && s.phase === 'game' && g.round !== round) {
        round = g.round;
        lines.push(`-- round ${round}, initiative ${g.initiative}`);
        for (const seat of ['A', 'B'] as const) lines.push(`   ${sideWords(s, seat)}`);
      }
      lines.push(`  ${'player' in a ? a.player : ''} ${actionWords(a)}`);
    });
    lines.push(`result: ${r.winner ?? 'draw'} after ${r.steps} steps`);
    return lines;
  },
};
