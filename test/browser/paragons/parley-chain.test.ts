import { expect, fixture, html } from '@open-wc/testing';
import '../../../components/paragons/parley-chain.ts';
import type { ParleyChain } from '../../../components/paragons/parley-chain.ts';
import type { ChainItem, Merc } from '../../../src/games/paragons/types.ts';
import { merc } from './merc.ts';

const CHAIN: ChainItem[] = [
  {
    id: 1,
    controller: 'A',
    body: { kind: 'attack', attacker: 1, target: { player: 'B', idx: 0, uid: 9 } },
    aims: [{ player: 'B', idx: 0, uid: 9 }],
  },
  {
    id: 2,
    controller: 'B',
    body: { kind: 'spell', card: 'r-pitfall', copy: false },
    aims: [{ player: 'A', idx: 1, uid: 1 }],
    revealed: true,
  },
  {
    id: 3,
    controller: 'A',
    body: { kind: 'hide', card: { h: 'A4', id: 'w-hold-the-line' }, cost: 2 },
    aims: [],
  },
];

describe('<parley-chain>', () => {
  it('renders the chain top first, in words, from the viewer side', async () => {
    const a = Array.from({ length: 8 }, () => null) as (Merc | null)[];
    a[1] = merc('l-ogre-bruiser');
    const b = Array.from({ length: 8 }, () => null) as (Merc | null)[];
    b[0] = merc('l-tavern-brawler');
    const el = await fixture<ParleyChain>(
      html`<parley-chain
        viewer="A"
        .names=${{ B: 'Bea' }}
        .boards=${{ A: a, B: b }}
        .chain=${CHAIN}
      ></parley-chain>`,
    );
    const items = [...el.shadowRoot!.querySelectorAll('li')];
    expect(items.map((li) => li.dataset.item)).to.deep.equal(['3', '2', '1']);
    const text = items.map((li) => li.querySelector('.what')!.textContent!.trim());
    expect(text[0]).to.equal('You hide Hold the Line for 2 mana');
    expect(text[1]).to.equal('Bea casts Pitfall (revealed from Hidden) → your Ogre Bruiser (F2)');
    expect(text[2]).to.equal("You attack with Ogre Bruiser (F2) → Bea's Tavern Brawler (F1)");
    expect(items[0]!.classList.contains('mine')).to.equal(true);
    expect(items[1]!.classList.contains('theirs')).to.equal(true);
    expect(el.shadowRoot!.querySelector('ol')!.getAttribute('aria-label')).to.contain('3 items');
  });

  it('names the defender of a defence on the chain', async () => {
    const b = Array.from({ length: 8 }, () => null) as (Merc | null)[];
    b[5] = { ...merc('l-tavern-brawler'), uid: 7 };
    const defence: ChainItem = {
      id: 4,
      controller: 'B',
      body: { kind: 'defend', attack: 1, defender: 7 },
      aims: [],
    };
    const el = await fixture<ParleyChain>(
      html`<parley-chain
        viewer="A"
        .names=${{ B: 'Bea' }}
        .boards=${{ B: b }}
        .chain=${[CHAIN[0]!, defence]}
      ></parley-chain>`,
    );
    const top = el.shadowRoot!.querySelector('li .what')!.textContent!.trim();
    expect(top).to.equal('Bea defends with Tavern Brawler (B2)');
  });

  it("never names the opponent's hidden card", async () => {
    const el = await fixture<ParleyChain>(
      html`<parley-chain viewer="B" .chain=${CHAIN}></parley-chain>`,
    );
    expect(el.shadowRoot!.innerHTML).not.to.contain('Hold the Line');
    expect(el.shadowRoot!.innerHTML).not.to.contain('w-hold-the-line');
    expect(el.shadowRoot!.querySelector('li .what')!.textContent).to.contain('hides a card');
  });

  it('shows an empty chain and marks the resolving item', async () => {
    const el = await fixture<ParleyChain>(html`<parley-chain></parley-chain>`);
    expect(el.shadowRoot!.querySelector('.empty')!.textContent).to.contain('empty');
    el.chain = [{ ...CHAIN[0]!, resolving: true }];
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('li')!.classList.contains('resolving')).to.equal(true);
    expect(el.shadowRoot!.querySelector('li')!.textContent).to.contain('(resolving)');
    // Keyboard: the chain is read-only, so it adds no tab stops.
    expect(el.shadowRoot!.querySelectorAll('button, [tabindex]').length).to.equal(0);
  });
});
