/**
 * The Trials game module (src/games/trials/module/; docs/adding-a-game.md) through its contract,
 * and the protocol suites a registered game gets, run here with the module passed explicitly
 * (Trials is not in `GAMES` yet: test/games/registry.test.ts holds the rules registry to the UI
 * registry, and Trials has no table yet):
 *
 * - words: every window a recorded match waits in is named as its decision from both sides and
 *   from nobody's; the end says who won and why (both Avatars fallen, could not draw, a tie broken
 *   by initiative, a concession; docs/rules/trials.md D15–D17);
 * - automation: the table's deck intent sealed into the deck move, the owed openings, the
 *   automatic decline, the notes;
 * - the leak scan of test/session/leak.test.ts (no message names a hidden card or a salt before
 *   its time, the match replayed in the omniscient view);
 * - determinism: the fixture replays to the state hash each sender signed;
 * - the seeded virtual-network fuzz (test/session/fuzz.ts `fuzzOne`).
 */
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { deriveSalt, toHex, type JsonValue } from '../../protocol/index.ts';
import {
  learnFromReveals,
  Lockstep,
  type LockstepGame,
  type MatchFile,
} from '../../protocol/session/index.ts';
import { replayMatch, type Replay } from '../../src/app/match/replay.ts';
import { duel } from '../../src/cli/duel.ts';
import { OMNISCIENT } from '../../src/engine/index.ts';
import type { GameModule, SeatNames } from '../../src/engine/module.ts';
import { PRECON_DECKS } from '../../src/games/trials/cards/index.ts';
import { createMatch, matchPublic } from '../../src/games/trials/match/match.ts';
import type { MatchAction, MatchState } from '../../src/games/trials/match/types.ts';
import { TRIALS } from '../../src/games/trials/module/index.ts';
import { fuzzOne } from '../session/fuzz.ts';

const NAMES: SeatNames = { A: 'Ana', B: 'Bea' };
const FIXTURE = 'test/fixtures/trials-seed1.json';
const game = TRIALS as unknown as GameModule;
const SECRETS = { privSeed: new Uint8Array(32).fill(3) };

/** Words a window's prompt must contain for the seat that acts. */
const MINE: Readonly<Record<string, RegExp>> = {
  'deck-order': /choose your two Avatars and put your 20 cards in order/,
  'avatar-reveal': /Showing your Avatars/,
  'initiative-commit': /take the first turn of round 1/,
  'initiative-open': /Opening your sealed initiative preference/,
  'rps-commit': /rock, paper or scissors/,
  'rps-open': /Opening your sealed throw/,
  main: /^Your turn: take one action/,
  priority: /respond with an Instant/,
  trigger: /triggered effect/,
  scout: /top or the bottom card/,
  discard: /cards to discard/,
  split: /^Your move: name the target of point \d+ of \d+ of /,
};

describe('words: awaiting and ending on a recorded match', () => {
  let replay: Replay;
  beforeAll(async () => {
    replay = replayMatch(JSON.parse(await readFile(FIXTURE, 'utf8')), game);
  });

  it('names the window each state waits on, for the seat that acts, the other and nobody', () => {
    const seen = new Set<string>();
    for (const { state } of replay.steps) {
      const s = state as MatchState;
      const w = TRIALS.waiting(s);
      if (w.kind !== 'act') continue;
      seen.add(w.window);
      const mine = TRIALS.words.awaiting(s, w.seat, NAMES);
      const other = w.seat === 'A' ? 'B' : 'A';
      const theirs = TRIALS.words.awaiting(s, other, NAMES);
      expect(mine, w.window).toMatch(MINE[w.window] ?? /./);
      expect(theirs, `${w.window} for the other seat`).toContain(NAMES[w.seat]!);
      expect(theirs).not.toMatch(/^Your /);
      expect(TRIALS.words.awaiting(s, null, NAMES)).toContain(NAMES[w.seat]!);
      expect(TRIALS.words.ending(s, w.seat, NAMES)).toBeNull();
    }
    for (const w of ['deck-order', 'avatar-reveal', 'initiative-commit', 'initiative-open', 'main'])
      expect(seen.has(w), w).toBe(true);
  });

  it('says You won / You lost and why once the match is over', () => {
    const last = replay.steps.at(-1)!.state as MatchState;
    const w = TRIALS.waiting(last);
    expect(w.kind).toBe('over');
    if (w.kind !== 'over') return;
    const winner = w.result.winners[0]!;
    const loser = winner === 'A' ? 'B' : 'A';
    const why = /(Avatars have both fallen|could not draw a card|initiative broke the tie)/;
    expect(TRIALS.words.ending(last, winner, NAMES)).toMatchObject({ headline: 'You won' });
    expect(TRIALS.words.ending(last, loser, NAMES)).toMatchObject({ headline: 'You lost' });
    expect(TRIALS.words.ending(last, null, NAMES)!.headline).toBe(`${NAMES[winner]} won`);
    expect(TRIALS.words.ending(last, loser, NAMES)!.reason).toMatch(why);
    expect(TRIALS.words.awaiting(last, winner, NAMES)).toBe('');
  });

  it('names each ending of the rules: both fallen, could not draw, both could not draw, a concession', () => {
    const last = replay.steps.at(-1)!.state as MatchState;
    const g = last.game!;
    const fallen = (seat: 'A' | 'B') =>
      g.players[seat].avatars.map((a) => ({ ...a, side: 'fallen' as const }));
    const withGame = (game: typeof g, winner: 'A' | 'B'): MatchState => ({
      ...last,
      phase: 'over',
      end: 'game',
      winner,
      game,
    });
    const standing = { ...g, players: { ...g.players } };
    standing.players.A = { ...g.players.A, deck: [{ h: 'A:d19' }] };
    standing.players.B = { ...g.players.B, deck: [{ h: 'B:d19' }] };
    const both = withGame(
      {
        ...standing,
        players: {
          ...standing.players,
          B: { ...standing.players.B, avatars: fallen('B') as never },
        },
      },
      'A',
    );
    expect(TRIALS.words.ending(both, 'B', NAMES)!.reason).toBe('Your Avatars have both fallen.');
    expect(TRIALS.words.ending(both, 'A', NAMES)!.reason).toBe('Bea’s Avatars have both fallen.');
    const noDraw = withGame(
      { ...standing, players: { ...standing.players, A: { ...standing.players.A, deck: [] } } },
      'B',
    );
    expect(TRIALS.words.ending(noDraw, 'B', NAMES)!.reason).toBe(
      'Ana could not draw a card at the start of the round.',
    );
    const neither = withGame(
      {
        ...standing,
        players: {
          A: { ...standing.players.A, deck: [] },
          B: { ...standing.players.B, deck: [] },
        },
      },
      'A',
    );
    expect(TRIALS.words.ending(neither, 'A', NAMES)!.reason).toBe(
      'Neither player could draw at the start of the round; your initiative broke the tie.',
    );
    const mid = replay.steps[Math.floor(replay.steps.length / 2)]!.state as MatchState;
    const conceded = TRIALS.lockstep.concede(mid, 'B') as MatchState;
    expect(TRIALS.words.ending(conceded, 'A', NAMES)).toEqual({
      headline: 'You won',
      reason: 'Bea conceded.',
    });
    expect(TRIALS.words.ending(conceded, 'B', NAMES)).toEqual({
      headline: 'You lost',
      reason: 'You conceded.',
    });
  });

  it('labels every legal action and logs each step in words', () => {
    for (const { state } of replay.steps.slice(0, 200)) {
      const s = state as MatchState;
      const w = TRIALS.waiting(s);
      if (w.kind !== 'act') continue;
      for (const a of TRIALS.legalActions(s, w.seat))
        expect(TRIALS.words.action(s, a, w.seat)).toMatch(/^[A-Z]/);
    }
    const first = replay.steps[0]!.state as MatchState;
    const last = replay.steps.at(-1)!.state as MatchState;
    const lines = TRIALS.words.log(first, last).map((e) => TRIALS.words.line(e, 'A', NAMES).text);
    expect(lines.length).toBeGreaterThan(0);
    for (const l of lines) expect(l).toMatch(/\.$/);
  });
});

describe('automation', () => {
  const deck = PRECON_DECKS[0]!;
  const fresh = () => createMatch(OMNISCIENT, 'trials-automation', ['A', 'B']);

  it('seals the table’s deck intent into the deck move; refuses an illegal deck or the wrong window', () => {
    const s = fresh();
    const m = TRIALS.automation.prepare(s, 'A', SECRETS, {
      intent: 'deck',
      avatars: deck.avatars,
      order: deck.order,
    }) as MatchAction;
    expect(m).toMatchObject({ type: 'order-deck', player: 'A' });
    const r = TRIALS.lockstep.local(s, 'A', m, { privSeed: SECRETS.privSeed } as never);
    expect(r).not.toHaveProperty('code');
    if ('code' in r) return;
    expect(r.created?.map((c) => c.value)).toEqual(deck.order);
    expect(r.created?.map((c) => c.slot)).toEqual(deck.order.map((_, i) => `A:d${i}`));
    expect(r.move).toEqual({
      type: 'order-deck',
      player: 'A',
      deck: m.type === 'order-deck' && m.deck,
      avatars: m.type === 'order-deck' && m.avatars,
    });
    expect(
      TRIALS.automation.prepare(s, 'A', SECRETS, {
        intent: 'deck',
        avatars: deck.avatars,
        order: deck.order.slice(1),
      }),
    ).toMatchObject({ code: 'illegal-deck' });
    expect(
      TRIALS.automation.prepare(s, 'B', SECRETS, {
        intent: 'deck',
        avatars: deck.avatars,
        order: deck.order,
      }),
    ).toMatchObject({ code: 'wrong-phase' });
    expect(
      TRIALS.automation.prepare(s, 'A', SECRETS, { intent: 'rps', choice: 'rock' }),
    ).toMatchObject({
      code: 'wrong-phase',
    });
    expect(TRIALS.automation.prepare(s, 'A', SECRETS, 42)).toMatchObject({
      code: 'malformed-move',
    });
  });

  it('owes the Avatar opening once both decks are committed, found from the commitment alone after a reload', () => {
    let s = fresh();
    for (const seat of ['A', 'B'] as const) {
      const m = TRIALS.automation.prepare(s, seat, SECRETS, {
        intent: 'deck',
        avatars: deck.avatars,
        order: deck.order,
      }) as MatchAction;
      expect(TRIALS.automation.owed(s, seat, SECRETS)).toBeNull();
      s = TRIALS.lockstep.local(s, seat, m, { privSeed: SECRETS.privSeed } as never) as never;
      s = (s as unknown as { state: MatchState }).state;
    }
    const owed = TRIALS.automation.owed(s, 'A', SECRETS);
    expect(owed).toMatchObject({ type: 'avatars-open', avatars: deck.avatars });
    const reloaded = { ...s, lists: {} };
    expect(TRIALS.automation.owed(reloaded, 'A', SECRETS)).toEqual(owed);
    expect(TRIALS.automation.notes(s, 'A', SECRETS)).toMatchObject({
      deck: { avatars: deck.avatars, cards: deck.order },
    });
  });

  it('declines for a seat whose only legal moves are declines, and never otherwise', () => {
    const s = fresh();
    const decline = { type: 'decline', player: 'A' } as MatchAction;
    expect(TRIALS.automation.autoDecline(s, 'A', [decline])).toEqual(decline);
    expect(
      TRIALS.automation.autoDecline(s, 'A', [decline, { type: 'pass', player: 'A' }]),
    ).toBeNull();
    expect(TRIALS.automation.autoDecline(s, 'A', [])).toBeNull();
  });
});

function strings(v: JsonValue, out: Set<string>): Set<string> {
  if (typeof v === 'string') out.add(v);
  else if (Array.isArray(v)) for (const x of v) strings(x, out);
  else if (v !== null && typeof v === 'object') for (const x of Object.values(v)) strings(x, out);
  return out;
}

/** The card ids `seat` holds hidden in `s`: its deck list, hand and deck. */
function hiddenIds(s: MatchState, seat: 'A' | 'B'): Set<string> {
  const out = new Set<string>(s.lists[seat]?.cards ?? []);
  const p = s.game?.players[seat];
  if (p) for (const x of [...p.hand, ...p.deck]) if (x.id && !x.pub) out.add(x.id);
  return out;
}

/** test/session/leak.test.ts's scan, with the Trials module. */
async function leaks(seed: number): Promise<string[]> {
  const lockstep = TRIALS.lockstep as LockstepGame<unknown, unknown>;
  const r = await duel({ seed, game, verify: false });
  const { header, messages } = r.file;
  const raws = messages as unknown as Parameters<typeof learnFromReveals>[1];
  const { seeds, know } = learnFromReveals(header, raws, lockstep.finalKinds);
  expect([...seeds.keys()].sort()).toEqual(['A', 'B']);
  let core = Lockstep.start(lockstep, header, seeds, know);
  const found: string[] = [];
  const secrets = new Map<string, string>();
  for (const m of messages)
    for (const c of (m.body.commits ?? []) as { kind: string; index: number }[])
      secrets.set(
        toHex(deriveSalt(seeds.get(m.from)!, c.kind, c.index)),
        `${m.from}/${c.kind}#${c.index}`,
      );
  for (const [seat, sd] of seeds) secrets.set(toHex(sd), `${seat}/privSeed`);
  const opened = new Set<string>();
  for (const m of messages) {
    const before = core.state as MatchState;
    core = core.receive(m.from, m.body);
    const seat = m.from as 'A' | 'B';
    const pub =
      JSON.stringify(matchPublic(before)) + JSON.stringify(matchPublic(core.state as MatchState));
    const text = JSON.stringify(m.body);
    for (const o of (m.body.opens ?? []) as { kind: string; index: number }[])
      opened.add(`${seat}/${o.kind}#${o.index}`);
    if (m.body.reveal !== undefined) opened.add(`${seat}/privSeed`);
    const openedNow = strings((m.body.opens ?? []) as JsonValue, new Set());
    for (const id of strings(m.body, new Set())) {
      if (openedNow.has(id)) continue;
      if (hiddenIds(before, seat).has(id) && !pub.includes(JSON.stringify(id)))
        found.push(`message ${m.i} (${seat}) names hidden card ${id}`);
    }
    for (const [hex, what] of secrets) {
      // The Avatars' salt is a game-level commitment's, opened by the Avatars' move (not a ledger one).
      if (text.includes(hex) && !opened.has(what))
        found.push(`message ${m.i} carries the salt of ${what} before opening it`);
    }
  }
  return found;
}

describe('the protocol suites with the module given explicitly', () => {
  for (const seed of [31, 32, 33]) {
    it(`leak scan, seed ${seed}: no message names a hidden card or a salt before its time`, async () => {
      expect(await leaks(seed), `seed ${seed}`).toEqual([]);
    }, 60_000);
  }

  it('determinism: the fixture replays to the state hash each sender signed, twice alike', async () => {
    const file = JSON.parse(await readFile(FIXTURE, 'utf8')) as MatchFile;
    const lockstep = TRIALS.lockstep as LockstepGame<unknown, unknown>;
    const raws = file.messages as unknown as Parameters<typeof learnFromReveals>[1];
    const run = () => {
      const { seeds, know } = learnFromReveals(file.header, raws, lockstep.finalKinds);
      let core = Lockstep.start(lockstep, file.header, seeds, know);
      const out: string[] = [];
      for (const m of file.messages) {
        core = core.receive(m.from, m.body);
        const h = lockstep.publicHash(core.state);
        expect(h, `message ${m.i}`).toBe(m.stateHash);
        out.push(h);
      }
      return out;
    };
    expect(run()).toEqual(run());
  }, 60_000);

  for (const seed of [1, 2, 3]) {
    it(`virtual-network fuzz, seed ${seed}: finishes and verifies fair`, async () => {
      const report = await fuzzOne(game, seed);
      expect(report, `seed ${seed}`).toEqual({ game: 'trials', seed, violations: [] });
    }, 120_000);
  }
});
