/**
 * `<authority-table>` under axe-core (docs/ui.md, "Accessibility"), at 1280×800 and 390×844: the
 * faction choice, rock-paper-scissors after a clash, the loser's repick, the board in the command
 * phase, each prompt of the board (a strike, an ability's choice, the market removal) and the end
 * of the game render with no axe violation at all. The states are real engine states: a match
 * built with the engine's own functions (commitments with protocol/choice.ts, seeded random draws
 * and seeded random legal moves), seen from a seat's view with its legal actions and the log.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import '../../components/authority/authority-table.ts';
import type { AuthorityTable } from '../../components/authority/authority-table.ts';
import { commitChoice } from '../../protocol/choice.ts';
import { toHex } from '../../protocol/bytes.ts';
import { seededRng } from '../../protocol/seeded-rng.ts';
import { multisetSize, OMNISCIENT, seatView } from '../../src/engine/index.ts';
import {
  applyMatch,
  createMatch,
  matchLegalActions,
  matchWaiting,
} from '../../src/games/authority/match/match.ts';
import type { MatchAction, MatchEvent, MatchState } from '../../src/games/authority/match/types.ts';
import { project } from '../../src/games/authority/view.ts';
import { deep } from './deep.ts';
import { violations } from './axe.ts';

const MATCH_ID = 'authority-a11y-test-0001';

/** A match being played: its omniscient state and every event so far. */
interface Played {
  state: MatchState;
  log: MatchEvent[];
}

function apply(p: Played, a: MatchAction): Played {
  const r = applyMatch(p.state, a);
  if (r.error) throw new Error(`${JSON.stringify(a)} refused: ${r.error.code} ${r.error.message}`);
  return { state: r.state, log: [...p.log, ...r.events] };
}

function salt(seat: string, round: number): Uint8Array {
  const out = new Uint8Array(32);
  out[0] = seat.charCodeAt(0);
  out[1] = round;
  return out;
}

function commit(p: Played, seat: string, type: 'faction-commit' | 'rps-commit', choice: string) {
  const round = type === 'faction-commit' ? 0 : p.state.rps!.round;
  const ctx = { matchId: MATCH_ID, seat, round };
  return apply(p, { type, player: seat, commitment: commitChoice(ctx, choice, salt(seat, round)) });
}

function open(p: Played, seat: string, type: 'faction-open' | 'rps-open', choice: string) {
  const round = type === 'faction-open' ? 0 : p.state.rps!.round;
  return apply(p, { type, player: seat, choice, salt: toHex(salt(seat, round)) });
}

function fresh(): Played {
  return { state: createMatch(OMNISCIENT, MATCH_ID, ['A', 'B']), log: [] };
}

/** Resolves every pending random event with seeded random indices. */
function settle(p: Played, rng: () => number): Played {
  let q = p;
  for (;;) {
    const w = matchWaiting(q.state);
    if (w.kind !== 'random') return q;
    const g = q.state.game!;
    const r = w.request;
    const size =
      r.kind === 'public-draw' ? multisetSize(g.marketDeck) : g.players[r.seat]!.deck.size;
    const indices = Array.from({ length: r.count }, (_, i) => Math.floor(rng() * (size - i)));
    q = apply(q, { type: 'random', k: r.k, indices });
  }
}

/** Both seats chose `fa` and `fb` and opened them. */
function chosen(fa: string, fb: string): Played {
  let p = fresh();
  p = commit(p, 'A', 'faction-commit', fa);
  p = commit(p, 'B', 'faction-commit', fb);
  p = open(p, 'A', 'faction-open', fa);
  return open(p, 'B', 'faction-open', fb);
}

function started(
  seed: number,
  factions: readonly [string, string] = ['bloodrunners', 'iron-wall'],
) {
  return settle(chosen(...factions), seededRng(seed));
}

function actor(p: Played): string {
  const w = matchWaiting(p.state);
  if (w.kind !== 'act') throw new Error(`no seat to act: ${w.kind}`);
  return w.seat;
}

/** Seeded random legal moves (attacks first with `fierce`) until `stop` holds. */
function playUntil(
  p: Played,
  seed: number,
  stop: (p: Played) => boolean,
  max: number,
  fierce = false,
): Played {
  const rng = seededRng(seed);
  let q = settle(p, rng);
  for (let i = 0; i < max; i++) {
    if (stop(q)) return q;
    const legal = matchLegalActions(q.state, actor(q));
    const attacks = legal.filter((a) => a.type === 'attack' || (a.type === 'strike' && a.monarch));
    const pool = fierce && attacks.length > 0 ? attacks : legal;
    q = settle(apply(q, pool[Math.floor(rng() * pool.length)]!), rng);
  }
  throw new Error('the condition never held');
}

function viewOf(s: MatchState, seat: string): MatchState {
  const view = seatView(seat);
  return { ...s, view, game: s.game ? project(s.game, view) : null };
}

async function render(p: Played, seat: string): Promise<AuthorityTable> {
  return fixture<AuthorityTable>(
    html`<authority-table
      .state=${viewOf(p.state, seat)}
      .seat=${seat}
      .seats=${['A', 'B']}
      .names=${{ A: 'Ada', B: 'Bea' }}
      .legal=${matchLegalActions(viewOf(p.state, seat), seat)}
      .log=${p.log}
    ></authority-table>`,
  );
}

/** The screens of an Authority match: a seat, its match, and a control that must be on screen. */
function screens(): [string, () => Played, (p: Played) => string, string][] {
  const clash = () => chosen('golden-ox', 'golden-ox');
  const lost = () => {
    let p = clash();
    p = commit(p, 'A', 'rps-commit', 'rock');
    p = commit(p, 'B', 'rps-commit', 'scissors');
    p = open(p, 'A', 'rps-open', 'rock');
    return open(p, 'B', 'rps-open', 'scissors');
  };
  return [
    ['faction choice', fresh, () => 'A', 'faction-choose'],
    ['rock-paper-scissors', clash, () => 'A', 'rps-choose'],
    ['faction repick', lost, () => 'B', 'faction-pick'],
    ['board, command phase', () => started(3), actor, 'end-phase'],
    [
      'board, strike prompt',
      () => {
        const p = started(5);
        return apply(
          p,
          matchLegalActions(p.state, actor(p)).find((a) => a.type === 'attack')!,
        );
      },
      actor,
      'strike-prompt',
    ],
    [
      'board, choice prompt',
      () =>
        playUntil(
          started(21, ['golden-ox', 'hooded-brothers']),
          21,
          (q) => q.state.game?.pending?.p === 'choose',
          5000,
        ),
      actor,
      'choose-prompt',
    ],
    [
      'board, market-removal prompt',
      () => {
        const p = started(9);
        const end = matchLegalActions(p.state, actor(p)).find((a) => a.type === 'end')!;
        return settle(apply(p, end), seededRng(9));
      },
      actor,
      'cull-prompt',
    ],
    [
      'end of the game',
      () => playUntil(started(23), 23, (q) => q.state.phase === 'over', 20_000, true),
      (p) => p.state.winner!,
      'game-over',
    ],
  ];
}

describe('<authority-table> under axe', () => {
  after(async () => {
    await setViewport({ width: 800, height: 600 });
  });

  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    for (const [name, build, seatOf, testid] of screens()) {
      it(`${name} at ${width}×${height} has no violation`, async () => {
        await setViewport({ width, height });
        const p = build();
        const el = await render(p, seatOf(p));
        expect(deep(el, `[data-testid="${testid}"]`), testid).to.not.equal(null);
        expect(await violations(el)).to.deep.equal([]);
      });
    }
  }
});
