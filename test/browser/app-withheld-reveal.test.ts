/**
 * A match that ends without the opponent's final reveal, in Chromium (src/app/match/outcome.ts
 * `withheldBy`, `endWinner`, `explain`; src/app/screens/history-screen.ts `historyEntry`; the end
 * screen `parley-match-end` and `parley-history`). Draw swaps, hidden-card swaps and illegal deck
 * lists are caught only when a seat's seeds come with its final reveal (docs/security.md), so a
 * seat that withholds it is said to have withheld the proof of its hidden cards, is never counted
 * as the winner, and the history shows the same (older records too, from their verdict).
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../components/parley-match-end.ts';
import '../../components/parley-history.ts';
import type { ParleyMatchEnd } from '../../components/parley-match-end.ts';
import type { ParleyHistory } from '../../components/parley-history.ts';
import { MatchController } from '../../src/app/match/controller.ts';
import { endWinner } from '../../src/app/match/outcome.ts';
import { loadRecord, type MatchRecord } from '../../src/app/records.ts';
import { historyEntry } from '../../src/app/screens/history-screen.ts';
import { asVerdict } from '../../src/app/screens/match-screen.ts';
import type { MatchState } from '../../src/games/paragons/match/types.ts';
import { requireGame } from '../../src/games/index.ts';
import { withholdsReveal } from '../cheats/clients.ts';
import { livePair, type Pair, type Seat } from './live-pair.ts';

const WAIT = { timeout: 30_000, interval: 20 };
const PARAGONS = requireGame('paragons');

function controllerOf(p: Pair, seat: Seat): MatchController {
  const c = new MatchController(p.record, [seat], PARAGONS);
  c.addSession(seat, p.sessions[seat]);
  return c;
}

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

describe('a match that ends without the opponent’s final reveal', () => {
  it('the end screen says it withheld the proof of its hidden cards, it is not counted as the winner, and the history shows it', async function () {
    this.timeout(240_000);
    // The bots play a while, then A concedes: the game is over by A's message, so B's final
    // reveal is a message of its own, which B withholds. (Had the game ended on B's move, the
    // reveal would ride with that move, and withholding it would withhold the move too: A would
    // see B owing a move, not its final reveal. The keys of a local record are random, so a match
    // played to its end could end either way.)
    const p = await livePair({ seed: 11, tamper: { B: withholdsReveal } });
    const { A: a, B: b } = p.sessions;
    await p.run(() => a.matchFile().messages.length >= 30 && a.canAct());
    p.playing.clear();
    await p.settle();
    await a.concede();
    await p.settle();
    expect((a.state as MatchState).phase).to.equal('over');
    expect((b.state as MatchState).phase).to.equal('over');
    expect(b.withheld).to.equal(true);
    expect(a.finished).to.equal(false); // B owes its final reveal
    const stateWinner = (a.state as MatchState).winner;
    const ca = controllerOf(p, 'A');
    p.clock.advance(120_000);
    await p.settle();
    await ca.claim('A');
    await waitUntil(() => ca.verdict !== null && !ca.verifyingNow, 'verdict', WAIT);
    expect(ca.verdict).to.deep.include({ verdict: 'incomplete', player: 'B', code: 'timeout' });
    expect(ca.verdict!.reason).to.contain('it owed its final reveal');
    expect(ca.explanation?.title).to.equal('Proof of hidden cards withheld');
    expect(ca.explanation?.words).to.contain(
      'Bot (Normal) did not send its final reveal: the proof of its hidden cards',
    );
    expect(ca.winner('A')).to.not.equal('B');
    expect(ca.winner('A')).to.equal(stateWinner === 'B' ? null : stateWinner);
    if (stateWinner === 'B') {
      expect(ca.explanation?.words).to.contain(
        'The game showed Bot (Normal) winning, but this match is not counted as won by Bot (Normal).',
      );
    }
    const root = await endScreen(ca, 'A');
    expect(text(root, '.verdict strong')).to.equal('Proof of hidden cards withheld');
    expect(text(root, 'h2')).to.not.match(/Bot \(Normal\) wins/);
    const stored = (await loadRecord(p.record.id))!;
    expect(stored.outcome).to.deep.include({ withheld: 'B' });
    expect(stored.outcome?.winner).to.not.equal('B');
    const entry = historyEntry(stored);
    expect(entry.result).to.not.equal('lost');
    expect(entry.note).to.equal(
      'Bot (Normal) did not send the final reveal, the proof of Bot (Normal)’s hidden cards: not counted as a win for Bot (Normal).',
    );
    const list = await fixture<ParleyHistory>(
      html`<parley-history .entries=${[entry]}></parley-history>`,
    );
    expect(text(list.shadowRoot!, '[data-testid="history-note"]')).to.equal(entry.note);
    ca.close();
    p.close();
  });

  it('the history of an older record (no withheld field) whose verdict names the winner as owing: not counted as its win', () => {
    const record = {
      v: 1,
      id: 'old',
      kind: 'friend',
      created: 0,
      options: { bestOf: 1, mode: 'draft' },
      header: null,
      seats: {},
      names: { A: 'Ana', B: 'Bea' },
      outcome: {
        winner: 'B',
        at: 0,
        verdict: { verdict: 'incomplete', index: 9, player: 'B', reason: 'r', code: 'timeout' },
      },
    } as unknown as MatchRecord;
    const entry = historyEntry(record);
    expect(entry.result).to.equal('none');
    expect(entry.note).to.contain('Bea did not send the final reveal');
    expect(endWinner('B', null, record.outcome!.verdict)).to.equal(null);
    expect(endWinner('A', null, record.outcome!.verdict)).to.equal('A');
  });
});
