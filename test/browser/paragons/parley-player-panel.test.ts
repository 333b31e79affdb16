import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../components/paragons/parley-player-panel.ts';
import type { ParleyPlayerPanel } from '../../../components/paragons/parley-player-panel.ts';

describe('<parley-player-panel>', () => {
  it('renders life, mana total and threshold, round, turn and priority', async () => {
    const el = await fixture<ParleyPlayerPanel>(
      html`<parley-player-panel
        seat="B"
        name="Bea"
        cls="mage"
        life="14"
        mana="2"
        threshold="4"
        round="4"
        active
        priority
        deck-count="18"
        hand-count="5"
        hidden-count="1"
        discard-count="3"
      ></parley-player-panel>`,
    );
    const root = el.shadowRoot!;
    expect(root.querySelector('.life')!.textContent).to.equal('14/20');
    expect(root.querySelectorAll('.pip').length).to.equal(4);
    expect(root.querySelectorAll('.pip.full').length).to.equal(2);
    expect(root.querySelector('.mana .num')!.textContent).to.equal('Mana 2/4');
    const flags = root.querySelector('.flags')!.textContent!.replace(/\s+/g, ' ');
    expect(flags).to.contain('Turn');
    expect(flags).to.contain('Priority');
    expect(flags).to.contain('Deck 18');
    const label = root.querySelector('[role="group"]')!.getAttribute('aria-label')!;
    expect(label).to.equal(
      'Bea, Mage, life 14 of 20, mana 2 of 4, round 4, their turn, has priority, 18 in deck, 5 in hand, 1 in Hidden, 3 in discard',
    );
    expect(root.querySelector('button')).to.equal(null);
  });

  it('is a button that emits player-select when targetable (click, Enter, Space)', async () => {
    const el = await fixture<ParleyPlayerPanel>(
      html`<parley-player-panel seat="B" targetable></parley-player-panel>`,
    );
    const button = el.shadowRoot!.querySelector('button')!;
    expect(button.getAttribute('aria-label')).to.contain('can be targeted');
    setTimeout(() => button.click());
    expect((await oneEvent(el, 'player-select')).detail).to.deep.equal({ seat: 'B' });
    button.focus();
    setTimeout(() => void sendKeys({ press: 'Enter' }));
    await oneEvent(el, 'player-select');
    setTimeout(() => void sendKeys({ press: 'Space' }));
    await oneEvent(el, 'player-select');
  });
});
