/**
 * Authority in the lockstep session (session/adapter.ts): seeded matches between two seat-view
 * bots over the in-memory transport, each seat with its own keys and secrets, end and both seats
 * verify them `fair`; the match file verifies again on its own. Headers of another game are
 * refused, and so are received moves that are malformed or that cheat (a card never drawn, a
 * market card that is not in the market).
 */
import { describe, expect, it } from 'vitest';
import { PROTOCOL_VERSION, type Header } from '../../protocol/index.ts';
import { NO_KNOWLEDGE, verifyMatch } from '../../protocol/session/index.ts';
import { OMNISCIENT, seatView } from '../../src/engine/index.ts';
import { CARD_SET_HASH } from '../../src/games/authority/cards/index.ts';
import { createMatch, matchWaiting } from '../../src/games/authority/match/match.ts';
import type { MatchState } from '../../src/games/authority/match/types.ts';
import {
  AUTHORITY_LOCKSTEP,
  gameRef,
  parseOptions,
} from '../../src/games/authority/session/adapter.ts';
import { decodeMove } from '../../src/games/authority/session/moves.ts';
import { newGame } from '../../src/games/authority/setup.ts';
import { project } from '../../src/games/authority/view.ts';
import { CARD_DB } from '../../src/games/authority/carddb.ts';
import { duel } from './duel.ts';
import { GAME, randomResolution, seeded } from './helpers.ts';

function header(game = gameRef(), seats = ['A', 'B']): Header {
  return {
    matchId: 'authority-header-test',
    protocolVersion: PROTOCOL_VERSION,
    game,
    players: seats.map((seat) => ({ seat, name: seat, publicKey: '00'.repeat(32) })),
  };
}

describe('the lockstep adapter', () => {
  for (const seed of [1, 2]) {
    it(`plays seeded match ${seed} through protocol/session to the end; both seats verify it fair`, async () => {
      const r = await duel(seed);
      expect(r.verdicts.A.verdict, JSON.stringify(r.verdicts.A)).toBe('fair');
      expect(r.verdicts.B.verdict, JSON.stringify(r.verdicts.B)).toBe('fair');
      expect(r.sessions.A.state.phase).toBe('over');
      expect(r.sessions.A.state.winner).toBe(r.sessions.B.state.winner);
      expect(r.sessions.A.state.winner).not.toBeNull();
      const file = JSON.parse(JSON.stringify(r.sessions.A.matchFile())) as unknown;
      expect((await verifyMatch(file, AUTHORITY_LOCKSTEP)).verdict).toBe('fair');
    });
  }

  it('settles a faction clash by rock-paper-scissors over the protocol, fair', async () => {
    const r = await duel(3, { A: 'iron-wall', B: 'iron-wall' });
    expect(r.verdicts.A.verdict).toBe('fair');
    const s = r.sessions.B.state;
    expect(s.rps).not.toBeNull();
    expect(s.factions.A).not.toBe(s.factions.B);
  });

  it('names its game authority/2p with this card set, and refuses other headers by value', () => {
    expect(gameRef()).toMatchObject({ id: 'authority/2p', cardSetHash: CARD_SET_HASH });
    expect(parseOptions(header())).toEqual({ players: 2 });
    expect(parseOptions(header({ ...gameRef(), id: 'paragons/draft/bo1' }))).toMatchObject({
      code: 'unknown-game',
    });
    expect(parseOptions(header({ ...gameRef(), cardSetHash: '11'.repeat(32) }))).toMatchObject({
      code: 'unknown-card-set',
    });
    expect(parseOptions(header(gameRef(), ['B', 'A']))).toMatchObject({ code: 'bad-seats' });
  });

  it('decodes only well-formed moves of the sender', () => {
    expect(decodeMove({ type: 'end', player: 'A', hand: [] }, 'A')).toEqual({
      type: 'end',
      player: 'A',
      hand: [],
    });
    expect(decodeMove({ type: 'end', player: 'B', hand: [] }, 'A')).toMatchObject({
      code: 'not-your-turn',
    });
    expect(decodeMove([], 'A')).toMatchObject({ code: 'malformed-move' });
    expect(decodeMove({ type: 'random', player: 'A', k: 1 }, 'A')).toMatchObject({
      code: 'malformed-move',
    });
    expect(decodeMove({ type: 'buy', player: 'A', card: 'x', peek: 1 }, 'A')).toMatchObject({
      code: 'malformed-move',
    });
    expect(decodeMove({ type: 'strike', player: 'A', foe: 'B' }, 'A')).toMatchObject({
      code: 'malformed-move',
    });
    expect(
      decodeMove({ type: 'faction-open', player: 'A', choice: 'iron-wall', salt: 3 }, 'A'),
    ).toMatchObject({ code: 'malformed-move' });
  });

  it('refuses received moves that cheat: a card never drawn, a market card not in the market', () => {
    // B's view of a game in A's command window.
    const rng = seeded(9);
    const config = {
      seats: ['A', 'B'],
      factions: { A: 'iron-wall', B: 'golden-ox' },
      first: 'A',
    } as const;
    let omni = newGame(CARD_DB, config, OMNISCIENT);
    while (omni.pending?.p === 'random')
      omni = GAME.apply(omni, randomResolution(omni, rng)).state!;
    const s: MatchState = {
      ...createMatch(seatView('B'), 'm', ['A', 'B']),
      phase: 'game',
      game: project(omni, seatView('B')),
    };
    expect(matchWaiting(s)).toMatchObject({ kind: 'act', seat: 'A' });
    const { h: slot, id: card } = omni.players.A!.hand[0]!;
    const remote = (move: unknown) =>
      AUTHORITY_LOCKSTEP.remote(s, 'A', move as never, NO_KNOWLEDGE);
    expect(remote({ type: 'attack', player: 'A', slot, card: 'iw-legion' })).toMatchObject({
      code: 'unknown-card',
    });
    expect(remote({ type: 'buy', player: 'A', card: 'rs-knight' })).toMatchObject({
      code: 'unknown-card',
    });
    const fine = remote({ type: 'recruit', player: 'A', slot, card });
    expect(fine).toHaveProperty('state');
    expect(fine).toMatchObject({ opened: [{ owner: 'A', slot, value: card }] });
  });
});
