/**
 * Slots a move creates (docs/protocol.md, "Slots a move creates"; docs/match-file.md, "Message
 * rules"; protocol/session `MoveResult.created`), with the test-only ordered-deck toy of
 * ./ordered-deck.ts (Trials of the Chosen's deck shape: its owner "secretly chooses the order of
 * the cards within", rulebook "Sorting Your Deck"). Seat A's first move commits its ordered deck list
 * under the final kind `deck` and creates one hidden slot per position, each committed (`card#j`)
 * in that same message; later moves draw the top handle and play it, opening its commitment at
 * once; the verifier, with A's revealed seeds and deck list, recomputes every created commitment.
 * The properties use fast-check with a fixed seed (printed in their names; fast-check reports the
 * seed and path of any failure).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { JsonValue } from '../../protocol/canonical.ts';
import type { Body } from '../../protocol/transcript.ts';
import {
  CARD_KIND,
  NO_KNOWLEDGE,
  verifyMatch,
  type MatchFile,
  type MatchVerdict,
  type MoveResult,
} from '../../protocol/session/index.ts';
import { CowMap, createSlots, type SlotEntry, type Work } from '../../protocol/session/work.ts';
import { BONUS, driveMatch, orderedDeck, pool, type DeckOptions } from './ordered-deck.ts';

/** The verdict of `file` (a JSON round trip, as a verifier reads it) with the honest toy. */
const judge = (file: MatchFile, opts: DeckOptions): Promise<MatchVerdict> =>
  verifyMatch(JSON.parse(JSON.stringify(file)), orderedDeck(opts));

type Rec = { kind?: unknown; index?: unknown };
const ids = (xs: unknown): string[] =>
  ((xs ?? []) as Rec[]).map((x) => `${String(x.kind)}#${String(x.index)}`);

/** `body` without its commitment `id` (`kind#index`). */
const dropCommit =
  (at: number, id: string) =>
  (i: number, body: Body): Body =>
    i !== at
      ? body
      : {
          ...body,
          commits: (body.commits as JsonValue[]).filter((c) => ids([c])[0] !== id),
        };

const FIVE: DeckOptions = { n: 5, bonus: false };
const ORDER = ['Qx3', 'Qx0', 'Qx4', 'Qx1', 'Qx2'];

describe('slots a move creates: an honest match', () => {
  it('verifies fair; the creating message commits card#0…card#n−1 with its deck list, each play opens its slot at once', async () => {
    const r = await driveMatch({ opts: FIVE, order: ORDER });
    expect(r.refused).toBeNull();
    expect(r.cores.B.finished && r.cores.seedless.finished).toBe(true);
    expect(await judge(r.file, FIVE)).toMatchObject({ verdict: 'fair' });
    const first = r.file.messages[0]!;
    expect(ids(first.body.commits).sort()).toEqual(
      ['deck#0', ...ORDER.map((_, j) => `${CARD_KIND}#${j}`)].sort(),
    );
    // Every play opens the commitment of the slot it shows, in its own message, with its card.
    const plays = r.file.messages.filter(
      (m) => (m.body.move as { type?: unknown } | undefined)?.type === 'play',
    );
    expect(plays.map((m) => (m.body.move as { card: string }).card)).toEqual(ORDER);
    plays.forEach((m, j) => {
      expect((m.body.opens as JsonValue[])[0]).toMatchObject({
        kind: CARD_KIND,
        index: j,
        value: ORDER[j],
      });
    });
    // The last play ends the match: A's final reveal opens its deck list there too.
    expect(ids(plays.at(-1)!.body.opens)).toEqual(['card#4', 'deck#0']);
    expect(r.cores.seedless.state.shown).toEqual(ORDER);
  });

  it('a random event and created slots in one move: the private draw takes the next card#j, committed in the owner’s next message', async () => {
    const opts = { n: 3, bonus: true };
    const order = ['Qx2', 'Qx0', 'Qx1'];
    const r = await driveMatch({ opts, order });
    expect(r.refused).toBeNull();
    expect(await judge(r.file, opts)).toMatchObject({ verdict: 'fair' });
    const [m0, m1, m2] = r.file.messages;
    // A's order starts the draw: its element and its created slots' commitments travel together.
    expect(m0!.body.chain).toEqual([expect.objectContaining({ k: 1 })]);
    expect(ids(m0!.body.commits).sort()).toEqual(['card#0', 'card#1', 'card#2', 'deck#0']);
    expect(m1!.from).toBe('B');
    expect(m1!.body.chain).toEqual([expect.objectContaining({ k: 1 })]);
    // The bonus card is A's hidden slot card#3 (after the three it created), committed and
    // played (opened) in A's next message.
    expect(ids(m2!.body.commits)).toEqual(['card#3']);
    expect(ids(m2!.body.opens)).toEqual(['card#3']);
    expect(BONUS).toContain((m2!.body.move as { card: string }).card);
    expect(r.cores.seedless.state.shown.slice(1)).toEqual(order);
  });

  it('the opponent learns handles and counts only: no transmitted body names a card before its play shows it, and B’s view never holds an unplayed card', async () => {
    const opts = { n: 6, bonus: true };
    const order = ['Qx5', 'Qx1', 'Qx3', 'Qx0', 'Qx4', 'Qx2'];
    const r = await driveMatch({ opts, order });
    expect(r.refused).toBeNull();
    const cardNames = [...pool(opts.n), ...BONUS];
    for (const m of r.file.messages) {
      if (m.body.reveal !== undefined) continue; // the final reveal opens the deck list
      const text = JSON.stringify(m.body);
      const shown = (m.body.move as { type?: unknown; card?: unknown } | undefined)?.card;
      const named = cardNames.filter((c) => text.includes(c));
      expect(named).toEqual(typeof shown === 'string' ? [shown] : []);
    }
    for (const v of r.viewsOfB) {
      expect(Object.values(v.cards).sort()).toEqual([...v.shown].sort());
    }
    // What B's game makes of A's order move: the handles, in order, and no card.
    expect(r.viewsOfB[0]!.deck).toEqual(order.map((_, i) => `A/d${i}`));
    const game = orderedDeck(opts);
    const b = game.remote(
      game.initial(r.file.header, ['B']),
      'A',
      r.file.messages[0]!.body.move!,
      NO_KNOWLEDGE,
    );
    expect(b).toMatchObject({ created: order.map((_, i) => ({ slot: `A/d${i}` })) });
    for (const c of (b as MoveResult<unknown>).created!) expect(c).not.toHaveProperty('value');
  });
});

describe('slots a move creates: refusals', () => {
  it('a body without one created slot’s commitment: missing-commitment at the creating message, live and in the verifier', async () => {
    const r = await driveMatch({ opts: FIVE, order: ORDER, tamper: dropCommit(0, 'card#2') });
    expect(r.refused).toMatchObject({ i: 0, by: 'B', error: { code: 'missing-commitment' } });
    expect(r.refused!.error.message).toMatch(/A's move creates slot A\/d2 without card#2/);
    expect(await judge(r.file, FIVE)).toMatchObject({
      verdict: 'violation',
      index: 0,
      player: 'A',
      code: 'missing-commitment',
    });
  });

  it('a duplicate slot id: the author’s own core refuses to send it; a receiver refuses it (duplicate-slot)', async () => {
    const dup = ['A/d0', 'A/d1', 'A/d1', 'A/d3', 'A/d4'];
    await expect(
      driveMatch({
        opts: FIVE,
        order: ORDER,
        moveA: (s, m) => (s.step === 'order' ? { type: 'order', order: ORDER, slots: dup } : m),
      }),
    ).rejects.toMatchObject({ code: 'duplicate-slot' });
    // A modified client's body: the honest commitments, the move's slot ids changed.
    const r = await driveMatch({
      opts: FIVE,
      order: ORDER,
      tamper: (i, body) =>
        i === 0 ? { ...body, move: { ...(body.move as object), slots: dup } } : body,
    });
    expect(r.refused).toMatchObject({ i: 0, by: 'B', error: { code: 'duplicate-slot' } });
    expect(await judge(r.file, FIVE)).toMatchObject({
      verdict: 'violation',
      index: 0,
      player: 'A',
      code: 'duplicate-slot',
    });
  });

  it('a created slot id already on record (a drawn or earlier created slot) is duplicate-slot; ids and j follow on', () => {
    const entry: SlotEntry = { owner: 'A', j: 0, slot: 'A/bonus', value: 'Qb1' };
    const w: Work<unknown> = {
      state: null,
      pending: null,
      resolved: 1,
      drawn: new CowMap(new Map([['A', 1]])),
      slots: new CowMap(new Map([['A/bonus', entry]])),
      owed: new CowMap(new Map()),
      claims: new CowMap(new Map()),
    };
    expect(() => createSlots(w, 'A', [{ slot: 'A/d0' }, { slot: 'A/bonus' }])).toThrow(
      expect.objectContaining({ code: 'duplicate-slot' }),
    );
    const made = createSlots(w, 'A', [{ slot: 'A/d0', value: 'Qx0' }, { slot: 'A/d1' }]);
    expect(made).toEqual([
      { owner: 'A', j: 1, slot: 'A/d0', value: 'Qx0' },
      { owner: 'A', j: 2, slot: 'A/d1' },
    ]);
    expect(w.drawn.get('A')).toBe(3);
    expect(w.slots.get('A/d1')).toEqual(made[1]);
  });

  it('a play that names its slot but shows another card than the body opens: bad-opening at that message, naming A', async () => {
    let plays = 0;
    const r = await driveMatch({
      opts: FIVE,
      order: ORDER,
      moveA: (_, m) => (m?.type === 'play' && ++plays === 3 ? { type: 'play', says: 'Qx0' } : m),
    });
    const at = r.refused!.i;
    expect(r.refused).toMatchObject({ by: 'B', error: { code: 'bad-opening' } });
    expect(r.file.messages[at]).toMatchObject({ from: 'A', body: { move: { card: 'Qx0' } } });
    expect(ids(r.file.messages[at]!.body.opens)).toEqual(['card#2']);
    expect(await judge(r.file, FIVE)).toMatchObject({
      verdict: 'violation',
      index: at,
      player: 'A',
      code: 'bad-opening',
    });
  });

  it('a play without its opening: missing-opening', async () => {
    const r = await driveMatch({
      opts: FIVE,
      order: ORDER,
      tamper: (_, body) => {
        if ((body.move as { type?: unknown } | undefined)?.type !== 'play') return body;
        return Object.fromEntries(Object.entries(body).filter(([k]) => k !== 'opens'));
      },
    });
    expect(r.refused).toMatchObject({ by: 'B', error: { code: 'missing-opening' } });
  });

  it('a position swapped after the order was committed: every live view plays on, the verifier names the creating message (bad-created)', async () => {
    const list = [ORDER[0]!, ORDER[3]!, ORDER[2]!, ORDER[1]!, ORDER[4]!];
    const r = await driveMatch({
      opts: FIVE,
      order: ORDER,
      moveA: (s, m) => (s.step === 'order' ? { type: 'order', order: ORDER, list } : m),
    });
    // Live, nobody can tell: the plays open the slots' commitments, which are A's order.
    expect(r.refused).toBeNull();
    expect(r.cores.B.finished).toBe(true);
    const v = await judge(r.file, FIVE);
    expect(v).toMatchObject({ verdict: 'violation', index: 0, player: 'A', code: 'bad-created' });
    expect(v.reason).toMatch(/A's message 0 commits the slot A\/d1 it created \(card#1\)/);
  });

  it('a deck list that is not an ordering of the pool (a card twice): the live views take it, the game’s final replay refuses the creating move', async () => {
    const twice = ['Qx0', 'Qx1', 'Qx0', 'Qx3', 'Qx4'];
    const cheat = orderedDeck({ ...FIVE, checksOwnOrder: false });
    const r = await driveMatch({
      opts: FIVE,
      order: twice,
      gameA: cheat,
    });
    // The toy's live check is membership only: Qx0 is one of A's cards each time it is shown.
    expect(r.refused).toBeNull();
    expect(r.cores.seedless.state.shown).toEqual(twice);
    // The verifier's replay knows the list (A's final `deck` opening) and gives the created slots
    // their cards from it; the game refuses the list.
    const v = await judge(r.file, FIVE);
    expect(v).toMatchObject({ verdict: 'violation', index: 0, player: 'A', code: 'illegal-move' });
    expect(v.reason).toMatch(/not-a-permutation/);
  });
});

describe('slots a move creates: properties', () => {
  const SEED = 20261127;
  const deck = fc
    .integer({ min: 1, max: 6 })
    .chain((n) =>
      fc.tuple(
        fc.constant(n),
        fc.shuffledSubarray(pool(n), { minLength: n, maxLength: n }),
        fc.boolean(),
      ),
    );

  it(`any order chosen honestly verifies fair (fast-check seed ${SEED})`, async () => {
    await fc.assert(
      fc.asyncProperty(deck, async ([n, order, bonus]) => {
        const opts = { n, bonus };
        const r = await driveMatch({ opts, order });
        expect(r.refused).toBeNull();
        expect(await judge(r.file, opts)).toMatchObject({ verdict: 'fair' });
      }),
      { seed: SEED, numRuns: 15 },
    );
  });

  it(`any single swap between the created slots and the committed list is bad-created at message 0 (fast-check seed ${SEED})`, async () => {
    const swap = fc
      .integer({ min: 2, max: 6 })
      .chain((n) =>
        fc.tuple(
          fc.constant(n),
          fc.shuffledSubarray(pool(n), { minLength: n, maxLength: n }),
          fc.integer({ min: 0, max: n - 1 }),
          fc.integer({ min: 1, max: n - 1 }),
          fc.boolean(),
        ),
      );
    await fc.assert(
      fc.asyncProperty(swap, async ([n, order, a, d, bonus]) => {
        const b = (a + d) % n;
        const list = [...order];
        [list[a], list[b]] = [list[b]!, list[a]!];
        const opts = { n, bonus };
        const r = await driveMatch({
          opts,
          order,
          moveA: (s, m) => (s.step === 'order' ? { type: 'order', order, list } : m),
        });
        expect(r.refused).toBeNull();
        const v = await judge(r.file, opts);
        expect(v).toMatchObject({
          verdict: 'violation',
          index: 0,
          player: 'A',
          code: 'bad-created',
        });
        expect(v.reason).toContain(`A/d${Math.min(a, b)}`);
      }),
      { seed: SEED, numRuns: 15 },
    );
  });
});
