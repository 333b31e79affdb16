/**
 * Step-by-step replay of a match file for the verify page. The replay knows what the final
 * reveals let any verifier know (protocol/session `learnFromReveals`): in a finished, fair match
 * both seats revealed their seeds and deck openings, so the replay is omniscient — it shows the
 * whole match, but only because the match is over. Without the reveals it is a spectator's view
 * (no hidden card). The replay stops at the first message it cannot apply, and at the first
 * message whose `stateHash` is not the state the rules reach (a desync: docs/match-file.md, "State
 * hash"); {@link Replay.end} says in words how the file ends (a timeout claim, a
 * desync, a message that cannot be applied), and names a `fork` the file carries (a second signed
 * message for one step: docs/match-file.md, "File"), which the replay does not apply: the verdict
 * judges it.
 */
import { Lockstep, learnFromReveals } from '../../../protocol/session/index.ts';
import { readFork } from '../../../protocol/session/verify-fork.ts';
import { decodeHeader, type Message } from '../../../protocol/transcript.ts';
import type { GameModule, SeatNames } from '../../engine/module.ts';

/** One step of a replay: the state after message `index` (-1: before any message). */
export interface ReplayStep {
  readonly index: number;
  readonly state: unknown;
  readonly label: string;
}

/** A replay: every step, whether it shows hidden cards, and where it stopped early. */
export interface Replay {
  readonly steps: readonly ReplayStep[];
  readonly omniscient: boolean;
  readonly stoppedAt: number | null;
  /** How the file ends, in words, when not simply with the match played out ('' otherwise). */
  readonly end: string;
}

/**
 * A message in words: who sent it (the header's name) and what it does, the move in the game's
 * words (`words.action`, from the sender's side, on the state before it), else its kind.
 */
function labelOf(m: Message, before: unknown, game: GameModule, names: SeatNames): string {
  const b = m.body;
  const who = names[m.from] ?? `Player ${m.from}`;
  const move = b.move as { type?: unknown } | undefined;
  if (move && typeof move.type === 'string') {
    let words = move.type;
    try {
      words = game.words.action(before, move, m.from);
    } catch {
      // A move the game cannot put in words (another build's) keeps its type.
    }
    return `${who}: ${words}`;
  }
  if (b.claim !== undefined) return `${who}: claims a timeout win`;
  if (b.concede !== undefined) return `${who}: concedes`;
  if (b.reveal !== undefined) return `${who}: reveals its seeds`;
  return `${who}: adds randomness`;
}

/**
 * Replays `file` (untrusted JSON) with `game` (the registry's module of the game its header names);
 * throws only when the header itself is unreadable.
 */
export function replayMatch(file: unknown, game: GameModule): Replay {
  const f = file as { header?: unknown; messages?: unknown };
  const header = decodeHeader(f.header);
  const msgs = Array.isArray(f.messages) ? (f.messages as Message[]) : [];
  const raws = msgs.map((m) => (typeof m === 'object' && m !== null ? m : {}));
  const lockstep = game.lockstep;
  const { seeds, know } = learnFromReveals(header, raws, lockstep.finalKinds);
  let core = Lockstep.start(lockstep, header, seeds, know);
  const names: SeatNames = Object.fromEntries(header.players.map((p) => [p.seat, p.name]));
  const steps: ReplayStep[] = [{ index: -1, state: core.state, label: 'The start' }];
  let stoppedAt: number | null = null;
  let end = '';
  for (const m of msgs) {
    const before = core.state;
    try {
      core = core.receive(m.from, m.body);
    } catch {
      stoppedAt = typeof m?.i === 'number' ? m.i : steps.length - 1;
      end = `Message ${stoppedAt} cannot be applied: the replay stops before it.`;
      break;
    }
    if (lockstep.publicHash(core.state) !== m.stateHash) {
      const label = `${labelOf(m, before, game, names)} (its state hash is not the state the rules reach)`;
      steps.push({ index: m.i, state: core.state, label });
      stoppedAt = m.i;
      end =
        `After message ${m.i} the two apps disagree about the game state: ` +
        `${names[m.from] ?? `Player ${m.from}`}'s ` +
        'message claims a state the rules do not reach. The replay stops there.';
      break;
    }
    steps.push({ index: m.i, state: core.state, label: labelOf(m, before, game, names) });
  }
  if (stoppedAt === null && core.claim !== null) end = claimEnd(core.claim, names);
  const fork = forkNote(file, msgs.length, names);
  if (fork) end = end ? `${end} ${fork}` : fork;
  return { steps, omniscient: seeds.size === header.players.length, stoppedAt, end };
}

/** How a file that ends with a timeout claim ends, in words. */
function claimEnd(c: { by: string; against: string }, names: SeatNames): string {
  const who = (seat: string) => names[seat] ?? `Player ${seat}`;
  return `${who(c.by)} claimed a timeout win: ${who(c.against)} stopped answering.`;
}

/**
 * Words for the file's `fork` (untrusted), read by the verifier's own reader (`readFork`,
 * protocol/session/verify-fork.ts): which step it is a second message for and who signed it; ''
 * when there is none or it is malformed (the verdict says why).
 */
function forkNote(file: unknown, length: number, names: SeatNames): string {
  if (typeof file !== 'object' || file === null) return '';
  const read = readFork(file as Readonly<Record<string, unknown>>, length);
  if (read.kind !== 'fork') return '';
  const { i, from } = read.fork;
  return (
    `The file also holds ${names[from] ?? `Player ${from}`}'s second message ${i} (a fork); the replay shows ` +
    'the first, and the verdict judges both.'
  );
}
