/**
 * How the app ends a match, in Chromium (src/app/match/controller.ts, outcome.ts; the end screen
 * `parley-match-end`): two real sessions over the in-memory transport with the app's IndexedDB
 * store (./live-pair.ts). Each way a session can stop maps to an honest verdict and words:
 *
 * - an early timeout claim: the claimant's end screen first says the accused seat withheld the proof
 *   of its hidden cards; the accused seat's move answers the claim, and the claimant's verdict and
 *   stored outcome are dropped while the match goes on;
 * - a desync: the seat that found it shows the verdict of its evidence file, the other seat the
 *   verdict of its own transcript through the message the notice is about (a false notice names
 *   its signer); both stops and verdicts survive a reopen (evidence kept in IndexedDB);
 * - a claim crossing the accused seat's move: void on both sides, the match goes on;
 * - a version skew: no verdict, a clear error.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../components/parley-match-end.ts';
import type { ParleyMatchEnd } from '../../components/parley-match-end.ts';
import { MatchController } from '../../src/app/match/controller.ts';
import {
  endPlan,
  endWinner,
  endWords,
  explain,
  noticeVerdict,
} from '../../src/app/match/outcome.ts';
import { replayMatch } from '../../src/app/match/replay.ts';
import { storedMatchFile } from '../../src/app/match/files.ts';
import { loadRecord } from '../../src/app/records.ts';
import { IdbSessionStore } from '../../src/app/store-idb.ts';
import { asVerdict } from '../../src/app/screens/match-screen.ts';
import { seededRng } from '../../protocol/seeded-rng.ts';
import { randomDriver } from '../../src/cli/duel.ts';
import { secretsOf } from '../../src/app/match/setup.ts';
import { fromHex, messageHash, signMessage, type Header } from '../../protocol/index.ts';
import { ControlFrames, verifyMatch, type Stop } from '../../protocol/session/index.ts';
import { requireGame } from '../../src/games/index.ts';
import { liesStateHash } from '../cheats/clients.ts';
import { lengthOf, livePair, type Pair, type Seat } from './live-pair.ts';

const PARAGONS = requireGame('paragons');
const PARAGONS_LOCKSTEP = PARAGONS.lockstep;

const WAIT = { timeout: 30_000, interval: 20 };

/** A pair played until B owes a move (both bots paused); A's own timeout is `timeoutA`. */
async function bOwes(seed: number, timeoutA: number, answering = false): Promise<Pair> {
  const p = await livePair({ seed, timeoutMs: { A: timeoutA } });
  // With `answering`, B owes an answer to A's latest message (not a second message of its own
  // run): the keys, hence the shuffles, are new each run, so the stopping point must say so.
  const lastFromA = (): boolean => p.sessions.B.matchFile().messages.at(-1)?.from === 'A';
  await p.run(
    () => lengthOf(p.sessions.A) >= 16 && p.sessions.B.canAct() && (!answering || lastFromA()),
  );
  p.playing.clear();
  await p.settle();
  expect(p.sessions.A.expected()).to.equal('B');
  return p;
}

/** A controller for one human seat of the pair, following its session. */
function controllerOf(p: Pair, seat: Seat, session = p.sessions[seat]): MatchController {
  const c = new MatchController(p.record, [seat], PARAGONS);
  c.addSession(seat, session);
  return c;
}

/** The end screen as the match screen renders it for `seat`. */
async function endScreen(c: MatchController, seat: Seat): Promise<ShadowRoot> {
  const v = c.verdict;
  const el = await fixture<ParleyMatchEnd>(
    html`<parley-match-end
      .winner=${c.winner(seat)}
      .viewer=${seat}
      .names=${c.record.names}
      .verdict=${v ? asVerdict(v) : null}
      .explanation=${c.explanation}
    ></parley-match-end>`,
  );
  return el.shadowRoot!;
}

const text = (root: ShadowRoot, sel: string): string =>
  (root.querySelector(sel)?.textContent ?? '').replace(/\s+/g, ' ').trim();

describe('the end of a match in the app', () => {
  it('maps every stop kind to a verdict plan, and the winner only to a result', () => {
    const stop = (kind: Stop['kind'], player: string | null): Stop => ({
      kind,
      index: 7,
      player,
      reason: 'why',
      code: kind === 'violation' ? 'illegal-move' : kind,
    });
    expect(endPlan(null)).to.deep.equal({ kind: 'verify' });
    expect(endPlan(stop('violation', 'B'))).to.deep.equal({
      kind: 'verdict',
      verdict: { verdict: 'violation', index: 7, player: 'B', reason: 'why', code: 'illegal-move' },
    });
    expect(endPlan(stop('desync', 'B'))).to.deep.equal({ kind: 'verify-evidence' });
    expect(endPlan(stop('desync', null))).to.deep.equal({ kind: 'verify-notice', index: 7 });
    // The peer's notice about message 7, judged on this seat's transcript through message 7.
    const fault = { verdict: 'violation', index: 5, player: 'A', reason: 'r', code: 'x' } as const;
    expect(noticeVerdict(fault, 7, 'B')).to.equal(fault);
    const owing = {
      verdict: 'incomplete',
      index: 8,
      player: 'B',
      reason: 'r',
      code: 'owing',
    } as const;
    expect(noticeVerdict(owing, 7, 'B')).to.deep.include({
      verdict: 'violation',
      index: 7,
      player: 'B',
      code: 'false-desync',
    });
    expect(noticeVerdict(owing, 7, null)).to.deep.include({ verdict: 'incomplete', player: null });
    expect(endPlan(stop('version-skew', null))).to.deep.equal({ kind: 'none' });
    expect(endWinner('A', null, null)).to.equal('A');
    expect(endWinner('A', stop('violation', 'B'), null)).to.equal('A');
    for (const k of ['desync', 'version-skew'] as const) {
      expect(endWinner('A', stop(k, null), null), k).to.equal(null);
    }
    const skew = explain({
      verdict: null,
      stop: stop('version-skew', null),
      viewer: 'A',
      seat: 'A',
      peer: 'B',
      names: {},
    });
    expect(skew?.words).to.match(/^Your friend runs a different version of Parley/);
    expect(
      explain({ verdict: null, stop: null, viewer: 'A', seat: 'A', peer: 'B', names: {} }),
    ).to.equal(null);
  });

  it('the replay of a fair file runs to the end with nothing to add', async () => {
    const file = (await (await fetch('/test/fixtures/match-seed1.json')).json()) as {
      messages: unknown[];
    };
    const r = replayMatch(file, PARAGONS);
    expect(r.stoppedAt).to.equal(null);
    expect(r.end).to.equal('');
    expect(r.steps.length).to.equal(file.messages.length + 1);
    expect(r.omniscient).to.equal(true);
  });

  it('an early claim (2 s into 120 s): the claimant first ends the match (B withheld its proof), then B’s move answers the claim, and the verdict and stored outcome are dropped while the match goes on', async () => {
    // A is a modified client whose timeout is 2 s; B plays by the rules (120 s).
    const p = await bOwes(3, 2_000);
    const { A: a, B: b } = p.sessions;
    const ca = controllerOf(p, 'A');
    p.link.cut(); // the answer cannot come back before A's first verdict
    p.clock.advance(2_000);
    await ca.claim('A');
    await waitUntil(() => ca.verdict !== null && !ca.verifyingNow, 'first verdict', WAIT);
    expect(ca.verdict).to.deep.include({ verdict: 'incomplete', player: 'B', code: 'timeout' });
    expect(ca.explanation?.title).to.equal('Proof of hidden cards withheld');
    expect(ca.explanation?.words).to.match(
      /^Bot \(Normal\) stopped answering before the match ended, so its final reveal, the proof of its hidden cards .* never came\. Nobody can check that Bot \(Normal\) played fair\. This match is not counted as won by Bot \(Normal\)\.$/,
    );
    const claimAt = lengthOf(a) - 1;
    expect((await loadRecord(p.record.id))?.outcome).to.deep.include({ withheld: 'B' });
    // The end screen's words: the claimant won on time, the accused lost on time.
    const words = (viewer: Seat) =>
      endWords({
        game: PARAGONS.words.ending(a.state, viewer, ca.record.names),
        claim: a.lockstep.claim,
        stop: a.stopped,
        winner: ca.winner('A'),
        stateWinner: null,
        viewer,
        names: ca.record.names,
      });
    expect(words('A')).to.deep.equal({
      headline: 'You won',
      reason: 'Bot (Normal) was out of time: you claimed the win (timeout).',
    });
    expect(words('B')).to.deep.equal({
      headline: 'You lost',
      reason: 'You were out of time: Ana claimed the win (timeout).',
    });
    p.link.restore();
    await p.settle();
    // Before: B disputed, and the claimant's verdict blamed nobody. Now B holds the claim.
    expect(b.claimAgainst).to.deep.include({ i: claimAt, from: 'A' });
    const move = randomDriver(PARAGONS)(secretsOf(p.record, 'B')).decide(b.state, seededRng(5));
    await b.act(move);
    await p.settle();
    expect(b.claimAgainst).to.equal(null);
    await waitUntil(() => ca.verdict === null && ca.explanation === null, 'reopened', WAIT);
    expect(a.finished).to.equal(false);
    expect(a.matchFile().messages[claimAt]).to.deep.include({ from: 'B' });
    expect(a.matchFile()).to.deep.equal(b.matchFile());
    expect((await loadRecord(p.record.id))?.outcome).to.equal(undefined);
    ca.close();
    p.close();
  });

  it('a desync: the seat that found it shows its evidence file’s verdict, the other its own transcript’s (which names the liar); both survive a reopen', async () => {
    const p = await livePair({ seed: 5, tamper: { B: liesStateHash(8) } });
    await p.run(() => p.sessions.A.stopped !== null);
    await p.settle();
    const { A: a, B: b } = p.sessions;
    expect(a.stopped).to.deep.include({ kind: 'desync', player: 'B' });
    expect(b.stopped).to.deep.include({ kind: 'desync', player: null });
    const i = a.stopped!.index!;
    const ca = controllerOf(p, 'A');
    await waitUntil(() => ca.verdict !== null && !ca.verifyingNow, 'A verdict', WAIT);
    // The evidence file (A's transcript with B's message in place) names B's state hash.
    expect(ca.verdict).to.deep.include({
      verdict: 'violation',
      index: i,
      player: 'B',
      code: 'state-mismatch',
    });
    expect(ca.explanation?.title).to.equal('Desync: rule broken');
    expect(ca.matchFile()).to.deep.equal(a.evidenceFile()); // the export proves the stop
    expect(ca.explanation?.words).to.match(
      /^The two apps disagree about the game state \(desync\)\. Bot \(Normal\)'s message \d+ claims/,
    );
    expect(ca.winner('A')).to.equal(null);
    // B (the lying client) got A's notice: its own transcript through message i shows the lie.
    const cb = controllerOf(p, 'B');
    await waitUntil(() => cb.verdict !== null && !cb.verifyingNow, 'B verdict', WAIT);
    expect(cb.verdict).to.deep.include({
      verdict: 'violation',
      index: i,
      player: 'B',
      code: 'state-mismatch',
    });
    expect(cb.explanation?.words).to.contain(
      `Ana's app said it could not reproduce the state after your message ${i}. ` +
        'Replaying the match up to that message finds the fault shown below.',
    );
    const root = await endScreen(cb, 'B');
    expect(text(root, '.verdict strong')).to.equal('Desync: rule broken');
    expect(text(root, '.verdict .detail')).to.match(
      new RegExp(`^Verification: You cheated at message ${i}: stateHash`),
    );
    // The replay of either file stops at the message whose state hash disagrees, and says so.
    for (const f of [a.evidenceFile(), b.matchFile()]) {
      const r = replayMatch(JSON.parse(JSON.stringify(f)), PARAGONS);
      expect(r.stoppedAt).to.equal(i);
      expect(r.steps.at(-1)!.index).to.equal(i);
      expect(r.steps.at(-1)!.label).to.match(
        /^Bot \(Normal\): .+ \(its state hash is not the state the rules reach\)$/,
      );
      expect(r.end).to.equal(
        `After message ${i} the two apps disagree about the game state: Bot (Normal)'s message ` +
          'claims a state the rules do not reach. The replay stops there.',
      );
    }
    ca.close();
    cb.close();
    p.close();
    // A reload restores both stops from IndexedDB, and the stored verdicts are shown as they were.
    const again = { A: await p.reopen('A'), B: await p.reopen('B') };
    expect(again.A.stopped).to.deep.equal(a.stopped);
    expect(again.B.stopped).to.deep.equal(b.stopped);
    expect(again.A.evidenceFile()).to.deep.equal(a.evidenceFile());
    // The stored match (history export, verify page) is the evidence file too.
    expect(await storedMatchFile(p.record.id)).to.deep.equal(a.evidenceFile());
    const record = (await loadRecord(p.record.id))!;
    const ra = new MatchController(record, ['A'], PARAGONS);
    ra.addSession('A', again.A);
    await waitUntil(() => ra.explanation !== null, 'A explained', WAIT);
    expect(ra.verdict).to.deep.include({
      verdict: 'violation',
      player: 'B',
      code: 'state-mismatch',
    });
    ra.close();
    again.B.close();
  });

  it('a false desync notice (about the message B owes an answer to) names its signer', async () => {
    const p = await bOwes(13, 120_000, true);
    const a = p.sessions.A;
    const file = a.matchFile();
    const last = file.messages.at(-1)!;
    expect(last.from).to.equal('A'); // B owes the answer to it
    const keyB = fromHex(p.record.seats.B!.secretKey, 32);
    const notice = await new ControlFrames(file.header, 'B', keyB).signDesync(
      last.i,
      messageHash(last),
      '0'.repeat(64),
    );
    p.link.b.send(JSON.stringify(notice)); // B's app says it cannot reproduce A's state: a lie
    await p.settle();
    expect(a.stopped).to.deep.include({ kind: 'desync', index: last.i, player: null });
    const ca = controllerOf(p, 'A');
    await waitUntil(() => ca.verdict !== null && !ca.verifyingNow, 'A verdict', WAIT);
    // Before: incomplete, nobody named, so B escaped the timeout it was running into.
    expect(ca.verdict).to.deep.include({
      verdict: 'violation',
      index: last.i,
      player: 'B',
      code: 'false-desync',
    });
    expect(ca.winner('A')).to.equal(null);
    expect(ca.explanation?.title).to.equal('Desync: false notice');
    expect(ca.explanation?.words).to.equal(
      "The two apps disagree about the game state (desync). Bot (Normal)'s app said it could not " +
        `reproduce the state after your message ${last.i}, but replaying the match up ` +
        'to that message reaches exactly the state it carries: the notice is false. The signed ' +
        'notice is kept as evidence. This match has no winner on record.',
    );
    ca.close();
    p.close();
  });

  it('a storage failure while taking the peer’s message reaches the controller’s error, and the match goes on', async () => {
    const p = await livePair({ seed: 15, tamper: { B: liesStateHash(6) } });
    const ca = controllerOf(p, 'A');
    const keep = IdbSessionStore.prototype.keepEvidence;
    let full = true;
    IdbSessionStore.prototype.keepEvidence = function (this: IdbSessionStore, e) {
      return full ? Promise.reject(new Error('the disk is full')) : keep.call(this, e);
    };
    try {
      await p.run(() => ca.error !== null);
      expect(ca.error).to.equal('the disk is full');
      expect(p.sessions.A.stopped).to.equal(null); // nothing acted on unstored
      full = false;
      p.clock.advance(1_000); // B resends its message
      await p.settle();
      expect(p.sessions.A.stopped).to.deep.include({ kind: 'desync', player: 'B' });
    } finally {
      IdbSessionStore.prototype.keepEvidence = keep;
    }
    ca.close();
    p.close();
  });

  it('the stored export of a stop on a second message for a held index is the whole transcript with it as the fork, and verifies as the violation', async () => {
    const p = await livePair({ seed: 11 });
    await p.run(() => lengthOf(p.sessions.A) >= 12);
    p.playing.clear();
    await p.settle();
    p.close();
    const file = p.sessions.A.matchFile();
    const held = file.messages.find(
      (m) => m.from === 'B' && m.i >= 3 && m.i < file.messages.length - 1,
    )!;
    // B's second signed message for index held.i (another state hash: a different message).
    const { i, prev, from, body } = held;
    const stateHash = (held.stateHash[0] === '0' ? '1' : '0') + held.stateHash.slice(1);
    const key = fromHex(p.record.seats.B!.secretKey);
    const second = await signMessage({ i, prev, from, body, stateHash }, key);
    const stop: Stop = {
      kind: 'violation',
      index: held.i,
      player: 'B',
      reason: 'B signed a second message',
      code: 'equivocation',
    };
    await new IdbSessionStore(p.record.id, 'A').keepEvidence({ stop, message: second });
    // Before: the file was cut at the second message's index with it in place (then: the whole
    // transcript alone, which verified as "incomplete", blaming nobody for the second message).
    const exported = await storedMatchFile(p.record.id);
    expect(exported).to.deep.equal({ ...file, fork: second });
    const verdict = await verifyMatch(JSON.parse(JSON.stringify(exported)), PARAGONS_LOCKSTEP);
    expect(verdict).to.deep.include({
      verdict: 'violation',
      index: held.i,
      player: 'B',
      code: 'equivocation',
    });
  });

  it('a claim crossing the accused seat’s move 3 s into its 120 s: void on both sides, nothing stops, the claimant takes the move', async () => {
    const p = await bOwes(7, 3_000);
    const { A: a, B: b } = p.sessions;
    p.clock.advance(3_000);
    p.link.cut(); // both messages for the same index are under way at once
    const move = randomDriver(PARAGONS)(secretsOf(p.record, 'B')).decide(b.state, seededRng(5));
    await Promise.all([a.claimTimeout(), b.act(move)]);
    const i = lengthOf(b) - 1;
    p.link.restore();
    await p.settle();
    p.clock.advance(1_000);
    await p.settle();
    // Before: B stopped (claim-crossed), blaming nobody.
    expect(a.stopped).to.equal(null);
    expect(b.stopped).to.equal(null);
    expect(lengthOf(a)).to.be.greaterThan(i);
    expect(a.matchFile().messages[i]).to.deep.equal(b.matchFile().messages[i]);
    expect(a.matchFile().messages[i]!.from).to.equal('B');
    expect(a.finished || b.finished).to.equal(false);
    p.close();
  });

  it('a version skew: no verdict, a clear error instead', async () => {
    const rename = (h: Header): Header => ({
      ...h,
      players: h.players.map((x) => (x.seat === 'A' ? { ...x, name: 'Someone else' } : x)),
    });
    const p = await livePair({ seed: 9, header: { B: rename } });
    await p.settle();
    await waitUntil(
      () => p.sessions.A.stopped !== null && p.sessions.B.stopped !== null,
      'skew',
      WAIT,
    );
    expect(p.sessions.A.stopped).to.deep.include({ kind: 'version-skew', player: null });
    const ca = controllerOf(p, 'A');
    await waitUntil(() => ca.explanation !== null && !ca.verifyingNow, 'explained', WAIT);
    expect(ca.verdict).to.equal(null);
    expect(ca.explanation?.title).to.equal('Different versions of Parley');
    expect(ca.explanation?.words).to.match(
      /^Your friend runs a different version of Parley, so this match cannot go on and has no verdict \(B runs .+\)\. Both of you: reload the page \(or update Parley\), then start a new match\.$/,
    );
    expect(ca.winner('A')).to.equal(null);
    const root = await endScreen(ca, 'A');
    expect(text(root, '[data-testid="match-end-problem"] strong')).to.equal(
      'Different versions of Parley',
    );
    expect(root.querySelector('progress')).to.equal(null);
    expect(root.querySelector('[data-testid="match-end-verdict"]')).to.equal(null);
    const stored = await loadRecord(p.record.id);
    expect(stored?.outcome).to.deep.include({
      verdict: null,
      winner: null,
      basis: '0:version-skew',
    });
    ca.close();
    p.close();
  });
});
