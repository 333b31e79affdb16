/**
 * The simultaneous secret choice (src/engine/match/secret-choice.ts) and a seat's side of it
 * (choice-seat.ts), played by a toy game whose state keeps the choice in a sub-record: commit all
 * then open all in header order, typed errors with stable codes, commitments bound to match, seat
 * and round, a clash settled by rock-paper-scissors (a tie repeats) and the loser re-picking only
 * what no other seat holds; and a property that the outcome does not depend on the order in which
 * the seats' messages of one step are delivered.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EngineError } from '../../src/engine/index.ts';
import type { SeatSecrets } from '../../src/engine/module.ts';
import {
  choiceCommitment,
  choiceSalt,
  choiceTurn,
  freeChoices,
  owedOpening,
  secretChoice,
  type ChoiceOutcome,
  type ChoiceStage,
  type ChoiceStep,
  type SecretChoiceRecord,
} from '../../src/engine/match/index.ts';
import { toHex } from '../../protocol/index.ts';

const FRUITS = ['apple', 'pear', 'plum'] as const;
type Fruit = (typeof FRUITS)[number];
const isFruit = (s: string): s is Fruit => (FRUITS as readonly string[]).includes(s);

/** A toy game: the choice's record under `pick`, its own phase names, its own events. */
interface Toy {
  readonly matchId: string;
  readonly seats: readonly string[];
  readonly phase: string;
  readonly pick: SecretChoiceRecord<string, Fruit>;
  readonly settled: boolean;
}
type ToyEvent = { kind: 'toy'; outcome: ChoiceOutcome<string, Fruit> };

const PHASES: Record<ChoiceStage, string> = {
  commit: 'fruit-commit',
  open: 'fruit-open',
  'rps-commit': 'throw-commit',
  'rps-open': 'throw-open',
  repick: 'fruit-again',
};
const stageOf = (phase: string): ChoiceStage =>
  (Object.keys(PHASES) as ChoiceStage[]).find((k) => PHASES[k] === phase)!;

const FRUIT = secretChoice<Toy, string, Fruit, ToyEvent>({
  noun: 'fruit',
  isChoice: isFruit,
  matchId: (s) => s.matchId,
  seats: (s) => s.seats,
  read: (s) => s.pick,
  write: (s, pick, stage) => ({ ...s, pick, phase: stage ? PHASES[stage] : s.phase }),
  event: (outcome) => ({ kind: 'toy', outcome }),
});

const settle = (s: Toy, events: ToyEvent[]): ChoiceStep<Toy, ToyEvent> => ({
  state: { ...s, settled: true, phase: 'game' },
  events,
});

function toy(seats: readonly string[] = ['A', 'B'], matchId = 'm-1'): Toy {
  return {
    matchId,
    seats,
    phase: PHASES.commit,
    pick: { commits: {}, choices: {}, salts: {}, rps: null, repick: null },
    settled: false,
  };
}

const secretsOf = (seat: string): SeatSecrets => ({
  privSeed: new Uint8Array(32).fill(seat.charCodeAt(0)),
});

type Ok = { state: Toy; events: ToyEvent[] };
function ok(step: ChoiceStep<Toy, ToyEvent>): Ok {
  if ('error' in step) throw new Error(`unexpected ${step.error.code}: ${step.error.message}`);
  return step;
}
function refused(step: ChoiceStep<Toy, ToyEvent>): EngineError {
  if (!('error' in step)) throw new Error('expected a typed error');
  return step.error;
}

/** `seat` commits to `choice` in the round of the current stage, with its derived salt. */
function commit(s: Toy, seat: string, choice: string): Ok {
  const rps = s.phase === PHASES['rps-commit'];
  const round = rps ? s.pick.rps!.round : 0;
  const c = choiceCommitment(s.matchId, seat, secretsOf(seat), round, choice);
  return ok(rps ? FRUIT.rpsCommit(s, seat, c) : FRUIT.commit(s, seat, c));
}

/** `seat` opens what it owes (found again from its commitment by choice-seat.ts). */
function open(s: Toy, seat: string): Ok {
  const o = owedOpening(s.matchId, s.pick, stageOf(s.phase), seat, secretsOf(seat), FRUITS)!;
  return ok(
    o.round === 0
      ? FRUIT.open(s, seat, o.choice, o.salt, settle)
      : FRUIT.rpsOpen(s, seat, o.choice, o.salt),
  );
}

/** Every seat commits (`choices` by seat), then every seat opens, in the order given. */
function step(s: Toy, choices: Record<string, string>, order: readonly string[]): Ok {
  let r: Ok = { state: s, events: [] };
  const events: ToyEvent[] = [];
  for (const seat of order) r = commit(r.state, seat, choices[seat]!);
  for (const seat of order) {
    r = open(r.state, seat);
    events.push(...r.events);
  }
  return { state: r.state, events };
}

describe('secret choice: commit all, then open all', () => {
  it('waits on the seats in header order, commits before openings, and settles without a clash', () => {
    let s = toy(['C', 'A', 'B']);
    expect(choiceTurn(s.seats, s.pick, 'commit')).toBe('C');
    s = commit(s, 'C', 'plum').state;
    expect(s.phase).toBe('fruit-commit');
    expect(choiceTurn(s.seats, s.pick, 'commit')).toBe('A');
    s = commit(s, 'A', 'apple').state;
    s = commit(s, 'B', 'pear').state;
    expect(s.phase).toBe('fruit-open');
    expect(choiceTurn(s.seats, s.pick, 'open')).toBe('C');
    s = open(s, 'C').state;
    expect(s.pick.choices).toEqual({ C: 'plum' });
    expect(choiceTurn(s.seats, s.pick, 'open')).toBe('A');
    s = open(s, 'A').state;
    const last = open(s, 'B');
    expect(last.state.settled).toBe(true);
    expect(last.state.pick.choices).toEqual({ C: 'plum', A: 'apple', B: 'pear' });
    expect(last.state.pick.salts.A).toBe(toHex(choiceSalt(secretsOf('A'), 0)));
    expect(last.events).toEqual([
      {
        kind: 'toy',
        outcome: { kind: 'chosen', choices: { C: 'plum', A: 'apple', B: 'pear' }, clash: false },
      },
    ]);
  });

  it('refuses a malformed commitment, a non-choice and a bad opening with stable codes', () => {
    let s = toy();
    expect(refused(FRUIT.commit(s, 'A', 'ABC')).code).toBe('malformed');
    expect(refused(FRUIT.commit(s, 'A', 'A'.repeat(64))).code).toBe('malformed');
    s = commit(commit(s, 'A', 'apple').state, 'B', 'pear').state;
    const salt = toHex(choiceSalt(secretsOf('A'), 0));
    expect(refused(FRUIT.open(s, 'A', 'banana', salt, settle)).code).toBe('invalid-choice');
    // Another fruit, or the right fruit under another salt, does not open the commitment.
    expect(refused(FRUIT.open(s, 'A', 'pear', salt, settle)).code).toBe('bad-opening');
    const other = toHex(choiceSalt(secretsOf('B'), 0));
    expect(refused(FRUIT.open(s, 'A', 'apple', other, settle)).code).toBe('bad-opening');
    expect(refused(FRUIT.open(s, 'A', 'apple', 'zz', settle)).code).toBe('bad-opening');
    expect(ok(FRUIT.open(s, 'A', 'apple', salt, settle)).state.pick.choices).toEqual({
      A: 'apple',
    });
  });

  it('refuses a mirrored commitment: B copying A’s commitment cannot open it', () => {
    let s = toy();
    const a = choiceCommitment(s.matchId, 'A', secretsOf('A'), 0, 'apple');
    s = ok(FRUIT.commit(s, 'A', a)).state;
    s = ok(FRUIT.commit(s, 'B', a)).state;
    s = open(s, 'A').state;
    const salt = toHex(choiceSalt(secretsOf('A'), 0));
    const e = refused(FRUIT.open(s, 'B', 'apple', salt, settle));
    expect(e.code).toBe('bad-opening');
  });

  it('refuses a replayed commitment: from another match, or from another round', () => {
    // From another match: the same seat, the same fruit, the same salt.
    let s = toy(['A', 'B'], 'm-2');
    const old = choiceCommitment('m-1', 'A', secretsOf('A'), 0, 'apple');
    s = ok(FRUIT.commit(s, 'A', old)).state;
    s = commit(s, 'B', 'pear').state;
    const salt0 = toHex(choiceSalt(secretsOf('A'), 0));
    expect(refused(FRUIT.open(s, 'A', 'apple', salt0, settle)).code).toBe('bad-opening');

    // From another round: round 1's throw replayed in round 2 after a tie.
    let t = step(toy(), { A: 'plum', B: 'plum' }, ['A', 'B']).state;
    expect(t.phase).toBe('throw-commit');
    t = step(t, { A: 'rock', B: 'rock' }, ['A', 'B']).state;
    expect(t.pick.rps!.round).toBe(2);
    const r1 = choiceCommitment(t.matchId, 'A', secretsOf('A'), 1, 'rock');
    t = ok(FRUIT.rpsCommit(t, 'A', r1)).state;
    t = commit(t, 'B', 'paper').state;
    const salt1 = toHex(choiceSalt(secretsOf('A'), 1));
    expect(refused(FRUIT.rpsOpen(t, 'A', 'rock', salt1)).code).toBe('bad-opening');
  });
});

describe('secret choice: a clash', () => {
  it('goes to rock-paper-scissors, a tie repeats, and the loser re-picks only free choices', () => {
    const first = step(toy(), { A: 'pear', B: 'pear' }, ['A', 'B']);
    let s = first.state;
    expect(first.events.map((e) => e.outcome)).toEqual([
      { kind: 'chosen', choices: { A: 'pear', B: 'pear' }, clash: true },
    ]);
    expect(s.phase).toBe('throw-commit');
    expect(s.pick.rps).toEqual({ round: 1, commits: {}, choices: {} });
    expect(refused(FRUIT.rpsOpen(s, 'A', 'lizard', 'zz')).code).toBe('invalid-choice');

    const tie = step(s, { A: 'paper', B: 'paper' }, ['A', 'B']);
    expect(tie.events.map((e) => e.outcome)).toEqual([
      { kind: 'rps', round: 1, choices: { A: 'paper', B: 'paper' }, winner: null },
    ]);
    s = tie.state;
    expect(s.phase).toBe('throw-commit');
    expect(s.pick.rps).toEqual({ round: 2, commits: {}, choices: {} });

    const win = step(s, { A: 'paper', B: 'scissors' }, ['A', 'B']);
    expect(win.events.map((e) => e.outcome)).toEqual([
      { kind: 'rps', round: 2, choices: { A: 'paper', B: 'scissors' }, winner: 'B' },
    ]);
    s = win.state;
    expect(s.phase).toBe('fruit-again');
    expect(s.pick.repick).toBe('A');
    expect(choiceTurn(s.seats, s.pick, 'repick')).toBe('A');
    expect(freeChoices(s.seats, s.pick.choices, 'A', FRUITS)).toEqual(['apple', 'plum']);

    expect(refused(FRUIT.repick(s, 'A', 'pear', settle)).code).toBe('invalid-choice');
    expect(refused(FRUIT.repick(s, 'A', 'kiwi', settle)).code).toBe('invalid-choice');
    const done = ok(FRUIT.repick(s, 'A', 'plum', settle));
    expect(done.state.settled).toBe(true);
    expect(done.state.pick.choices).toEqual({ A: 'plum', B: 'pear' });
    expect(done.state.pick.repick).toBeNull();
    expect(done.events.map((e) => e.outcome)).toEqual([
      { kind: 'chosen', choices: { A: 'plum', B: 'pear' }, clash: false },
    ]);
  });

  it('is settled for two seats only: a clash among three is the typed error rps-two-seats', () => {
    let s = toy(['A', 'B', 'C']);
    for (const [seat, f] of [
      ['A', 'apple'],
      ['B', 'pear'],
      ['C', 'apple'],
    ] as const)
      s = commit(s, seat, f).state;
    s = open(open(s, 'A').state, 'B').state;
    const salt = toHex(choiceSalt(secretsOf('C'), 0));
    expect(refused(FRUIT.open(s, 'C', 'apple', salt, settle)).code).toBe('rps-two-seats');
  });
});

describe('secret choice: delivery order', () => {
  const fruit = fc.constantFrom(...FRUITS);
  const throwPair = fc.tuple(
    fc.constantFrom('rock', 'paper', 'scissors'),
    fc.constantFrom('rock', 'paper', 'scissors'),
  );

  /** The whole choice with the messages of each step delivered in `orders` (B first when true). */
  function play(a: Fruit, b: Fruit, throws: [string, string][], orders: boolean[]): Toy {
    let i = 0;
    const order = () => (orders[i++ % orders.length] ? ['B', 'A'] : ['A', 'B']);
    let s = step(toy(), { A: a, B: b }, order()).state;
    for (const [x, y] of throws) {
      if (s.phase !== 'throw-commit') break;
      s = step(s, { A: x, B: y }, order()).state;
    }
    if (s.phase === 'throw-commit') s = step(s, { A: 'rock', B: 'scissors' }, order()).state;
    if (s.phase === 'fruit-again') {
      const loser = s.pick.repick!;
      const free = freeChoices(s.seats, s.pick.choices, loser, FRUITS);
      s = ok(FRUIT.repick(s, loser, free[0]!, settle)).state;
    }
    return s;
  }

  it('reaches the same settled choice in any order the seats deliver a step in', () => {
    fc.assert(
      fc.property(
        fruit,
        fruit,
        fc.array(throwPair, { maxLength: 6 }),
        fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }),
        (a, b, throws, orders) => {
          const inHeaderOrder = play(a, b, throws, [false]);
          const delivered = play(a, b, throws, orders);
          expect(delivered.settled).toBe(true);
          expect(delivered).toEqual(inHeaderOrder);
          const { A, B } = delivered.pick.choices;
          expect(A).not.toBe(B);
          if (a !== b) expect([A, B]).toEqual([a, b]);
          else expect([A, B]).toContain(a);
        },
      ),
    );
  });
});

describe('secret choice: a step out of turn changes nothing', () => {
  // The piece promises "no seat chooses after seeing another's" on its own (its module comment),
  // not only behind a game's turn checks: a game wired as docs/adding-a-game.md says gets it.
  const c = (s: Toy, seat: string, choice: string, round = 0) =>
    choiceCommitment(s.matchId, seat, secretsOf(seat), round, choice);

  it('refuses a second commitment once the seat committed, above all after another opened', () => {
    let s = commit(commit(toy(), 'A', 'pear').state, 'B', 'apple').state;
    s = open(s, 'A').state;
    // B saw A's pear: re-committing to it (or to anything) must not be possible now
    expect(refused(FRUIT.commit(s, 'B', c(s, 'B', 'pear'))).code).toBe('wrong-phase');
    const early = commit(toy(), 'A', 'pear').state;
    expect(refused(FRUIT.commit(early, 'A', c(early, 'A', 'plum'))).code).toBe('wrong-phase');
  });

  it('refuses a seat that is not in the match', () => {
    const s = toy();
    expect(refused(FRUIT.commit(s, 'Z', c(s, 'Z', 'pear'))).code).toBe('not-your-turn');
  });

  it('refuses an opening before every seat committed', () => {
    const s = commit(toy(), 'A', 'pear').state;
    const salt = toHex(choiceSalt(secretsOf('A'), 0));
    expect(refused(FRUIT.open(s, 'A', 'pear', salt, settle)).code).toBe('wrong-phase');
  });

  it('refuses a throw once rock-paper-scissors is decided, and a re-pick by the winner', () => {
    let s = step(toy(), { A: 'pear', B: 'pear' }, ['A', 'B']).state;
    s = step(s, { A: 'paper', B: 'scissors' }, ['A', 'B']).state;
    expect(s.pick.repick).toBe('A');
    expect(refused(FRUIT.rpsCommit(s, 'B', c(s, 'B', 'rock', 1))).code).toBe('wrong-phase');
    expect(refused(FRUIT.repick(s, 'B', 'plum', settle)).code).toBe('not-your-turn');
  });
});
