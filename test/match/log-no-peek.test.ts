/**
 * No peeking in the game log (src/app/match/log-book.ts, docs/app.md "The game log"): a seat's log,
 * built from its own session's steps, names the cards of its own draws only — a draw line of the
 * opponent is a count ("Bea draws 1."), in every registered game, in words from the seat's side
 * and from nobody's. (test/match/log-book.test.ts compares the seats' lines up to a draw's card
 * list, so it cannot see a card list in the wrong seat's log.)
 */
import { describe, expect, it } from 'vitest';
import { duel } from '../../src/cli/duel.ts';
import { GAMES } from '../../src/games/index.ts';
import { LogBook } from '../../src/app/match/log-book.ts';

const NAMES: Record<string, string> = { A: 'Ana', B: 'Bea' };
const NAMED_DRAW = /^(.+?) draws? \d+(?: cards?)?: .+\.$/;
/**
 * Games whose log has no draw lines (Trials' log, src/games/trials/module/log.ts, notes actions and
 * match events, not draws).
 */
const NO_DRAW_LINES = new Set(['trials']);

describe('a seat’s log names only its own drawn cards', () => {
  for (const game of GAMES) {
    it(`${game.id}: the opponent’s draws are counts`, async () => {
      const books: Record<string, LogBook> = {
        A: new LogBook(game.words),
        B: new LogBook(game.words),
      };
      const r = await duel({
        seed: 5,
        game,
        verify: false,
        onStep: (seat, i, st) => books[seat]!.step(i, st),
      });
      expect(r.errors).toEqual([]);
      let draws = 0;
      let lines = 0;
      for (const seat of ['A', 'B']) {
        const events = books[seat]!.view(null);
        for (const viewer of [seat, null]) {
          for (const e of events) {
            lines++;
            const text = game.words.line(e, viewer, NAMES).text;
            if (/ draws? \d+/.test(text)) draws++;
            const m = NAMED_DRAW.exec(text);
            if (!m) continue;
            const who = m[1]!;
            expect([NAMES[seat], 'You'], `${seat}'s log: ${text}`).toContain(who);
          }
        }
      }
      // A game whose log has draw lines had them checked; one that logs no draw (Trials: its Start
      // Phase draw is no log line, and its log is built from the seat's own view) has none to name
      // a card, and its log must still have been written.
      if (!NO_DRAW_LINES.has(game.id)) expect(draws, game.id).toBeGreaterThan(0);
      else expect(draws, game.id).toBe(0);
      expect(lines, game.id).toBeGreaterThan(0);
    }, 120_000);
  }
});
