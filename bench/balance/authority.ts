/**
 * Authority in the balance bench: the sides are the four factions of the market (rulebook: "Game
 * setup > Market": "Each player chooses 1 faction"; a clash is settled by rock-paper-scissors and
 * the loser picks again, docs/rules/authority.md, so there are no mirrors), there is one format
 * (every player starts from the same deck, rulebook "Game setup > Player"), and a match is
 * src/ai/player.ts `playMatch` between two bots of one level, each committed to its faction
 * (./bot-match.ts).
 */
import { FACTIONS } from '../../src/games/authority/cards/index.ts';
import type { FactionId } from '../../src/games/authority/cards/schema.ts';
import { AUTHORITY_BOTS, type AuthorityBotTypes } from '../../src/games/authority/module/bots.ts';
import type { MatchState } from '../../src/games/authority/match/types.ts';
import { actionWords, botBalanceGame } from './bot-match.ts';
import type { BalanceGame } from './types.ts';

function sideWords(s: MatchState, seat: string): string {
  const p = s.game!.players[seat]!;
  const rows = p.rows.map((r) => r.map((d) => d?.card ?? '-').join(' ')).join(' | ');
  return (
    `${seat} (${p.faction}) HP ${p.hp}, hand ${p.hand.length}, deck ${p.deck.size}, ` +
    `discard ${p.discard.length}; rows ${rows}; general ${p.general.map((g) => g.card).join(' ')}`
  );
}

/** Authority's balance description (see the module comment). */
export const AUTHORITY_BALANCE: BalanceGame = botBalanceGame<AuthorityBotTypes>({
  id: 'authority',
  sideNoun: 'faction',
  sides: FACTIONS,
  mirrors: false,
  formats: ['standard'],
  hooks: AUTHORITY_BOTS,
  sideWindow: 'faction',
  choose: (side) => ({ kind: 'faction', choice: side as FactionId }),
  first: (final) => (final.first as 'A' | 'B' | null) ?? null,
  logger() {
    let turn = -1;
    return (s, a) => {
      const lines: string[] = [];
      const g = s.game;
      if (g && s.phase === 'game' && g.turn.number !== turn) {
        turn = g.turn.number;
        lines.push(`-- turn ${turn}, ${g.turn.seat} to command`);
        for (const seat of g.seats) lines.push(`   ${sideWords(s, seat)}`);
      }
      if (a.type !== 'random') lines.push(`  ${'player' in a ? a.player : ''} ${actionWords(a)}`);
      return lines;
    };
  },
});
