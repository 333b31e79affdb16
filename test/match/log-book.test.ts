/**
 * The game log is built from the transcript (src/app/match/log-book.ts, docs/app.md "The game
 * log"): for every registered game, a whole duel with each seat's log built from its session's
 * steps (`SessionOptions.onStep`) as the match is played; then each seat's session is opened again
 * from its store (a reload) and its log, rebuilt from the stored messages, is the same list of
 * events. The two seats' logs tell the same public events in the same order: in words from nobody's
 * side, every line is equal, except a seat's own draws, which name the cards only in that seat's
 * log (the public part, up to the colon, is equal: `publicLine`).
 */
import { describe, expect, it } from 'vitest';
import { Session, MemoryStore, type Store } from '../../protocol/session/index.ts';
import { duel, duelSetup } from '../../src/cli/duel.ts';
import { GAMES } from '../../src/games/index.ts';
import { LogBook } from '../../src/app/match/log-book.ts';
import { publicLine } from '../e2e/public-log.ts';

const NAMES = { A: 'Ana', B: 'Bea' };

describe('the game log is rebuilt from the transcript', () => {
  for (const game of GAMES) {
    it(`${game.id}: a reloaded seat reads the same log, and both seats the same public lines`, async () => {
      const seed = 3;
      const books: Record<string, LogBook> = {
        A: new LogBook(game.words),
        B: new LogBook(game.words),
      };
      const stores: Record<string, Store> = { A: new MemoryStore(), B: new MemoryStore() };
      const r = await duel({
        seed,
        game,
        stores,
        verify: false,
        onStep: (seat, i, st) => books[seat]!.step(i, st),
      });
      expect(r.errors).toEqual([]);
      const { header, secretKeys, secrets } = duelSetup(seed, undefined, undefined, game);
      const words = (events: readonly unknown[]) =>
        events.map((e) => game.words.line(e, null, NAMES).text);
      for (const seat of ['A', 'B']) {
        const live = books[seat]!.view(r.sessions[seat]!.state);
        expect(books[seat]!.length).toBe(r.file.messages.length);
        const again = new LogBook(game.words);
        const reopened = await Session.open({
          game: game.lockstep,
          header,
          seat,
          secretKey: secretKeys[seat]!,
          secrets: secrets[seat]!,
          store: stores[seat]!,
          onStep: (i, st) => again.step(i, st),
        });
        reopened.close();
        expect(words(again.view(reopened.state))).toEqual(words(live));
      }
      const a = words(books.A!.view(null)).map(publicLine);
      const b = words(books.B!.view(null)).map(publicLine);
      expect(a.length).toBeGreaterThan(20);
      expect(b).toEqual(a);
    }, 120_000);
  }
});
