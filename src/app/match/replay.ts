/**
 * Step-by-step replay of a match file for the verify page. The replay knows what the final
 * reveals let any verifier know (protocol/session `learnFromReveals`): in a finished, fair match
 * both seats revealed their seeds and deck openings, so the replay is omniscient — it shows the
 * whole match, but only because the match is over. Without the reveals it is a spectator's view
 * (no hidden card). The replay stops at the first message it cannot apply.
 */
import { Lockstep, learnFromReveals } from '../../../protocol/session/index.ts';
import { decodeHeader, type Message } from '../../../protocol/transcript.ts';
import { PARAGONS_LOCKSTEP } from '../../games/paragons/session/adapter.ts';
import type { MatchAction, MatchState } from '../../games/paragons/match/types.ts';

/** One step of a replay: the state after message `index` (-1: before any message). */
export interface ReplayStep {
  readonly index: number;
  readonly state: MatchState;
  readonly label: string;
}

/** A replay: every step, whether it shows hidden cards, and where it stopped early. */
export interface Replay {
  readonly steps: readonly ReplayStep[];
  readonly omniscient: boolean;
  readonly stoppedAt: number | null;
}

function labelOf(m: Message): string {
  const b = m.body;
  const move = b.move as { type?: unknown } | undefined;
  if (move && typeof move.type === 'string') return `${m.from}: ${move.type}`;
  if (b.claim !== undefined) return `${m.from}: claims a timeout win`;
  if (b.concede !== undefined) return `${m.from}: concedes`;
  if (b.reveal !== undefined) return `${m.from}: reveals its seeds`;
  return `${m.from}: randomness`;
}

/** Replays `file` (untrusted JSON); throws only when the header itself is unreadable. */
export function replayMatch(file: unknown): Replay {
  const f = file as { header?: unknown; messages?: unknown };
  const header = decodeHeader(f.header);
  const msgs = Array.isArray(f.messages) ? (f.messages as Message[]) : [];
  const raws = msgs.map((m) => (typeof m === 'object' && m !== null ? m : {}));
  const { seeds, know } = learnFromReveals(header, raws, PARAGONS_LOCKSTEP.finalKinds);
  let core = Lockstep.start<MatchState, MatchAction>(PARAGONS_LOCKSTEP, header, seeds, know);
  const steps: ReplayStep[] = [{ index: -1, state: core.state, label: 'The start' }];
  let stoppedAt: number | null = null;
  for (const m of msgs) {
    try {
      core = core.receive(m.from, m.body);
    } catch {
      stoppedAt = m.i;
      break;
    }
    steps.push({ index: m.i, state: core.state, label: labelOf(m) });
  }
  return { steps, omniscient: seeds.size === header.players.length, stoppedAt };
}
