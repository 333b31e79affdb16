/**
 * Every registered game's own cheats (src/games/index.ts `GAMES`, the module's `testing.cheats`,
 * src/engine/module.ts): each is played by a modified client against an honest one and must be
 * caught at the message that commits it, naming the cheater — at once by the honest seat (its stop,
 * the verdict on its evidence, and the stopped message is the rewritten one), or by the verifier's
 * replay of the complete file (at the cheater's first move of the cheat's `committedBy` type, while
 * the live match found nothing). Seeds are tried in order until the cheat had its chance, and every
 * assertion names the game, the cheat and the seed.
 *
 * And every game's private looks (`testing.looks`, e.g. Trials' own deck, docs/rules/trials.md D5),
 * with the screen's other reads of a seat's own state (`view`, `automation.notes`): looking is no
 * move. A match in which both seats look after every message is, message for message, the match in
 * which they do not; every view of either seat after every message is the same; a look changes
 * nothing in the state it reads and shows nothing the seat's own view and notes do not hold.
 */
import { describe, expect, it } from 'vitest';
import {
  canonicalJson,
  type Body,
  type JsonValue,
  type PlayerSecrets,
} from '../../protocol/index.ts';
import { verifyMatch } from '../../protocol/session/index.ts';
import { randomLegalMove, type Rng } from '../../src/engine/bot-hooks.ts';
import { duel, duelSetup, type DuelOptions, type DuelResult } from '../../src/cli/duel.ts';
import { hashCanonical } from '../../src/engine/hash.ts';
import type { GameCheat, GameModule, SeatLook } from '../../src/engine/module.ts';
import { GAMES } from '../../src/games/index.ts';

const other = (s: string) => (s === 'A' ? 'B' : 'A');
type Cheat = GameCheat<unknown, unknown, unknown>;

/** The cheater's driver: a legal move of a `prefer`red type when it has one, else a random one. */
function preferring(game: GameModule, seat: string, prefer: readonly string[]) {
  return (secrets: PlayerSecrets) => ({
    decide(view: unknown, rng: Rng): unknown {
      const wanted = game
        .legalActions(view, seat)
        .filter((a) => prefer.includes(String((a as { type?: unknown }).type)));
      if (wanted.length > 0) return wanted[Math.floor(rng() * wanted.length)];
      return randomLegalMove(game.bots, view, secrets, rng);
    },
  });
}

async function until(
  game: GameModule,
  make: (seed: number) => DuelOptions,
  fired: (r: DuelResult) => boolean,
): Promise<{ r: DuelResult; seed: number }> {
  for (let seed = 1; seed <= 10; seed++) {
    const r = await duel({ game, ...make(seed) });
    if (fired(r)) return { r, seed };
  }
  throw new Error(`${game.id}: the cheat never had its chance (seeds 1-10)`);
}

async function caughtByVerification(game: GameModule, cheat: Cheat): Promise<void> {
  const cheater = cheat.cheater;
  const honest = other(cheater);
  expect(cheat.committedBy, `${game.id}: ${cheat.name} names its committing move`).toBeTypeOf(
    'string',
  );
  const { r, seed } = await until(
    game,
    (s) => ({ seed: s, options: cheat.options, games: { [cheater]: cheat.game!() } }),
    () => true,
  );
  const tag = `${game.id}: ${cheat.name}, seed ${seed}`;
  const file = r.sessions[honest]!.matchFile();
  const index = file.messages.findIndex(
    (m) =>
      m.from === cheater &&
      (m.body.move as { type?: string } | undefined)?.type === cheat.committedBy,
  );
  expect(index, tag).toBeGreaterThanOrEqual(0);
  // The live match found nothing: the lie shows only against what the final reveal opens.
  expect(r.sessions[honest]!.stopped, tag).toBeNull();
  const v = await verifyMatch(JSON.parse(JSON.stringify(file)), game.lockstep);
  expect(v, tag).toMatchObject({ verdict: 'violation', index, player: cheater });
  expect(v.code, tag).toMatch(cheat.code);
  expect(r.verdicts[honest], tag).toMatchObject({ verdict: 'violation', index, player: cheater });
}

async function caughtAtOnce(game: GameModule, cheat: Cheat): Promise<void> {
  const cheater = cheat.cheater;
  const honest = other(cheater);
  let t = cheat.tamper!();
  const { r, seed } = await until(
    game,
    (s) => {
      t = cheat.tamper!();
      return {
        seed: s,
        options: cheat.options,
        tamper: { [cheater]: t },
        ...(cheat.prefer ? { bots: { [cheater]: preferring(game, cheater, cheat.prefer) } } : {}),
      };
    },
    () => t.hit !== null,
  );
  const tag = `${game.id}: ${cheat.name}, seed ${seed}`;
  const stopped = r.sessions[honest]!.stopped;
  expect(stopped, tag).toMatchObject({ player: cheater });
  const evidence = r.sessions[honest]!.evidenceFile();
  const v = await verifyMatch(evidence, game.lockstep);
  expect(v, tag).toMatchObject({ verdict: 'violation', index: stopped!.index, player: cheater });
  expect(v.code, tag).toMatch(cheat.code);
  const m = evidence.messages[stopped!.index!]!;
  expect(canonicalJson(m.body), tag).toBe(canonicalJson(t.hit as Body));
}

for (const game of GAMES as readonly GameModule[]) {
  describe(`${game.id}: its own cheats (testing.cheats)`, () => {
    it('each is caught at once or by verification', () => {
      for (const cheat of game.testing.cheats) {
        expect(cheat.caught === 'at-once' ? cheat.tamper : cheat.game, cheat.name).toBeTypeOf(
          'function',
        );
      }
    });
    for (const cheat of game.testing.cheats) {
      const how = cheat.caught === 'at-once' ? 'at once' : 'by verification';
      it(`${cheat.name}: caught ${how}, naming ${cheat.cheater}`, async () => {
        if (cheat.caught === 'at-once') await caughtAtOnce(game, cheat);
        else await caughtByVerification(game, cheat);
      }, 120_000);
    }
  });

  describe(`${game.id}: looking is no move`, () => {
    const looks: SeatLook<unknown>[] = [
      ...(game.testing.looks ?? []),
      { name: 'view', look: (s, seat) => game.view(s, seat) as JsonValue },
      { name: 'notes', look: (s, seat, secrets) => game.automation.notes(s, seat, secrets) },
    ];
    it(`both seats looking (${looks.map((l) => l.name).join(', ')}) after every message change no message and no view, and see only their own`, async () => {
      const seed = 2;
      const options = game.testing.quickOptions;
      const { secrets } = duelSetup(seed, options, 1024, game);
      const watch = (looking: boolean) => {
        const steps: string[] = [];
        const problems: string[] = [];
        const saw = new Set<string>();
        const onStep = (seat: string, i: number, s: unknown) => {
          const before = hashCanonical(s);
          if (looking) {
            const own = JSON.stringify([
              game.view(s, seat),
              game.automation.notes(s, seat, secrets[seat]!),
            ]);
            for (const l of looks) {
              const seen = l.look(s, seat, secrets[seat]!);
              if (seen !== null) saw.add(l.name);
              for (const x of strings(seen))
                if (!own.includes(JSON.stringify(x)))
                  problems.push(`${seat} after ${i}: ${l.name} shows ${x}, not in its own view`);
            }
            if (hashCanonical(s) !== before) problems.push(`${seat} after ${i}: a look changed it`);
          }
          steps.push(`${seat} ${i} ${before}`);
        };
        return { steps, problems, saw, onStep };
      };
      const plain = watch(false);
      const looked = watch(true);
      const a = await duel({ seed, game, options, onStep: plain.onStep });
      const b = await duel({ seed, game, options, onStep: looked.onStep });
      const tag = `${game.id}, seed ${seed}`;
      expect(a.verdicts.A, tag).toMatchObject({ verdict: 'fair' });
      expect(looked.problems, tag).toEqual([]);
      // Every look showed something at some point (a look that never shows is not tested).
      expect([...looked.saw].sort(), tag).toEqual(looks.map((l) => l.name).sort());
      for (const seat of ['A', 'B'])
        expect(canonicalJson(b.sessions[seat]!.matchFile()), `${tag}: ${seat}'s file`).toBe(
          canonicalJson(a.sessions[seat]!.matchFile()),
        );
      expect(looked.steps.length, tag).toBeGreaterThan(0);
      expect(looked.steps, `${tag}: every view after every message`).toEqual(plain.steps);
    }, 120_000);
  });
}

/** Every string leaf of a JSON value. */
function strings(v: JsonValue): string[] {
  if (typeof v === 'string') return [v];
  if (Array.isArray(v)) return v.flatMap((x: JsonValue) => strings(x));
  if (v !== null && typeof v === 'object') return Object.values(v).flatMap((x) => strings(x));
  return [];
}
