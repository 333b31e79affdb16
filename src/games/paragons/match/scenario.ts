/**
 * Scenario files for the match flow (`setup.phase` = `classes`, `draft`, `deckbuild`, `swap` or
 * `game`): the same runner and file shape as Game Phase scenarios (docs/scenarios.md), run against
 * the whole-match engine (match.ts). With `classes` the match starts at the class choice (rulebook:
 * "Choose Your Paragon"): the runner makes the commitments and openings of `class-commit`,
 * `class-open`, `rps-commit` and `rps-open` steps that give only `choice` (protocol/choice.ts, with
 * a fixed salt per seat and round). Draft layouts are resolved from `setup.layouts` (one list of card
 * ids per layout still to come), or else from the first cards in canonical order; deck commitments
 * are computed by the runner when a `deck` step gives only `cards`. With `game`, the game in
 * progress is a Game Phase setup (real card set) and its actions are submitted as they are: the
 * runner passes no window and resolves no draw of the game, so such scenarios spell out every pass.
 */
import { OMNISCIENT } from '../../../engine/index.ts';
import { commitChoice, toHex } from '../../../../protocol/index.ts';
import { GREATER_IDS, LESSER_IDS } from '../cards/index.ts';
import type { ClassId } from '../cards/schema.ts';
import { stateFromSetup, type Setup } from '../scenario-setup.ts';
import { SEATS, type GameState, type PSeat } from '../types.ts';
import { commitDeck } from './decks.ts';
import { LAYOUT_SIZE } from './draft.ts';
import { GAME } from './games.ts';
import { applyMatch, createMatch, matchWaiting } from './match.ts';
import type { DraftState, DraftStep, MatchAction, MatchState } from './types.ts';

/** The `setup` of a match-flow scenario. */
export interface MatchSetup {
  phase: 'classes' | 'draft' | 'deckbuild' | 'swap' | 'game';
  bestOf?: 1 | 3;
  mode?: 'draft' | 'preconstructed';
  classes?: Partial<Record<PSeat, ClassId>>;
  /** Draft in progress (phase `draft`); omitted = the start of the Greater draft. */
  draft?: { step?: DraftStep; layout?: string[]; picks?: Partial<Record<PSeat, string[]>> };
  /** Layouts the runner lays out next, in order (card ids). */
  layouts?: string[][];
  /** Pools (phase `deckbuild`/`swap`) and decks in force (phase `swap`). */
  players?: Partial<Record<PSeat, { pool?: string[]; deck?: string[] }>>;
  /** Winners of the games played so far (phases `swap` and `game`). */
  results?: (PSeat | null)[];
  /** The game in progress (phase `game`): a Game Phase scenario setup, on the real card set. */
  game?: Setup;
}

/** A fixed private seed for the decks the runner commits to (scenarios test rules, not secrecy). */
const RUNNER_SEED = new Uint8Array(32).fill(7);

function without(all: readonly string[], taken: readonly string[]): string[] {
  const left = [...all].sort();
  for (const id of taken) {
    const at = left.indexOf(id);
    if (at >= 0) left.splice(at, 1);
  }
  return left;
}

function draftFrom(setup: MatchSetup, classes: Record<PSeat, ClassId>): DraftState {
  const d = setup.draft ?? {};
  const step = d.step ?? 'greater';
  const picks = { A: [...(d.picks?.A ?? [])], B: [...(d.picks?.B ?? [])] };
  const layout = [...(d.layout ?? [])];
  const taken = [...picks.A, ...picks.B, ...layout];
  const rank: Record<ClassId, number> = { ranger: 0, mage: 1, warrior: 2 };
  const first: PSeat = rank[classes.A] <= rank[classes.B] ? 'A' : 'B';
  const picked = step === 'greater' ? picks.A.length + picks.B.length : 0;
  const roundPicks = step === 'greater' ? picked : lesserRoundPicks(step, picks);
  const turn: PSeat = roundPicks % 2 === 0 ? first : first === 'A' ? 'B' : 'A';
  return {
    step,
    layout,
    greaterLeft: without(GREATER_IDS, taken),
    lesserLeft: without(LESSER_IDS, taken),
    picks,
    turn,
  };
}

function lesserRoundPicks(step: DraftStep, picks: Record<PSeat, string[]>): number {
  const lesser = [...picks.A, ...picks.B].filter((id) => LESSER_IDS.includes(id)).length;
  return step === 'lesser-1' ? lesser : lesser - LAYOUT_SIZE['lesser-1'];
}

/** The game in progress of a `game` setup; its seats play the match's classes. */
function gameFromSetup(g: Setup, classes: Record<PSeat, ClassId>): GameState {
  const players: Setup['players'] = {};
  for (const seat of SEATS) {
    const p = g.players?.[seat] ?? {};
    if (p.class !== undefined && p.class !== classes[seat])
      throw new Error(`setup: game.players.${seat}.class differs from classes.${seat}`);
    players[seat] = { ...p, class: classes[seat] };
  }
  return stateFromSetup(GAME.db, { ...g, players });
}

/** The omniscient match state a match-flow setup describes; throws on a malformed setup. */
export function matchFromSetup(setup: MatchSetup): MatchState {
  const options = { bestOf: setup.bestOf ?? 3, mode: setup.mode ?? 'draft' } as const;
  if (setup.phase === 'classes') {
    if (setup.classes !== undefined) throw new Error('setup: phase classes chooses the classes');
    return createMatch(OMNISCIENT, 'scenario', options);
  }
  const classes = { A: setup.classes?.A ?? 'warrior', B: setup.classes?.B ?? 'ranger' };
  if (classes.A === classes.B) throw new Error('setup: the two classes must differ');
  const base: MatchState = { ...createMatch(OMNISCIENT, 'scenario', options), classes };
  if (setup.phase === 'draft') {
    const draft = draftFrom(setup, classes);
    const random =
      draft.layout.length === 0
        ? {
            k: 1,
            kind: 'public-draw' as const,
            zone: `draft-${draft.step}`,
            count: LAYOUT_SIZE[draft.step],
          }
        : null;
    return { ...base, phase: 'draft', draft, random, nextRandom: 2 };
  }
  const pools: Partial<Record<PSeat, string[]>> = {};
  const decks: MatchState['decks'] = {};
  for (const seat of SEATS) {
    const p = setup.players?.[seat] ?? {};
    pools[seat] = [...(p.pool ?? [])].sort();
    if (setup.phase === 'swap' || (setup.phase === 'game' && p.deck)) {
      const cards = [...(p.deck ?? [])].sort();
      const game = 1;
      decks[seat] = {
        commitment: commitDeck('scenario', seat, game, cards, RUNNER_SEED).commitment,
        cards,
      };
    }
  }
  if (setup.phase === 'game') {
    const game = gameFromSetup(setup.game ?? {}, classes);
    return { ...base, phase: 'game', pools, decks, results: [...(setup.results ?? [])], game };
  }
  const results = setup.phase === 'swap' ? [...(setup.results ?? ['A'])] : [];
  const phase = setup.phase === 'swap' ? 'swap' : 'deckbuild';
  return { ...base, phase, pools, decks, results };
}

/** The runner's resolution of a pending layout: the next listed layout, or canonical order. */
export function layoutAction(s: MatchState, layouts: string[][]): MatchAction {
  const req = s.random!;
  const listed = layouts.shift();
  const draft = s.draft!;
  const left = draft.step === 'greater' ? draft.greaterLeft : draft.lesserLeft;
  const cards = listed ?? left.slice(0, req.count);
  return { type: 'random', k: req.k, cards };
}

/** The runner's salt for `seat`'s choice in round `round` (0: the class; 1, 2, …: RPS). */
function runnerSalt(seat: PSeat, round: number): Uint8Array {
  return new Uint8Array(32).fill((seat === 'A' ? 1 : 129) + round);
}

/**
 * Completes a class or RPS step that gives only `choice`: a commit gets the runner's commitment to
 * it, an opening the runner's salt (so opening another choice than the one committed to fails with
 * `bad-opening`, as it would for a player).
 */
export function completeChoiceAction(s: MatchState, a: MatchAction): MatchAction {
  const round = a.type === 'class-commit' || a.type === 'class-open' ? 0 : (s.rps?.round ?? 1);
  if (a.type === 'class-commit' || a.type === 'rps-commit') {
    const c = a as { commitment?: string; choice?: string };
    if (c.commitment !== undefined || c.choice === undefined) return a;
    const ctx = { matchId: s.matchId, seat: a.player, round };
    return {
      type: a.type,
      player: a.player,
      commitment: commitChoice(ctx, c.choice, runnerSalt(a.player, round)),
    };
  }
  if ((a.type === 'class-open' || a.type === 'rps-open') && a.salt === undefined)
    return { ...a, salt: toHex(runnerSalt(a.player, round)) };
  return a;
}

/** Completes a `deck` step that gives only `cards` with the runner's commitment. */
export function completeDeckAction(s: MatchState, a: MatchAction): MatchAction {
  if (a.type !== 'deck' || a.commitment !== undefined || !a.cards) return a;
  const game = s.results.length + 1;
  const commitment = commitDeck(s.matchId, a.player, game, a.cards, RUNNER_SEED).commitment;
  return { ...a, commitment };
}

/** Resolves pending layouts before the next step (the runner's window rule for the draft). */
export function settleMatch(s: MatchState, layouts: string[][]): MatchState {
  for (
    let guard = 0;
    guard < 100 && matchWaiting(s).kind === 'random' && s.phase === 'draft';
    guard++
  ) {
    const r = applyMatch(s, layoutAction(s, layouts));
    if (r.error) throw new Error(`runner could not lay out: ${r.error.code} ${r.error.message}`);
    s = r.state;
  }
  return s;
}

function seatValue(s: MatchState, seat: PSeat, rest: string[]): unknown {
  const [zone, sub] = rest;
  const lists: Record<string, readonly string[] | undefined> = {
    picks: s.draft?.picks[seat],
    pool: s.pools[seat],
    deck: s.decks[seat]?.cards,
  };
  if (zone === 'class') return s.classes[seat];
  if (zone === 'deckCommitted') return s.decks[seat] !== undefined;
  if (!(zone! in lists)) return undefined;
  const list = lists[zone!] ?? [];
  return sub === 'count' ? list.length : [...list].sort();
}

/** Reads a dotted `expect` path of a match-flow scenario (docs/scenarios.md). */
export function matchValue(s: MatchState, path: string): unknown {
  const parts = path.split('.');
  const head = parts[0]!;
  if (head === 'A' || head === 'B') return seatValue(s, head, parts.slice(1));
  const w = matchWaiting(s);
  const values: Record<string, unknown> = {
    phase: s.phase,
    winner: s.winner,
    results: s.results,
    game: s.phase === 'game' ? s.results.length + 1 : null,
    'game.first': s.game?.order[0] ?? null,
    'game.turn': s.game?.turn ?? null,
    'rps.round': s.rps?.round ?? null,
    repick: s.repick,
    waiting: w.kind === 'act' ? w.seat : null,
    'waiting.window': w.kind === 'act' ? w.window : w.kind,
    'draft.step': s.draft?.step ?? null,
    'draft.turn': s.draft?.turn ?? null,
    'draft.layout': s.draft ? [...s.draft.layout].sort() : null,
    'draft.layout.count': s.draft?.layout.length ?? 0,
    'neutralDeck.count': s.neutralDeck.length,
  };
  return path in values ? values[path] : undefined;
}

/** One step of a match-flow scenario (the same shape as Game Phase scenario steps). */
export interface MatchStepSpec {
  do?: MatchAction;
  expectError?: string | true;
  expect?: Record<string, unknown>;
}

function checkStep(s: MatchState, expect: Record<string, unknown>): string[] {
  const bad: string[] = [];
  for (const [path, want] of Object.entries(expect)) {
    const got = matchValue(s, path);
    if (got === undefined) bad.push(`${path}: no such path`);
    else if (JSON.stringify(got) !== JSON.stringify(want))
      bad.push(`${path}: expected ${JSON.stringify(want)}, got ${JSON.stringify(got)}`);
  }
  return bad;
}

function doStep(s: MatchState, step: MatchStepSpec, where: string): MatchState | string {
  const action = completeChoiceAction(s, completeDeckAction(s, step.do!));
  const r = applyMatch(s, action);
  if (step.expectError === undefined) {
    return r.error ? `${where}: ${JSON.stringify(step.do)} failed: ${r.error.code}` : r.state;
  }
  if (!r.error) return `${where}: expected error ${String(step.expectError)}, the step succeeded`;
  if (step.expectError !== true && r.error.code !== step.expectError)
    return `${where}: expected error ${step.expectError}, got ${r.error.code} (${r.error.message})`;
  return s;
}

/**
 * Runs a match-flow scenario; never throws (a malformed scenario fails with a message). A step
 * with `expectError` must leave the state unchanged, which holds by construction: the engine is
 * pure and the runner keeps the state it had.
 */
export function runMatchScenario(
  setup: MatchSetup,
  steps: readonly MatchStepSpec[],
): { ok: boolean; message?: string } {
  try {
    const layouts = (setup.layouts ?? []).map((l) => [...l]);
    let s = matchFromSetup(setup);
    for (let i = 0; i < steps.length; i++) {
      const step = steps[i]!;
      const where = `step ${i + 1}`;
      s = settleMatch(s, layouts);
      if (step.do) {
        const next = doStep(s, step, where);
        if (typeof next === 'string') return { ok: false, message: next };
        s = next;
      }
      if (step.expect) {
        const bad = checkStep(settleMatch(s, layouts), step.expect);
        if (bad.length) return { ok: false, message: `${where}: ${bad.join('; ')}` };
      }
    }
    return { ok: true };
  } catch (e) {
    return { ok: false, message: e instanceof Error ? e.message : String(e) };
  }
}
