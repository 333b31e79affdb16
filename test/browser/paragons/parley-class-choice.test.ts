import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../components/paragons/parley-class-choice.ts';
import type { ParleyClassChoice } from '../../../components/paragons/parley-class-choice.ts';

const HASH_A = 'a1b2c3d4'.repeat(8);
const HASH_B = '0f9e8d7c'.repeat(8);

function steps(el: ParleyClassChoice): string[] {
  return [...el.shadowRoot!.querySelectorAll('ol.steps li')].map((li) =>
    li.textContent!.replace(/\s+/g, ' ').trim(),
  );
}

describe('<parley-class-choice>', () => {
  it('offers the three classes and emits class-choose', async () => {
    const el = await fixture<ParleyClassChoice>(
      html`<parley-class-choice viewer="A" phase="class-commit"></parley-class-choice>`,
    );
    const radios = [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[role="radio"].cls')];
    expect(radios.map((r) => r.dataset.cls)).to.deep.equal(['warrior', 'mage', 'ranger']);
    setTimeout(() => radios[1]!.click());
    expect((await oneEvent(el, 'class-choose')).detail).to.deep.equal({ cls: 'mage' });
    expect(steps(el)[0]).to.contain('You: waiting; Your opponent: waiting');
  });

  it('shows the commit and reveal steps as they happen', async () => {
    const el = await fixture<ParleyClassChoice>(
      html`<parley-class-choice
        viewer="A"
        phase="class-open"
        chosen="ranger"
        .names=${{ B: 'Bea' }}
        .classCommits=${{ A: HASH_A, B: HASH_B }}
      ></parley-class-choice>`,
    );
    const s = steps(el);
    expect(s[0]).to.equal(
      '✓ Both commit to a class in secret. You: committed (a1b2c3d4…); Bea: committed (0f9e8d7c…)',
    );
    expect(s[1]).to.contain('Both reveal');
    const ranger = el.shadowRoot!.querySelector('[data-cls="ranger"]')!;
    expect(ranger.getAttribute('aria-checked')).to.equal('true');
    expect(ranger.getAttribute('aria-disabled')).to.equal('true');
    let chose = false;
    el.addEventListener('class-choose', () => (chose = true));
    (ranger as HTMLButtonElement).click();
    expect(chose).to.equal(false);
  });

  it('runs rock-paper-scissors with commit and reveal, then the repick', async () => {
    const el = await fixture<ParleyClassChoice>(
      html`<parley-class-choice
        viewer="B"
        phase="rps-commit"
        .classCommits=${{ A: HASH_A, B: HASH_B }}
        .classes=${{ A: 'warrior', B: 'warrior' }}
        .rps=${{ round: 1, commits: { A: HASH_A }, choices: {} }}
      ></parley-class-choice>`,
    );
    expect(el.shadowRoot!.querySelector('h3')!.textContent).to.contain('Warrior');
    const hands = [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('.hand')];
    expect(hands.length).to.equal(3);
    setTimeout(() => hands[2]!.click());
    expect((await oneEvent(el, 'rps-choose')).detail).to.deep.equal({ choice: 'scissors' });
    expect(steps(el)[2]).to.contain('round 1, both commit');
    expect(steps(el)[2]).to.contain('Your opponent: committed (a1b2c3d4…)');
    el.phase = 'class-repick';
    el.repick = 'B';
    el.available = ['mage', 'ranger'];
    el.rps = { round: 1, commits: { A: HASH_A, B: HASH_B }, choices: { A: 'rock', B: 'scissors' } };
    await el.updateComplete;
    const s = steps(el);
    expect(s[3]).to.contain('Your opponent: rock; You: scissors');
    expect(s[4]).to.contain('You lost and pick another class');
    const warrior = el.shadowRoot!.querySelector<HTMLButtonElement>('[data-cls="warrior"]')!;
    expect(warrior.getAttribute('aria-disabled')).to.equal('true');
    setTimeout(() => el.shadowRoot!.querySelector<HTMLButtonElement>('[data-cls="mage"]')!.click());
    expect((await oneEvent(el, 'class-choose')).detail.cls).to.equal('mage');
  });

  it('draws class and rock-paper-scissors marks as icons, never as emoji text', async () => {
    const el = await fixture<ParleyClassChoice>(
      html`<parley-class-choice
        viewer="A"
        phase="rps-commit"
        .classes=${{ A: 'mage', B: 'mage' }}
        .rps=${{ round: 1, commits: {}, choices: {} }}
      ></parley-class-choice>`,
    );
    const root = el.shadowRoot!;
    const icons = (sel: string) =>
      [...root.querySelectorAll(sel)].map((b) => b.querySelector('parley-card-art')?.icon);
    expect(icons('.cls')).to.deep.equal(['crossed-swords', 'pointy-hat', 'bow-arrow']);
    expect(icons('[data-testid="rps-option"]')).to.deep.equal(['rock', 'papers', 'scissors']);
    // Debian's default fonts draw pictographs such as the raised fist as empty boxes.
    expect(root.textContent).not.to.match(/\p{Extended_Pictographic}/u);
  });

  it('keyboard: arrows move between classes, Enter chooses', async () => {
    const el = await fixture<ParleyClassChoice>(
      html`<parley-class-choice viewer="A"></parley-class-choice>`,
    );
    const radios = [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('.cls')];
    expect(radios.map((r) => r.tabIndex)).to.deep.equal([0, -1, -1]);
    radios[0]!.focus();
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowRight' });
    expect(el.shadowRoot!.activeElement).to.equal(radios[2]);
    setTimeout(() => void sendKeys({ press: 'Enter' }));
    expect((await oneEvent(el, 'class-choose')).detail.cls).to.equal('ranger');
  });
});
