/**
 * The game modules' status and end words (src/engine/module.ts `words.awaiting`, `words.ending`;
 * docs/adding-a-game.md, "Words") on real engine states: every state of the recorded matches
 * (test/fixtures, replayed by src/app/match/replay.ts) is named as the decision it waits for — a
 * mulligan is never "select a card" — from each side, and the finished match says "You won" /
 * "You lost" and why by its rulebook.
 */
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MatchFile } from '../../protocol/session/index.ts';
import { replayMatch, type Replay } from '../../src/app/match/replay.ts';
import type { GameModule, SeatNames } from '../../src/engine/module.ts';
import { requireGame } from '../../src/games/index.ts';

const NAMES: SeatNames = { A: 'Ana', B: 'Bea' };

/** Words a window's prompt must contain for the seat that acts, by game. */
const MINE: Readonly<Record<string, Readonly<Record<string, RegExp>>>> = {
  paragons: {
    mulligan: /^Your move: keep your opening hand, or mulligan\.$/,
    main: /^Your turn: /,
    priority: /respond to the chain, or pass/,
    defend: /choose a defender/,
    retarget: /new targets/,
    'class-commit': /choose your class/,
  },
  authority: {
    'faction-commit': /choose your faction/,
    'rps-commit': /rock, paper or scissors/,
    'faction-pick': /pick another faction/,
    command: /^Your command phase/,
    strike: /where it deals its damage/,
    choose: /ability asks you to choose/,
    cull: /remove one unit from the market/,
  },
  trials: {
    'deck-order': /choose your two Avatars and put your 20 cards in order/,
    'initiative-commit': /take the first turn of round 1/,
    'rps-commit': /rock, paper or scissors/,
    main: /^Your turn: take one action/,
    priority: /respond with an Instant/,
    scout: /scout, taking the top or the bottom card of your deck/,
    discard: /choose the cards to discard/,
  },
};

/** Each game's main window (a recorded match waits in it) and why its rulebook ends a match. */
const MAIN: Readonly<Record<string, { window: string; why: RegExp }>> = {
  paragons: { window: 'main', why: /(life reached 0|empty deck \(deck out\))\.$/ },
  authority: { window: 'command', why: /(Monarch reached 0 HP|turn limit was reached)/ },
  trials: {
    window: 'main',
    why: /(Avatars have both fallen|initiative broke the tie|could not draw a card)/,
  },
};

async function replayOf(path: string, game: GameModule): Promise<Replay> {
  const file = JSON.parse(await readFile(path, 'utf8')) as MatchFile;
  return replayMatch(file, game);
}

for (const [id, path] of [
  ['paragons', 'test/fixtures/match-seed1.json'],
  ['authority', 'test/fixtures/authority-seed3.json'],
  ['trials', 'test/fixtures/trials-seed1.json'],
] as const) {
  describe(`${id}: words.awaiting and words.ending`, () => {
    const game = requireGame(id);
    let replay: Replay;
    beforeAll(async () => {
      replay = await replayOf(path, game);
    });

    it('names the window each state waits on, for the seat that acts and for the other', () => {
      const seen = new Set<string>();
      for (const { state } of replay.steps) {
        const w = game.waiting(state);
        if (w.kind !== 'act') continue;
        seen.add(w.window);
        const mine = game.words.awaiting(state, w.seat, NAMES);
        const other = w.seat === 'A' ? 'B' : 'A';
        const theirs = game.words.awaiting(state, other, NAMES);
        const expected = MINE[id]![w.window];
        if (expected) expect(mine, `${w.window}`).toMatch(expected);
        expect(mine).not.toMatch(/select a card or a mercenary/);
        expect(theirs, `${w.window} for the other seat`).toContain(NAMES[w.seat]!);
        expect(theirs).not.toMatch(/^Your /);
        // Nobody's side (pass-and-play, a replay) names the seat too.
        expect(game.words.awaiting(state, null, NAMES)).toContain(NAMES[w.seat]!);
        expect(game.words.ending(state, w.seat, NAMES)).toBeNull();
      }
      expect(seen.has(MAIN[id]!.window)).toBe(true);
    });

    if (id === 'paragons') {
      it('names the mulligan as the mulligan, never "select a card"', () => {
        // The recorded match answers each mulligan in the message that brings the opening hand,
        // so no state between messages waits on it: the opening state is put in the window the
        // engine opens next (src/games/paragons/machine.ts, `mulligan` work).
        const opening = replay.steps.find(
          (x) => (x.state as { game?: { phase?: string } | null }).game?.phase === 'mulligan',
        )!.state as { game: object };
        const s = { ...opening, game: { ...opening.game, pending: { p: 'mulligan', seat: 'B' } } };
        expect(game.waiting(s)).toMatchObject({ kind: 'act', seat: 'B', window: 'mulligan' });
        expect(game.words.awaiting(s, 'B', NAMES)).toBe(
          'Your move: keep your opening hand, or mulligan.',
        );
        expect(game.words.awaiting(s, 'A', NAMES)).toBe(
          'Bea is deciding whether to keep their opening hand.',
        );
      });
    }

    it('says You won / You lost and why once the match is over', () => {
      const last = replay.steps[replay.steps.length - 1]!.state;
      const w = game.waiting(last);
      expect(w.kind).toBe('over');
      if (w.kind !== 'over') return;
      const winner = w.result.winners[0]!;
      const loser = winner === 'A' ? 'B' : 'A';
      const won = game.words.ending(last, winner, NAMES)!;
      const lost = game.words.ending(last, loser, NAMES)!;
      expect(won.headline).toBe('You won');
      expect(lost.headline).toBe('You lost');
      expect(game.words.ending(last, null, NAMES)!.headline).toBe(`${NAMES[winner]} won`);
      const why = MAIN[id]!.why;
      expect(won.reason).toMatch(why);
      expect(lost.reason).toMatch(why);
      expect(game.words.awaiting(last, winner, NAMES)).toBe('');
    });

    it('says a concession is the reason when the loser conceded', () => {
      // Concede in the middle of the match (the engine's own concession, as the session applies it).
      const mid = replay.steps[Math.floor(replay.steps.length / 2)]!.state;
      const conceded = game.lockstep.concede(mid, 'B');
      expect(typeof conceded === 'object' && conceded !== null && 'code' in conceded).toBe(false);
      expect(game.words.ending(conceded, 'A', NAMES)).toEqual({
        headline: 'You won',
        reason: 'Bea conceded.',
      });
      expect(game.words.ending(conceded, 'B', NAMES)).toEqual({
        headline: 'You lost',
        reason: 'You conceded.',
      });
    });
  });
}
