/**
 * The stops the peer's signed control frames cause (docs/match-file.md, "Wire frames"): a desync
 * notice about one of this seat's messages, and a hello showing another header or version. Both
 * frames are checked as authentic by protocol/session/control.ts first; these functions decide,
 * purely, whether and how the session stops on them.
 */
import { messageHash, type Transcript } from '../transcript.ts';
import type { DesyncNotice, Hello, HelloFrame } from './control.ts';
import type { Stop } from './options.ts';

/**
 * The stop on the peer's authentic desync notice `n`, or null when it is noise. It counts when it is
 * about a message `seat` sent and `transcript` holds with that hash, and the notice's sender signed
 * no message after it: such a message links to ours and carried a state hash this seat checked, so
 * the peer did reproduce the state (else a peer owing a move could end the match with a notice about
 * any old message of ours and escape the timeout claim). The stop names nobody: from its own
 * transcript this seat cannot tell which app is wrong (the app judges that: src/app/match/outcome.ts).
 */
export function noticeStop(n: DesyncNotice, transcript: Transcript, seat: string): Stop | null {
  const ms = transcript.messages;
  const m = ms[n.i];
  if (m === undefined || m.from !== seat || messageHash(m) !== n.message) return null;
  for (let k = ms.length - 1; k > n.i; k--) if (ms[k]!.from === n.from) return null;
  const reason =
    `${n.from} could not reproduce the state after this seat's message ${n.i}: ` +
    `its state ${n.stateHash.slice(0, 12)}…, this seat's ${m.stateHash.slice(0, 12)}…`;
  return { kind: 'desync', index: n.i, player: null, reason, code: 'state-mismatch' };
}

/** The stop on the peer's authentic hello `theirs` that does not match `ours`: a version skew. */
export function skewStop(theirs: HelloFrame, ours: Hello): Stop {
  const fmt = (x: Hello): string =>
    `${x.protocolVersion} ${JSON.stringify(x.game)} (header ${x.head.slice(0, 12)}…)`;
  const reason = `${theirs.from} runs ${fmt(theirs)}, this seat ${fmt(ours)}`;
  return { kind: 'version-skew', index: null, player: null, reason, code: 'version-skew' };
}
