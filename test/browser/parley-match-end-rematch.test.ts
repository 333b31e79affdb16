/**
 * `<parley-match-end>`'s friend rematch (`rematchOffer`, components/parley-match-end.ts): the
 * friend's offer with Accept and Decline and their events, the Rematch button waiting while an
 * offer is under way, the words of a declined offer, and a refused rematch message as an alert.
 */
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../components/parley-match-end.ts';
import type { ParleyMatchEnd } from '../../components/parley-match-end.ts';

describe('<parley-match-end> rematch offers', () => {
  it('shows the friend’s offer with Accept and Decline, and emits their events', async () => {
    const el = await fixture<ParleyMatchEnd>(
      html`<parley-match-end
        .rematchOffer=${{ status: 'incoming', words: 'Bea offers a rematch.', problem: '' }}
      ></parley-match-end>`,
    );
    const q = (id: string) => el.shadowRoot!.querySelector<HTMLElement>(`[data-testid="${id}"]`);
    expect(q('rematch-offer')!.getAttribute('data-status')).to.equal('incoming');
    expect(q('rematch-offer')!.textContent).to.contain('Bea offers a rematch.');
    expect(q('rematch')!.hidden).to.equal(true);
    setTimeout(() => q('rematch-accept')!.click());
    await oneEvent(el, 'rematch-accept');
    setTimeout(() => q('rematch-decline')!.click());
    await oneEvent(el, 'rematch-decline');
  });

  it('waits while this player’s offer is out, then says it was declined', async () => {
    const el = await fixture<ParleyMatchEnd>(
      html`<parley-match-end
        .rematchOffer=${{
          status: 'offered',
          words: 'Rematch offered. Waiting for Bea to answer…',
          problem: '',
        }}
      ></parley-match-end>`,
    );
    const q = (id: string) => el.shadowRoot!.querySelector<HTMLElement>(`[data-testid="${id}"]`);
    expect((q('rematch') as HTMLButtonElement).disabled).to.equal(true);
    expect(q('rematch-accept')).to.equal(null);
    el.rematchOffer = { status: 'declined', words: 'Bea declined the rematch.', problem: '' };
    await el.updateComplete;
    expect((q('rematch') as HTMLButtonElement).disabled).to.equal(false);
    expect(q('rematch-offer')!.textContent).to.contain('Bea declined the rematch.');
  });

  it('shows a refused rematch message as an alert; nothing without an offer', async () => {
    const el = await fixture<ParleyMatchEnd>(
      html`<parley-match-end
        .rematchOffer=${{
          status: 'idle',
          words: '',
          problem: 'Refused a rematch message: it names another match.',
        }}
      ></parley-match-end>`,
    );
    const problem = el.shadowRoot!.querySelector('[data-testid="rematch-problem"]')!;
    expect(problem.getAttribute('role')).to.equal('alert');
    expect(problem.textContent).to.contain('it names another match');
    el.rematchOffer = null;
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[data-testid="rematch-offer"]')).to.equal(null);
  });
});
