import { expect, fixture, html } from '@open-wc/testing';
import '../../../components/paragons/parley-card.ts';
import type { ParleyCard } from '../../../components/paragons/parley-card.ts';
import { cardById } from '../../../src/games/paragons/cards/index.ts';

/** The element's DOM with every nested shadow root, as one string. */
function deepHTML(root: Element | ShadowRoot): string {
  let out = root instanceof Element ? root.outerHTML : root.innerHTML;
  for (const el of root.querySelectorAll('*')) if (el.shadowRoot) out += deepHTML(el.shadowRoot);
  return out;
}

describe('<parley-card>', () => {
  it('renders a mercenary face from the real card data', async () => {
    const def = cardById('w-oathsworn-recruit')!;
    const el = await fixture<ParleyCard>(
      html`<parley-card card-id="w-oathsworn-recruit"></parley-card>`,
    );
    const root = el.shadowRoot!;
    expect(root.querySelector('.name')!.textContent).to.equal(def.name);
    expect(root.querySelector('.cost')!.textContent).to.equal(String(def.cost));
    expect(root.querySelector('.text')!.textContent).to.equal(def.text);
    expect(root.querySelector('.atk .icon')!.getAttribute('data-icon')).to.equal('melee');
    expect(root.querySelector('.hp .icon')!.getAttribute('data-icon')).to.equal('health');
    expect(root.querySelector('.atk')!.textContent).to.not.match(/[⚔➶⚚♥]/u);
    const label = root.querySelector('[role="img"]')!.getAttribute('aria-label')!;
    expect(label).to.contain('Oathsworn Recruit');
    expect(label).to.contain('Warrior mercenary');
    expect(def.kind).to.equal('mercenary');
    if (def.kind === 'mercenary') {
      expect(label).to.contain(`attack ${def.attack}, health ${def.health}`);
      expect(root.querySelector('.atk')!.textContent).to.contain(String(def.attack));
    }
    expect(label).to.contain('melee');
  });

  it('shows current stats against base stats, and keywords', async () => {
    const el = await fixture<ParleyCard>(
      html`<parley-card
        card-id="g-skyreach-roc"
        .stats=${{ attack: 6, health: 3, maxHealth: 8, keywords: ['reach', 'first-blood'] }}
      ></parley-card>`,
    );
    const root = el.shadowRoot!;
    const atk = root.querySelector('.atk')!;
    expect(atk.textContent).to.contain('6');
    expect(atk.textContent).to.contain('(4)');
    expect(atk.classList.contains('up')).to.equal(true);
    const hp = root.querySelector('.hp')!;
    expect(hp.textContent).to.contain('3');
    expect(hp.textContent).to.contain('/8');
    expect(hp.classList.contains('down')).to.equal(true);
    expect(root.querySelector('.chips')!.textContent).to.contain('First Blood');
    expect(root.querySelector('.atk .icon')!.getAttribute('data-icon')).to.equal('ranged');
    const label = root.querySelector('[role="img"]')!.getAttribute('aria-label')!;
    expect(label).to.contain('attack 6 (base 4)');
    expect(label).to.contain('health 3 of 8 (base 6)');
  });

  it('renders spells with their type, Fated and Hidden chips', async () => {
    const el = await fixture<ParleyCard>(html`<parley-card card-id="r-pitfall"></parley-card>`);
    const root = el.shadowRoot!;
    expect(root.querySelector('.type')!.textContent).to.contain('Ranger Spell');
    expect(root.querySelector('.chips')!.textContent).to.contain('Hidden');
    expect(root.querySelector('footer')).to.equal(null);
    el.cardId = 'm-sunlance';
    await el.updateComplete;
    expect(root.querySelector('.chips')!.textContent).to.contain('Fated');
  });

  it('a face-down card carries no card id or name anywhere', async () => {
    const el = await fixture<ParleyCard>(html`<parley-card face-down></parley-card>`);
    el.cardId = 'g-veilwalker-assassin';
    await el.updateComplete;
    const dom = deepHTML(el);
    expect(dom).not.to.contain('g-veilwalker-assassin');
    expect(dom).not.to.contain('Veilwalker');
    expect(el.shadowRoot!.querySelector('[role="img"]')!.getAttribute('aria-label')).to.equal(
      'Face-down card',
    );
  });

  it('compact cards keep the full label as a tooltip and are not tab stops', async () => {
    const el = await fixture<ParleyCard>(
      html`<parley-card compact card-id="l-ogre-bruiser"></parley-card>`,
    );
    const face = el.shadowRoot!.querySelector('[role="img"]')!;
    expect(face.getAttribute('title')).to.contain('Ogre Bruiser');
    expect(el.shadowRoot!.querySelector('.text')).to.equal(null);
    expect(el.shadowRoot!.querySelectorAll('[tabindex], button').length).to.equal(0);
  });

  it('turns animations off with reduced-motion', async () => {
    const el = await fixture<ParleyCard>(
      html`<parley-card reduced-motion card-id="l-ogre-bruiser"></parley-card>`,
    );
    const face = el.shadowRoot!.querySelector('.card')!;
    expect(getComputedStyle(face).animationDuration).to.equal('0s');
    el.reducedMotion = false;
    await el.updateComplete;
    expect(getComputedStyle(face).animationDuration).to.not.equal('0s');
  });
});
