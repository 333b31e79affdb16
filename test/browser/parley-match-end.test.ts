import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../components/parley-match-end.ts';
import type { ParleyMatchEnd } from '../../components/parley-match-end.ts';

describe('<parley-match-end>', () => {
  it('shows the winner, then verification progress, then the verdict', async () => {
    const el = await fixture<ParleyMatchEnd>(
      html`<parley-match-end
        winner="A"
        viewer="A"
        .names=${{ B: 'Bea' }}
        .results=${['A', 'B', 'A']}
      ></parley-match-end>`,
    );
    const root = el.shadowRoot!;
    expect(root.querySelector('h2')!.textContent).to.equal('You won');
    expect(root.querySelectorAll('.results li').length).to.equal(3);
    expect(root.querySelector('.results')!.textContent!.replace(/\s+/g, ' ')).to.contain(
      'Game 2: Bea',
    );
    expect(root.querySelector('.verify')!.textContent).to.contain('will start');
    el.progress = { done: 40, total: 120 };
    await el.updateComplete;
    expect(root.querySelector('.verify')!.textContent).to.contain('40 of 120 messages checked');
    expect(root.querySelector('progress')!.value).to.equal(40);
    el.verdict = { verdict: 'fair', index: null, player: null, reason: '' };
    await el.updateComplete;
    expect(root.querySelector('.verdict strong')!.textContent).to.equal('Fair');
    expect(root.querySelector('.verdict')!.classList.contains('fair')).to.equal(true);
  });

  it('says who cheated at which message in plain words', async () => {
    const el = await fixture<ParleyMatchEnd>(
      html`<parley-match-end
        winner="B"
        viewer="A"
        .names=${{ B: 'Bea' }}
        .verdict=${{
          verdict: 'violation',
          index: 41,
          player: 'B',
          reason: 'the revealed card does not match its commitment',
        }}
      ></parley-match-end>`,
    );
    const root = el.shadowRoot!;
    expect(root.querySelector('h2')!.textContent).to.equal('You lost');
    expect(root.querySelector('.verdict strong')!.textContent).to.equal('Cheating detected');
    expect(root.querySelector('.verdict .words')!.textContent).to.equal(
      'Bea cheated at message 41: the revealed card does not match its commitment',
    );
  });

  it('says You won / You lost with the reason it is given, and names the winner with no viewer', async () => {
    const el = await fixture<ParleyMatchEnd>(
      html`<parley-match-end
        winner="B"
        viewer="A"
        .names=${{ A: 'Ana', B: 'Bea' }}
        .ending=${{ headline: 'You lost', reason: 'Your life reached 0.' }}
      ></parley-match-end>`,
    );
    const root = el.shadowRoot!;
    expect(root.querySelector('[data-testid="match-end-headline"]')!.textContent).to.equal(
      'You lost',
    );
    expect(root.querySelector('[data-testid="match-end-reason"]')!.textContent).to.equal(
      'Your life reached 0.',
    );
    el.ending = null;
    el.viewer = null;
    await el.updateComplete;
    expect(root.querySelector('h2')!.textContent).to.equal('Bea won');
    expect(root.querySelector('[data-testid="match-end-reason"]')).to.equal(null);
  });

  it('emits match-export, rematch and home (click and keyboard)', async () => {
    const el = await fixture<ParleyMatchEnd>(html`<parley-match-end></parley-match-end>`);
    expect(el.shadowRoot!.querySelector('h2')!.textContent).to.equal('No winner');
    const btn = (c: string) => el.shadowRoot!.querySelector<HTMLButtonElement>(`.${c}`)!;
    setTimeout(() => btn('export').click());
    await oneEvent(el, 'match-export');
    setTimeout(() => btn('home').click());
    await oneEvent(el, 'home');
    btn('rematch').focus();
    setTimeout(() => void sendKeys({ press: 'Enter' }));
    await oneEvent(el, 'rematch');
  });

  it('shows the app’s explanation with the verdict, its own words below as the detail', async () => {
    const el = await fixture<ParleyMatchEnd>(
      html`<parley-match-end
        viewer="A"
        .names=${{ B: 'Bea' }}
        .verdict=${{
          verdict: 'incomplete',
          index: 30,
          player: 'B',
          reason:
            'A claimed a timeout win at message 30: B stopped answering (it owed its final reveal)',
        }}
        .explanation=${{
          title: 'Proof of hidden cards withheld',
          words: 'Bea did not send its final reveal.',
        }}
      ></parley-match-end>`,
    );
    const root = el.shadowRoot!;
    expect(root.querySelector('h2')!.textContent).to.equal('No winner');
    expect(root.querySelector('.verdict strong')!.textContent).to.equal(
      'Proof of hidden cards withheld',
    );
    expect(root.querySelector('.verdict .words')!.textContent).to.equal(
      'Bea did not send its final reveal.',
    );
    expect(root.querySelector('.verdict .detail')!.textContent).to.equal(
      'Verification: Incomplete: Bea did not send message 30. A claimed a timeout win at message 30: B stopped answering (it owed its final reveal)',
    );
    expect(root.querySelector('.verdict')!.getAttribute('role')).to.equal('status');
    // Without an explanation there is no detail line.
    el.explanation = null;
    await el.updateComplete;
    expect(root.querySelector('.verdict strong')!.textContent).to.equal('Incomplete');
    expect(root.querySelector('.verdict .detail')).to.equal(null);
  });

  it('with no verdict, shows the explanation as an alert instead of the verification', async () => {
    const el = await fixture<ParleyMatchEnd>(
      html`<parley-match-end
        viewer="A"
        .explanation=${{ title: 'Different versions of Parley', words: 'Your friend runs another.' }}
      ></parley-match-end>`,
    );
    const root = el.shadowRoot!;
    const box = root.querySelector('[data-testid="match-end-problem"]')!;
    expect(box.getAttribute('role')).to.equal('alert');
    expect(box.querySelector('strong')!.textContent).to.equal('Different versions of Parley');
    expect(box.querySelector('.words')!.textContent).to.equal('Your friend runs another.');
    expect(root.querySelector('progress')).to.equal(null);
    expect(root.querySelector('.verify')!.textContent).to.not.contain('will start');
  });
});
