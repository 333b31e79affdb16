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
import { rngOf } from '../../src/ai/bot.ts';
import { deckChoice } from '../../src/games/trials/bots/policy.ts';
import { PRECON_DECKS } from '../../src/games/trials/cards/index.ts';
import { TRIALS_BOTS } from '../../src/games/trials/module/bots.ts';
import type { MatchState } from '../../src/games/trials/match/types.ts';
import type { TSeat } from '../../src/games/trials/types.ts';
import { actionWords, botBalanceGame } from './bot-match.ts';
import type { BalanceGame } from './types.ts';

const PREFIX = 'tr-precon-';

/** The decks by their short names. */
const DECKS: readonly string[] = PRECON_DECKS.map((d) => d.id.slice(PREFIX.length));

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

/** Trials' balance description (see the module comment). */
export const TRIALS_BALANCE: BalanceGame = botBalanceGame({
  id: 'trials',
  sideNoun: 'deck',
  sides: DECKS,
  mirrors: false,
  formats: ['precon'],
  hooks: TRIALS_BOTS,
  sideWindow: 'deck',
  // The deck `side`, in a secret order drawn as the bots draw it (src/games/trials/bots/policy.ts
  // `deckChoice`).
  choose: (side, options) =>
    deckChoice(
      PRECON_DECKS.find((d) => d.id === PREFIX + side)!,
      rngOf(options.seed),
    ),
  first: (final) => final.initiative,
  logger() {
    let round = -1;
    return (s, a) => {
      const lines: string[] = [];
      const g = s.game;
      if (g && s.phase === 'game' && g.round !== round) {
        round = g.round;
        lines.push(`-- round ${round}, initiative ${g.initiative}`);
        for (const seat of ['A', 'B'] as const) lines.push(`   ${sideWords(s, seat)}`);
      }
      lines.push(`  ${'player' in a ? a.player : ''} ${actionWords(a)}`);
      return lines;
    };
  },
});
