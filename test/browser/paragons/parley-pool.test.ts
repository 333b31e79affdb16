import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../components/paragons/parley-pool.ts';
import type { ParleyPool } from '../../../components/paragons/parley-pool.ts';
import { cardById } from '../../../src/games/paragons/cards/index.ts';

const POOL = ['l-ogre-bruiser', 'g-skyreach-roc', 'l-slinger', 'l-wolfhound', 'g-high-marshal'];

describe('<parley-pool>', () => {
  it('renders the pool with prices, recruitable highlighting and deck counts', async () => {
    const el = await fixture<ParleyPool>(
      html`<parley-pool
        .pool=${POOL}
        .prices=${{ 'l-ogre-bruiser': 2, 'g-skyreach-roc': 3 }}
        .recruitable=${['l-ogre-bruiser']}
        neutral-count="17"
        viewer="A"
        .names=${{ B: 'Bea' }}
        .deckCounts=${{ A: 21, B: 19 }}
      ></parley-pool>`,
    );
    const b = [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('button.slot')];
    expect(b.length).to.equal(5);
    expect(b[0]!.getAttribute('aria-label')).to.contain(cardById('l-ogre-bruiser')!.name);
    expect(b[0]!.getAttribute('aria-label')).to.contain('Recruit for 2 mana. Can recruit now.');
    expect(b[1]!.getAttribute('aria-label')).not.to.contain('Can recruit now');
    expect(b[0]!.querySelector('.price')!.textContent).to.equal('Recruit 2');
    const counts = el.shadowRoot!.querySelector('.counts')!.textContent!.replace(/\s+/g, ' ');
    expect(counts).to.contain('Neutral deck: 17');
    expect(counts).to.contain('Your deck: 21');
    expect(counts).to.contain("Bea's deck: 19");
  });

  it('emits recruit on click and Enter, with arrow-key focus', async () => {
    const el = await fixture<ParleyPool>(html`<parley-pool .pool=${POOL}></parley-pool>`);
    const b = [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('button.slot')];
    setTimeout(() => b[1]!.click());
    expect((await oneEvent(el, 'recruit')).detail).to.deep.equal({
      cardId: 'g-skyreach-roc',
      index: 1,
    });
    b[0]!.focus();
    await sendKeys({ press: 'End' });
    await sendKeys({ press: 'ArrowLeft' });
    expect(el.shadowRoot!.activeElement).to.equal(b[3]);
    setTimeout(() => void sendKeys({ press: 'Space' }));
    expect((await oneEvent(el, 'recruit')).detail).to.deep.equal({
      cardId: 'l-wolfhound',
      index: 3,
    });
    setTimeout(() => void sendKeys({ press: 'i' }));
    expect((await oneEvent(el, 'card-inspect')).detail.cardId).to.equal('l-wolfhound');
  });
});
