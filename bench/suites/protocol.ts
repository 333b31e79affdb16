/**
 * Costs of the fairness core (protocol/), and of a fair private deal of 30 cards against the same
 * deal done with mental-poker masking (bench/baselines/mental-poker.ts). docs/protocol.md,
 * "Performance", says what each figure includes.
 */
import {
  HashChain,
  KeyedPrf,
  PlayerSecrets,
  Transcript,
  acceptElement,
  canonicalMultiset,
  chainKey,
  chainStep,
  checkChainSeed,
  commit,
  commitmentOf,
  deriveSalt,
  drawSecret,
  eventRandomness,
  fromHex,
  equalBytes,
  privCommitment,
  privateDrawIndex,
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
import { cardTable, deck30, mentalPokerDeal } from '../baselines/mental-poker.ts';
import { microsPerCall, microsPerCallAsync, type Metric } from '../metric.ts';

const MATCH = 'bench-match-0001';

/**
 * One fair private deal of all 30 cards to A, both sides' CPU: chains of 30 from fresh seeds (tips
 * and privSeed commitments), per draw both elements checked by the other side, R_k on both sides,
 * A's draw secret, draw index and slot commitment; then A's final reveal and B's full check of it
 * (privSeed commitment, chain seed, and for every slot the re-derived draw and the opening).
 */
export function fairDeal30(ids: readonly string[]): string[] {
  const n = ids.length;
  const A = PlayerSecrets.create(MATCH, 'A', { chainLength: n });
  const B = PlayerSecrets.create(MATCH, 'B', { chainLength: n });
  const setupA = A.setup();
  const setupB = B.setup();
  let chainA = startChain(MATCH, 'A', fromHex(setupA.chainTip), n); // B's view of A
  let chainB = startChain(MATCH, 'B', fromHex(setupB.chainTip), n); // A's view of B
  const deck = canonicalMultiset(ids);
  const slots: { commitment: string; opening: Opening }[] = [];
  const randomness: Uint8Array[] = [];
  for (let j = 0; j < n; j++) {
    const k = j + 1;
    const eA = A.elementBytes(k);
    chainA = acceptElement(chainA, k, eA);
    const eB = B.elementBytes(k);
    chainB = acceptElement(chainB, k, eB);
    const R = eventRandomness(MATCH, k, [eA, eB]); // A's copy
    randomness.push(eventRandomness(MATCH, k, [eA, eB])); // B's copy
    const index = privateDrawIndex(R, A.drawSecret(j), deck.length);
    const card = deck.splice(index, 1)[0]!;
    const slot = A.commit('card', { matchId: MATCH, owner: 'A', slot: j }, card.id);
    slots.push({ commitment: slot.commitment, opening: slot.opening });
  }
  return checkDeal(ids, setupA.priv, chainA, slots, randomness, A.privSeed, A.chainSeed);
}

function checkDeal(
  ids: readonly string[],
  priv: string,
  chain: ReturnType<typeof startChain>,
  slots: readonly { commitment: string; opening: Opening }[],
  randomness: readonly Uint8Array[],
  privSeed: Uint8Array,
  chainSeed: Uint8Array,
): string[] {
  if (!equalBytes(privCommitment(MATCH, 'A', privSeed), fromHex(priv))) throw new Error('priv');
  checkChainSeed(chain, chainSeed);
  const prf = new KeyedPrf(privSeed);
  const deck = canonicalMultiset(ids);
  return slots.map((slot, j) => {
    const index = privateDrawIndex(randomness[j]!, drawSecret(prf, j), deck.length);
    const card = deck.splice(index, 1)[0]!;
    const { opening } = slot;
    if (opening.value !== card.id) throw new Error('wrong card');
    if (opening.salt !== toHex(deriveSalt(prf, 'card', j))) throw new Error('salt');
    if (toHex(commitmentOf(opening)) !== slot.commitment) throw new Error('opening');
    return card.id;
  });
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

function dealMetrics(): Metric[] {
  const ids = deck30();
  const fair = fairDeal30(ids);
  const table = cardTable(ids);
  const poker = mentalPokerDeal(table);
  if ([...fair].sort().join() !== ids.join() || [...poker].sort().join() !== ids.join()) {
    throw new Error('a deal did not deal the whole deck');
  }
  const fairMs = microsPerCall(() => fairDeal30(ids), 500, 20) / 1000;
  const pokerMs = microsPerCall(() => mentalPokerDeal(table), 1500, 1) / 1000;
  return [
    { name: 'protocol.fairDeal30Ms', value: fairMs, unit: 'ms' },
    { name: 'protocol.mentalPokerDeal30Ms', value: pokerMs, unit: 'ms' },
    { name: 'protocol.fairDealSpeedupVsMentalPoker', value: pokerMs / fairMs, unit: 'x' },
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
