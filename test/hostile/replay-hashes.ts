/**
 * The determinism check (requirement "Determinism"): replays a match file message by message in the
 * omniscient view the final reveals allow (as `verifyMatch` does), by the rules of the registered
 * game its header names, and lists, after each message, the public state hash and the hash of the
 * whole state (every hidden card included). Node (test/hostile/determinism.test.ts) and Chromium
 * (test/browser/hostile-determinism.test.ts) both compare the list of every registered game's
 * fixture ({@link determinismFixture}) with the committed one. No Node imports: it runs in both.
 */
import { Lockstep, learnFromReveals } from '../../protocol/session/index.ts';
import { decodeHeader, type Message } from '../../protocol/transcript.ts';
import { hashCanonical } from '../../src/engine/index.ts';
import type { LockstepGame } from '../../protocol/session/index.ts';
import { gameOfFile, isGameLookupError } from '../../src/games/index.ts';

/** After message `i` (-1: the start): the public hash and the whole-state hash. */
export type HashStep = readonly [i: number, publicHash: string, stateHash: string];

/** A game's determinism fixture: a committed match file and the hash list of its replay. */
export interface DeterminismFixture {
  /** The match file, as `npm run simulate -- --game <id> --seed <seed> --out <match>` wrote it. */
  readonly match: string;
  readonly seed: number;
  /** Its hash list (`PARLEY_UPDATE_FIXTURES=1 npx vitest run test/hostile/determinism` writes it). */
  readonly hashes: string;
}

/**
 * Paragons' fixture is the draft match of seed 1 (also the `npm run simulate` reference); Authority's
 * the match of seed 3 (632 messages, the shortest of seeds 1–6, so the file stays under 500 KB).
 */
const FIXTURES: Readonly<Record<string, DeterminismFixture>> = {
  paragons: {
    match: 'test/fixtures/match-seed1.json',
    seed: 1,
    hashes: 'test/fixtures/match-seed1.hashes.json',
  },
  authority: {
    match: 'test/fixtures/authority-seed3.json',
    seed: 3,
    hashes: 'test/fixtures/authority-seed3.hashes.json',
  },
};

/** The fixture of game `id`: listed above, else `test/fixtures/<id>-seed1.json` and its hashes. */
export function determinismFixture(id: string): DeterminismFixture {
  return (
    FIXTURES[id] ?? {
      match: `test/fixtures/${id}-seed1.json`,
      seed: 1,
      hashes: `test/fixtures/${id}-seed1.hashes.json`,
    }
  );
}

/** The hash list of a match file (untrusted JSON of an honest, finished match). */
export function replayHashes(file: unknown): HashStep[] {
  const f = file as { header: unknown; messages: Message[] };
  const game = gameOfFile(file);
  if (isGameLookupError(game)) throw new Error(game.message);
  const lockstep = game.lockstep as LockstepGame<unknown, unknown>;
  const header = decodeHeader(f.header);
  const { seeds, know } = learnFromReveals(header, f.messages, lockstep.finalKinds);
  let core = Lockstep.start(lockstep, header, seeds, know);
  const step = (i: number): HashStep => [
    i,
    lockstep.publicHash(core.state),
    hashCanonical(core.state),
  ];
  const out: HashStep[] = [step(-1)];
  for (const m of f.messages) {
    core = core.receive(m.from, m.body);
    out.push(step(m.i));
  }
  return out;
}
