import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../components/parley-history.ts';
import type { HistoryEntry, ParleyHistory } from '../../components/parley-history.ts';

const ENTRIES: HistoryEntry[] = [
  {
    id: 'm2',
    date: Date.UTC(2025, 4, 2, 18, 30),
    opponent: 'Bea',
    result: 'won',
    format: 'Best of 3 · Draft',
    verdict: { verdict: 'fair', index: null, player: null, reason: '' },
  },
  {
    id: 'm1',
    date: Date.UTC(2025, 4, 1, 12, 0),
    opponent: 'Cy',
    result: 'lost',
    verdict: { verdict: 'violation', index: 3, player: 'B', reason: 'bad signature' },
  },
];

describe('<parley-history>', () => {
  it('lists past matches with their verdicts', async () => {
    const el = await fixture<ParleyHistory>(
      html`<parley-history .entries=${ENTRIES}></parley-history>`,
    );
    const items = [...el.shadowRoot!.querySelectorAll('li')];
    expect(items.length).to.equal(2);
    expect(items[0]!.textContent).to.contain('Won against Bea');
    expect(items[0]!.textContent).to.contain('Best of 3 · Draft');
    expect(items[0]!.querySelector('.badge')!.textContent).to.equal('Fair');
    expect(items[1]!.querySelector('.badge')!.textContent).to.equal('Cheating detected');
    expect(items[1]!.textContent).to.contain('Player B cheated at message 3: bad signature');
    el.entries = [];
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('.empty')!.textContent).to.equal('No matches yet.');
  });

  it('emits history-open and history-export', async () => {
    const el = await fixture<ParleyHistory>(
      html`<parley-history .entries=${ENTRIES}></parley-history>`,
    );
    const li = el.shadowRoot!.querySelector('li[data-id="m1"]')!;
    setTimeout(() => li.querySelector<HTMLButtonElement>('.open')!.click());
    expect((await oneEvent(el, 'history-open')).detail).to.deep.equal({ id: 'm1' });
    setTimeout(() => li.querySelector<HTMLButtonElement>('.export')!.click());
    expect((await oneEvent(el, 'history-export')).detail).to.deep.equal({ id: 'm1' });
  });

  it('offers Continue, not Replay, for an unfinished match', async () => {
    const unfinished: HistoryEntry = {
      id: 'm3',
      date: Date.UTC(2025, 4, 3, 9, 0),
      opponent: 'Bot (normal)',
      result: 'unfinished',
      verdict: null,
    };
    const el = await fixture<ParleyHistory>(
      html`<parley-history .entries=${[unfinished, ...ENTRIES]}></parley-history>`,
    );
    const li = el.shadowRoot!.querySelector('li[data-id="m3"]')!;
    const open = li.querySelector<HTMLButtonElement>('.open')!;
    expect(open.textContent!.trim()).to.equal('Continue');
    expect(open.getAttribute('aria-label')).to.match(
      /^Continue: Unfinished against Bot \(normal\)/,
    );
    expect(open.dataset.testid).to.equal('history-continue');
    const done = el.shadowRoot!.querySelector('li[data-id="m2"] .open')!;
    expect(done.textContent!.trim()).to.equal('Replay');
    setTimeout(() => open.click());
    expect((await oneEvent(el, 'history-open')).detail).to.deep.equal({ id: 'm3' });
  });

  it('deletes after a confirm step, by keyboard', async () => {
    const el = await fixture<ParleyHistory>(
      html`<parley-history .entries=${ENTRIES}></parley-history>`,
    );
    let deleted = '';
    el.addEventListener('history-delete', (e) => (deleted = e.detail.id));
    const li = () => el.shadowRoot!.querySelector('li[data-id="m2"]')!;
    li().querySelector<HTMLButtonElement>('.delete')!.focus();
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(deleted).to.equal('');
    // Focus moves to the confirm button; Tab reaches "Keep".
    expect(el.shadowRoot!.activeElement).to.equal(li().querySelector('.confirm'));
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(li().querySelector('.confirm')).to.equal(null);
    li().querySelector<HTMLButtonElement>('.delete')!.click();
    await el.updateComplete;
    setTimeout(() => void sendKeys({ press: 'Space' }));
    await oneEvent(el, 'history-delete');
    expect(deleted).to.equal('m2');
  });
});
