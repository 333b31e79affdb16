import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../components/parley-prompt.ts';
import type { ParleyPrompt } from '../../components/parley-prompt.ts';
import { PARAGONS_REFERENCE } from '../../src/games/paragons/reference.ts';
import { AUTHORITY_REFERENCE } from '../../src/games/authority/reference.ts';

const OPTIONS = [
  { id: 'F2', label: 'Defend with Ogre Bruiser', detail: '5/4' },
  { id: 'F3', label: 'Defend with Slinger', detail: '2/2', disabled: true },
];

describe('<parley-prompt>', () => {
  it('renders the heading, message, options and a countdown', async () => {
    const el = await fixture<ParleyPrompt>(
      html`<parley-prompt
        kind="defend"
        message="Bea attacks you with Skyreach Roc (4)."
        .options=${OPTIONS}
        .deadline=${Date.now() + 9500}
      ></parley-prompt>`,
    );
    const root = el.shadowRoot!;
    expect(root.querySelector('h2')!.textContent).to.equal('Defend?');
    expect(root.querySelector('#m')!.textContent).to.contain('Skyreach Roc');
    const opts = [...root.querySelectorAll<HTMLButtonElement>('button.option')];
    expect(opts.length).to.equal(2);
    expect(opts[0]!.textContent).to.contain('5/4');
    expect(opts[1]!.disabled).to.equal(true);
    expect(root.querySelector('button.pass')!.textContent!.trim()).to.equal('Pass');
    const timer = root.querySelector('[role="timer"]')!;
    expect(timer.textContent).to.equal('10s');
    expect(el.secondsLeft).to.equal(10);
  });

  it('counts down as time passes and stops at zero', async () => {
    const el = await fixture<ParleyPrompt>(
      html`<parley-prompt .deadline=${Date.now() + 1200}></parley-prompt>`,
    );
    expect(el.secondsLeft).to.equal(2);
    await new Promise((r) => setTimeout(r, 1500));
    await el.updateComplete;
    expect(el.secondsLeft).to.equal(0);
    expect(el.shadowRoot!.querySelector('.timer')!.classList.contains('low')).to.equal(true);
    el.deadline = null;
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[role="timer"]')).to.equal(null);
  });

  it('emits option-select and pass on clicks', async () => {
    const el = await fixture<ParleyPrompt>(
      html`<parley-prompt .options=${OPTIONS}></parley-prompt>`,
    );
    setTimeout(() => el.shadowRoot!.querySelector<HTMLButtonElement>('button.option')!.click());
    expect((await oneEvent(el, 'option-select')).detail).to.deep.equal({ id: 'F2' });
    setTimeout(() => el.shadowRoot!.querySelector<HTMLButtonElement>('button.pass')!.click());
    expect((await oneEvent(el, 'pass')).detail).to.deep.equal({});
  });

  it('delegates focus to its first button; Enter chooses, Escape passes', async () => {
    const el = await fixture<ParleyPrompt>(
      html`<parley-prompt .options=${OPTIONS}></parley-prompt>`,
    );
    el.focus();
    const first = el.shadowRoot!.querySelector('button.option');
    expect(el.shadowRoot!.activeElement).to.equal(first);
    setTimeout(() => void sendKeys({ press: 'Enter' }));
    expect((await oneEvent(el, 'option-select')).detail.id).to.equal('F2');
    setTimeout(() => void sendKeys({ press: 'Escape' }));
    await oneEvent(el, 'pass');
    await sendKeys({ press: 'Tab' });
    expect(el.shadowRoot!.activeElement).to.equal(el.shadowRoot!.querySelector('button.pass'));
  });

  it('links the message’s glossary terms to the rules (show-term), focus still on the first button', async () => {
    const el = await fixture<ParleyPrompt>(
      html`<parley-prompt
        kind="mulligan"
        message="Mulligan: select cards in your hand to redraw them, or keep this hand."
        .reference=${PARAGONS_REFERENCE}
        .options=${OPTIONS}
      ></parley-prompt>`,
    );
    const text = el.shadowRoot!.querySelector('parley-term-text')!;
    await text.updateComplete;
    const links = [...text.shadowRoot!.querySelectorAll<HTMLAnchorElement>('a[data-term]')];
    expect(links.map((a) => [a.dataset.term, a.textContent])).to.deep.include.members([
      ['mulligan', 'Mulligan'],
      ['hand', 'hand'],
    ]);
    expect(text.shadowRoot!.textContent!.replace(/\s+/g, ' ').trim()).to.equal(
      'Mulligan: select cards in your hand to redraw them, or keep this hand.',
    );
    setTimeout(() => links[0]!.click());
    const ev = await oneEvent(el, 'show-term');
    expect(ev.detail).to.deep.equal({ game: 'paragons', term: 'mulligan' });
    expect(ev.composed && ev.bubbles).to.equal(true);
    el.focus();
    expect(el.shadowRoot!.activeElement).to.equal(el.shadowRoot!.querySelector('button.option'));
    // An Authority prompt's terms link to Authority's rules.
    el.reference = AUTHORITY_REFERENCE;
    el.message = 'Choose the Monarch, or a row and the defenders to hit in order.';
    await el.updateComplete;
    await text.updateComplete;
    const terms = [...text.shadowRoot!.querySelectorAll<HTMLAnchorElement>('a[data-term]')];
    expect(terms.map((a) => a.dataset.term)).to.include('monarch');
  });

  it('has no pass button when passing is not allowed', async () => {
    const el = await fixture<ParleyPrompt>(
      html`<parley-prompt kind="retarget" .canPass=${false} .options=${OPTIONS}></parley-prompt>`,
    );
    expect(el.shadowRoot!.querySelector('button.pass')).to.equal(null);
    expect(el.shadowRoot!.querySelector('h2')!.textContent).to.equal('Choose a new target');
  });
});
