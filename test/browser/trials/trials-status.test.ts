/**
 * `<trials-status>` (components/trials/trials-status.ts; rulebook: "Round Sequence", "Initiative",
 * "Pass"): the round 1–10 then "10+", each player's energy, initiative, the turn, and the passes
 * in sequence up to "both passed: the round ends".
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../../components/trials/trials-status.ts';
import { roundLabel, type TrialsStatus } from '../../../components/trials/trials-status.ts';
import type { RoundView } from '../../../components/trials/view.ts';

const ROUND: RoundView = {
  round: 3,
  energy: { A: 3, B: 1 },
  initiative: 'B',
  turn: 'A',
  passes: 0,
};

async function status(s: RoundView): Promise<TrialsStatus> {
  return fixture<TrialsStatus>(
    html`<trials-status viewer="A" .names=${{ B: 'Bea' }} .status=${s}></trials-status>`,
  );
}

const text = (el: TrialsStatus, sel: string) =>
  el.shadowRoot!.querySelector(sel)!.textContent!.replace(/\s+/g, ' ').trim();

describe('<trials-status>', () => {
  it('counts rounds 1 to 10, then 10+', () => {
    expect([1, 9, 10, 11, 14].map(roundLabel)).to.deep.equal(['1', '9', '10', '10+', '10+']);
  });

  it('shows the round, each energy pool, initiative and the turn', async () => {
    const el = await status(ROUND);
    expect(text(el, '[data-testid="round"] [aria-hidden]')).to.equal('Round 3');
    expect(text(el, '[data-energy="A"]')).to.equal('Your energy 3');
    expect(text(el, '[data-energy="B"]')).to.equal("Bea's energy 1");
    expect(text(el, '[data-testid="initiative"]')).to.equal('Initiative Bea');
    expect(text(el, '[data-testid="turn"]')).to.equal('Turn You');
    expect(text(el, '[data-testid="passes"]')).to.equal('No passes in sequence.');
  });

  it('shows one pass, then both passed: the round ends', async () => {
    const el = await status({ ...ROUND, round: 12, passes: 1, firstPasser: 'B' });
    expect(text(el, '[data-testid="round"] [aria-hidden]')).to.equal('Round 10+');
    expect(text(el, '[data-testid="round"] .sr-only')).to.contain('round 12 of play');
    expect(text(el, '[data-testid="passes"]')).to.contain('another pass ends the round');
    expect(el.shadowRoot!.querySelectorAll('.pip.on')).to.have.length(1);
    el.status = { ...ROUND, passes: 2, firstPasser: 'B', turn: null };
    await el.updateComplete;
    expect(text(el, '[data-testid="passes"]')).to.equal(
      'Both passed: the round ends. Bea passed first and takes initiative.',
    );
    expect(el.shadowRoot!.querySelectorAll('.pip.on')).to.have.length(2);
    expect(el.shadowRoot!.querySelector('[data-testid="turn"]')).to.equal(null);
    expect(el.shadowRoot!.querySelector('[data-testid="passes"]')!.getAttribute('role')).to.equal(
      'status',
    );
  });
});
