/**
 * Costs of the fairness core (protocol/), and of a fair private deal of 30 cards against the same
 * deal done with mental-poker masking (bench/baselines/mental-poker.ts). docs/protocol.md,
 * "Performance", says what each figure includes.
 */
import {
  HashChain,
  PlayerSecrets,
  Transcript,
  acceptElement,
  canonicalMultiset,
  chainKey,
  chainStep,
  checkChainSeed,
  commit,
  eventRandomness,
  fromHex,
  equalBytes,
  openCommitment,
  privCommitment,
  publicKeyOf,
  sha256,
  signingBytes,
  sign,
  startChain,
  toHex,
  uniform,
  utf8,
  verify,
  type Ed25519Backend,
  type Opening,
} from '../../protocol/index.ts';
import { CARD_KIND, privateIndices, slotContext, slotSalt } from '../../protocol/session/draws.ts';
import { cardTable, deck30, mentalPokerDeal } from '../baselines/mental-poker.ts';
import { microsPerCall, microsPerCallAsync, type Metric } from '../metric.ts';

const MATCH = 'bench-match-0001';

/** A match id of the real shape (`newMatchId` in src/app/match/setup.ts: `m` + 128 bits hex). */
const DEAL_MATCH = `m${'5e'.repeat(16)}`;

/**
 * The random events of a deal of `cards` private draws as Paragons makes them (src/games/paragons/
 * draws.ts, `requestDraw`): the opening hand of 5 is one event of 5 draws, every later draw its
 * own event of 1. 30 cards: 26 events.
 */
export function dealEvents(cards: number): number[] {
  const first = Math.min(5, cards);
  return [first, ...Array.from({ length: cards - first }, () => 1)];
}

/** A private draw as its owner keeps it: where it came from and the commitment's opening. */
interface DealtSlot {
  readonly commitment: string;
  readonly opening: Opening;
}

/**
 * One fair private deal of a 30-card deck to seat A, with both sides' CPU, doing what a real match
 * does for these draws (protocol/session/lockstep.ts, draws.ts, ledger.ts) with each required
 * computation done once per side. Bytes cross between the sides as the hex of the body convention
 * and are decoded on arrival; signatures and transport are left out (the baseline has neither).
 *
 * - Setup, both seats: secrets and a hash chain exactly as long as the deal's events (the deal's
 *   share of a match's chain: one creation step, about one rebuild step and, for the other side,
 *   one check at reveal and one at the final seed check per element), tips and privSeed
 *   commitments.
 * - Per event (26: the hand of 5, then 25 single draws): each seat reveals its element and checks
 *   the other's against its chain; each computes `R_k`.
 * - Per draw (30), A: the draw secret and index (`privateIndices`, keyed by the raw privSeed as the
 *   session does), the slot commitment `card#j` with context `{matchId, owner, slot}`.
 * - Per draw, B: when the card is shown, decodes and checks the opening (`openCommitment`).
 * - End: A reveals its seeds and B checks the privSeed commitment, the chain seed and, per draw,
 *   the salt and the draw re-derived from `R_k` (so each commitment is the card the randomness
 *   gave); A checks B's chain seed.
 *
 * Returns the dealt ids in draw order; throws if any check fails.
 */
export function fairDeal30(ids: readonly string[]): string[] {
  const events = dealEvents(ids.length);
  const n = events.length;
  // Setup: each seat's secrets, chain tip and privSeed commitment, published as hex.
  const A = PlayerSecrets.create(DEAL_MATCH, 'A', { chainLength: n });
  const B = PlayerSecrets.create(DEAL_MATCH, 'B', { chainLength: n });
  const setupA = A.setup();
  const setupB = B.setup();
  let chainAatB = startChain(DEAL_MATCH, 'A', fromHex(setupA.chainTip, 32), n); // B's view of A
  let chainBatA = startChain(DEAL_MATCH, 'B', fromHex(setupB.chainTip, 32), n); // A's view of B
  const deck = canonicalMultiset(ids); // A's remaining deck, canonical order
  const dealt: string[] = [];
  const slots: DealtSlot[] = [];
  const randomnessAtB: Uint8Array[] = [];
  let j = 0;
  for (let e = 0; e < n; e++) {
    const k = e + 1;
    const count = events[e]!;
    // Each seat reveals its element; the other decodes it and checks it against the chain.
    const eA = fromHex(A.element(k).element, 32);
    const eB = fromHex(B.element(k).element, 32);
    chainAatB = acceptElement(chainAatB, k, eA);
    chainBatA = acceptElement(chainBatA, k, eB);
    // R_k on both sides (B's copy is what its ledger keeps and the final check uses).
    const R = eventRandomness(DEAL_MATCH, k, [A.elementBytes(k), eB]);
    randomnessAtB.push(eventRandomness(DEAL_MATCH, k, [eA, B.elementBytes(k)]));
    // A: the draw indices and a slot commitment per drawn card.
    const indices = privateIndices(R, A.privSeed, j, count, deck.length);
    for (const index of indices) {
      const card = deck.splice(index, 1)[0]!;
      const ctx = slotContext(DEAL_MATCH, 'A', `1/A${j}`);
      const c = commit(CARD_KIND, ctx, card.id, { privSeed: A.privSeed, index: j });
      slots.push({ commitment: c.commitment, opening: c.opening });
      dealt.push(card.id);
      j++;
    }
  }
  // B: each card's opening, checked when A shows the card (its commitment arrived as hex).
  for (const s of slots) openCommitment(fromHex(s.commitment, 32), s.opening);
  // End: both reveal their seeds (hex); B checks A's, A checks B's chain seed.
  const revealA = A.reveal();
  const privSeed = fromHex(revealA.privSeed, 32);
  if (!equalBytes(privCommitment(DEAL_MATCH, 'A', privSeed), fromHex(setupA.priv, 32))) {
    throw new Error('privSeed does not match its commitment');
  }
  checkChainSeed(chainAatB, fromHex(revealA.chainSeed, 32));
  checkChainSeed(chainBatA, fromHex(B.reveal().chainSeed, 32));
  const again = canonicalMultiset(ids);
  let next = 0;
  for (let e = 0; e < n; e++) {
    const count = events[e]!;
    const indices = privateIndices(randomnessAtB[e]!, privSeed, next, count, again.length);
    for (const index of indices) {
      const s = slots[next]!;
      if (s.opening.salt !== toHex(slotSalt(privSeed, next))) throw new Error('salt');
      if (s.opening.value !== again.splice(index, 1)[0]!.id) throw new Error('not the drawn card');
      next++;
    }
  }
  return dealt;
}

async function signatureMetrics(backend: Ed25519Backend, suffix: string): Promise<Metric[]> {
  const secretKey = sha256(utf8('bench key'));
  const publicKey = publicKeyOf(secretKey);
  const header = {
    matchId: MATCH,
    protocolVersion: 'parley/v1',
    game: { id: 'paragons', rulesVersion: '1', cardSetHash: '00'.repeat(32) },
    players: [
      { seat: 'A', name: 'A', publicKey: toHex(publicKey) },
      { seat: 'B', name: 'B', publicKey: toHex(publicKeyOf(sha256(utf8('other')))) },
    ],
  };
  const t = Transcript.start(header);
  const body = {
    action: { type: 'play', card: 'c12', target: 3 },
    chain: [{ k: 7, element: '11'.repeat(32) }],
  };
  const m = await t.sign('A', body, '22'.repeat(32), secretKey, backend);
  const bytes = signingBytes(m);
  const sig = fromHex(m.sig);
  const signUs = await microsPerCallAsync(() => sign(bytes, secretKey, backend));
  const verifyUs = await microsPerCallAsync(() => verify(sig, bytes, publicKey, backend));
  return [
    { name: `protocol.signUs${suffix}`, value: signUs, unit: 'us' },
    { name: `protocol.verifySigUs${suffix}`, value: verifyUs, unit: 'us' },
  ];
}

function primitiveMetrics(): Metric[] {
  const privSeed = sha256(utf8('bench priv'));
  let index = 0;
  const commitUs = microsPerCall(() => {
    commit('card', { matchId: MATCH, owner: 'A', slot: index }, 'card-07', { privSeed, index });
    index++;
  });
  const key = chainKey({ matchId: MATCH, seat: 'A', generation: 0 });
  let e = sha256(utf8('e'));
  const chainStepUs = microsPerCall(() => {
    e = chainStep(key, e);
  });
  const seedA = sha256(utf8('chain A'));
  const seedB = sha256(utf8('chain B'));
  const ca = HashChain.create(seedA, { matchId: MATCH, seat: 'A', generation: 0 }, 4096);
  const cb = HashChain.create(seedB, { matchId: MATCH, seat: 'B', generation: 0 }, 4096);
  let sa = startChain(MATCH, 'A', ca.tip, 4096);
  let sb = startChain(MATCH, 'B', cb.tip, 4096);
  let k = 0;
  const randomEventUs = microsPerCall(() => {
    k++;
    if (k > 4096) {
      k = 1;
      sa = startChain(MATCH, 'A', ca.tip, 4096);
      sb = startChain(MATCH, 'B', cb.tip, 4096);
    }
    const ea = ca.element(k);
    const eb = cb.element(k);
    sa = acceptElement(sa, k, ea);
    sb = acceptElement(sb, k, eb);
    uniform(eventRandomness(MATCH, k, [ea, eb]), 30);
  });
  const chain4096Ms =
    microsPerCall(
      () => HashChain.create(seedA, { matchId: MATCH, seat: 'A', generation: 0 }, 4096),
      300,
      2,
    ) / 1000;
  return [
    { name: 'protocol.commitUs', value: commitUs, unit: 'us' },
    { name: 'protocol.chainStepUs', value: chainStepUs, unit: 'us' },
    { name: 'protocol.randomEventUs', value: randomEventUs, unit: 'us' },
    { name: 'protocol.chainCreate4096Ms', value: chain4096Ms, unit: 'ms' },
  ];
}

/**
 * Wall-clock and CPU (process.cpuUsage, user + system) milliseconds per call of `fn`, over at least
 * `minMs` of wall clock after `warmup` calls. On a shared machine the CPU figure is the steadier.
 */
function msPerCall(fn: () => void, minMs: number, warmup: number): { wall: number; cpu: number } {
  for (let i = 0; i < warmup; i++) fn();
  const cpu0 = process.cpuUsage();
  const start = performance.now();
  let iterations = 0;
  do {
    fn();
    iterations++;
  } while (performance.now() - start < minMs);
  const wall = (performance.now() - start) / iterations;
  const cpu = process.cpuUsage(cpu0);
  return { wall, cpu: (cpu.user + cpu.system) / 1000 / iterations };
}

function dealMetrics(): Metric[] {
  const ids = deck30();
  const fair = fairDeal30(ids);
  const table = cardTable(ids);
  const poker = mentalPokerDeal(table);
  const whole = [...ids].sort().join();
  if ([...fair].sort().join() !== whole || [...poker].sort().join() !== whole) {
    throw new Error('a deal did not deal the whole deck');
  }
  const f = msPerCall(() => fairDeal30(ids), 1000, 50);
  const p = msPerCall(() => mentalPokerDeal(table), 3000, 2);
  return [
    { name: 'protocol.fairDeal30Ms', value: f.wall, unit: 'ms' },
    { name: 'protocol.mentalPokerDeal30Ms', value: p.wall, unit: 'ms' },
    { name: 'protocol.fairDealSpeedupVsMentalPoker', value: p.wall / f.wall, unit: 'x' },
    { name: 'protocol.fairDeal30CpuMs', value: f.cpu, unit: 'ms' },
    { name: 'protocol.mentalPokerDeal30CpuMs', value: p.cpu, unit: 'ms' },
    { name: 'protocol.fairDealSpeedupVsMentalPokerCpu', value: p.cpu / f.cpu, unit: 'x' },
  ];
}

/** Runs the protocol suite. */
export async function run(): Promise<Metric[]> {
  return [
    ...primitiveMetrics(),
    ...(await signatureMetrics('auto', '')),
    ...(await signatureMetrics('noble', 'Noble')),
    ...dealMetrics(),
  ];
}
