/**
 * Authority as a registered game module (src/games/authority/module): the registry finds it by
 * the header's game id, its table's intents become commitments the seat can open again from its
 * own secrets (automation), its notes tell the seat what it sealed, its log is derived from the
 * seat's view, and headers of other rules are refused by name.
 */
import { describe, expect, it } from 'vitest';
import { PROTOCOL_VERSION, type Header } from '../../protocol/index.ts';
import { OMNISCIENT } from '../../src/engine/index.ts';
import { findGame, gameIds, gameOfId, isGameLookupError } from '../../src/games/index.ts';
import { applyMatch, createMatch } from '../../src/games/authority/match/match.ts';
import type { MatchAction, MatchState } from '../../src/games/authority/match/types.ts';
import { AUTHORITY } from '../../src/games/authority/module/index.ts';

const secretsOf = (b: number) => ({ privSeed: new Uint8Array(32).fill(b) });
const SECRETS: Record<string, { privSeed: Uint8Array }> = { A: secretsOf(1), B: secretsOf(2) };

function step(s: MatchState, a: unknown): MatchState {
  const r = applyMatch(s, a as MatchAction);
  if (r.error) throw new Error(`${JSON.stringify(a)}: ${r.error.message}`);
  return r.state;
}

/** Plays each seat's intent (or its owed opening) while the match waits in a `prefix` window. */
function intend(s: MatchState, prefix: string, intents: Record<string, unknown>): MatchState {
  for (let i = 0; i < 10; i++) {
    const w = AUTHORITY.waiting(s);
    if (w.kind !== 'act' || !w.window.startsWith(prefix)) return s;
    const owed = AUTHORITY.automation.owed(s, w.seat, SECRETS[w.seat]!);
    const move = owed ?? AUTHORITY.automation.prepare(s, w.seat, SECRETS[w.seat]!, intents[w.seat]);
    expect(move).not.toHaveProperty('code');
    s = step(s, move);
  }
  return s;
}

describe('Authority in the registry', () => {
  it('is found by its header game id, and an unknown id names every game this build knows', () => {
    const ref = AUTHORITY.options.gameRef(AUTHORITY.testing.quickOptions);
    expect(ref.id).toBe('authority/2p');
    expect(gameOfId(ref.id)).toBe(AUTHORITY);
    expect(findGame('authority')).toBe(AUTHORITY);
    const unknown = gameOfId('authority2/2p');
    expect(isGameLookupError(unknown) && unknown.message).toBe(
      `unknown game "authority2": this build knows ${gameIds().join(', ')}`,
    );
  });

  it('refuses a header of other rules by name', () => {
    const header: Header = {
      matchId: 'm',
      protocolVersion: PROTOCOL_VERSION,
      game: { ...AUTHORITY.options.gameRef({ players: 2 }), rulesVersion: '9.9.9' },
      players: ['A', 'B'].map((seat) => ({ seat, name: seat, publicKey: '00'.repeat(32) })),
    };
    expect(AUTHORITY.options.fromHeader(header)).toMatchObject({ code: 'unknown-rules' });
    const ok = { ...header, game: AUTHORITY.options.gameRef({ players: 2 }) };
    expect(AUTHORITY.options.fromHeader(ok)).toEqual({ players: 2 });
  });
});

describe('Authority seat automation', () => {
  it('a faction intent is sealed, noted for its seat only, and opened from the secrets', () => {
    let s = createMatch(OMNISCIENT, 'automation-1', ['A', 'B']);
    const a = AUTHORITY.automation.prepare(s, 'A', SECRETS.A!, {
      intent: 'faction',
      choice: 'iron-wall',
    });
    expect(a).toMatchObject({ type: 'faction-commit', player: 'A' });
    s = step(s, a);
    expect(AUTHORITY.automation.notes(s, 'A', SECRETS.A!)).toEqual({
      faction: 'iron-wall',
      rps: null,
    });
    expect(AUTHORITY.automation.notes(s, 'B', SECRETS.B!)).toEqual({ faction: null, rps: null });
    // Out of turn, and a faction that does not exist, are error values.
    expect(
      AUTHORITY.automation.prepare(s, 'A', SECRETS.A!, { intent: 'faction', choice: 'iron-wall' }),
    ).toMatchObject({ code: 'wrong-phase' });
    expect(
      AUTHORITY.automation.prepare(s, 'B', SECRETS.B!, { intent: 'faction', choice: 'elves' }),
    ).toMatchObject({ code: 'invalid-choice' });
    s = intend(s, 'faction', { B: { intent: 'faction', choice: 'golden-ox' } });
    expect(s.factions).toEqual({ A: 'iron-wall', B: 'golden-ox' });
    expect(s.phase).toBe('game');
  });

  it('a clash goes through rock-paper-scissors intents to the loser’s open pick', () => {
    let s = createMatch(OMNISCIENT, 'automation-2', ['A', 'B']);
    const same = { intent: 'faction', choice: 'bloodrunners' };
    s = intend(s, 'faction', { A: same, B: same });
    expect(s.phase).toBe('rps-commit');
    expect(
      AUTHORITY.automation.prepare(s, 'A', SECRETS.A!, { intent: 'rps', choice: 'lizard' }),
    ).toMatchObject({ code: 'invalid-choice' });
    s = intend(s, 'rps', {
      A: { intent: 'rps', choice: 'rock' },
      B: { intent: 'rps', choice: 'scissors' },
    });
    expect(s.phase).toBe('faction-pick');
    expect(s.repick).toBe('B');
    expect(
      AUTHORITY.automation.prepare(s, 'B', SECRETS.B!, {
        intent: 'faction',
        choice: 'bloodrunners',
      }),
    ).toMatchObject({ code: 'invalid-choice' });
    const pick = AUTHORITY.automation.prepare(s, 'B', SECRETS.B!, {
      intent: 'faction',
      choice: 'hooded-brothers',
    });
    expect(pick).toEqual({ type: 'faction-pick', player: 'B', choice: 'hooded-brothers' });
    // The rules' events of the pick: the factions and the coin. The first turn starts (and is
    // logged) once the market and the opening hands are drawn.
    const events = AUTHORITY.words.log(s, step(s, pick));
    expect(events.map((e) => e.type)).toEqual(['factions', 'first']);
    const line = AUTHORITY.words.line(events[0]!, 'B', {});
    expect(line.text).toBe('Factions: Player A: Bloodrunners; You: The Hooded Brothers.');
  });

  it('the log of a seat’s view says who won a throw', () => {
    let s = createMatch(OMNISCIENT, 'automation-3', ['A', 'B']);
    const same = { intent: 'faction', choice: 'iron-wall' };
    s = intend(s, 'faction', { A: same, B: same });
    const before = AUTHORITY.view(s, 'A');
    s = intend(s, 'rps', {
      A: { intent: 'rps', choice: 'paper' },
      B: { intent: 'rps', choice: 'rock' },
    });
    const events = AUTHORITY.words.log(before, AUTHORITY.view(s, 'A'));
    expect(events).toEqual([
      { type: 'rps', round: 1, choices: { A: 'paper', B: 'rock' }, winner: 'A' },
    ]);
  });
});
