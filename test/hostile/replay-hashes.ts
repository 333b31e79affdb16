/**
 * The determinism check (requirement "Determinism"): replays a match file message by message in the
 * omniscient view the final reveals allow (as `verifyMatch` does) and lists, after each message,
 * the public state hash and the hash of the whole state (every hidden card included). Node
 * (test/hostile/determinism.test.ts) and Chromium (test/browser/hostile-determinism.test.ts) both
 * compare the list with test/fixtures/match-seed1.hashes.json. No Node imports: it runs in both.
 */
import { Lockstep, learnFromReveals } from '../../protocol/session/index.ts';
import { decodeHeader, type Message } from '../../protocol/transcript.ts';
import { hashCanonical } from '../../src/engine/index.ts';
import type { MatchAction, MatchState } from '../../src/games/paragons/match/types.ts';
import type { LockstepGame } from '../../protocol/session/index.ts';
import { requireGame } from '../../src/games/index.ts';

const PARAGONS_LOCKSTEP = requireGame('paragons').lockstep as LockstepGame<MatchState, MatchAction>;

/** After message `i` (-1: the start): the public hash and the whole-state hash. */
export type HashStep = readonly [i: number, publicHash: string, stateHash: string];

/** The hash list of a match file (untrusted JSON of an honest, finished match). */
export function replayHashes(file: unknown): HashStep[] {
  const f = file as { header: unknown; messages: Message[] };
  const header = decodeHeader(f.header);
  const { seeds, know } = learnFromReveals(header, f.messages, PARAGONS_LOCKSTEP.finalKinds);
  let core = Lockstep.start(PARAGONS_LOCKSTEP, header, seeds, know);
  const step = (i: number): HashStep => [
    i,
    PARAGONS_LOCKSTEP.publicHash(core.state),
    hashCanonical(core.state),
  ];
  const out: HashStep[] = [step(-1)];
  for (const m of f.messages) {
    core = core.receive(m.from, m.body);
    out.push(step(m.i));
  }
  return out;
}
