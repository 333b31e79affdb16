import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../components/parley-verify-page.ts';
import type { ParleyVerifyPage } from '../../components/parley-verify-page.ts';

describe('<parley-verify-page>', () => {
  it('reads a dropped match file and emits its text', async () => {
    const el = await fixture<ParleyVerifyPage>(html`<parley-verify-page></parley-verify-page>`);
    const drop = el.shadowRoot!.querySelector('.drop')!;
    const dt = new DataTransfer();
    dt.items.add(new File(['{"header":{}}'], 'match-1.json', { type: 'application/json' }));
    const over = new DragEvent('dragover', { dataTransfer: dt, bubbles: true, cancelable: true });
    drop.dispatchEvent(over);
    expect(over.defaultPrevented).to.equal(true);
    setTimeout(() =>
      drop.dispatchEvent(
        new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }),
      ),
    );
    const ev = await oneEvent(el, 'file-load');
    expect(ev.detail.name).to.equal('match-1.json');
    expect(new TextDecoder().decode(ev.detail.bytes)).to.equal('{"header":{}}');
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('.file')!.textContent).to.equal('match-1.json');
  });

  it('reads a picked file as its bytes, undecoded (a byte that is not UTF-8 stays as it is)', async () => {
    const el = await fixture<ParleyVerifyPage>(html`<parley-verify-page></parley-verify-page>`);
    const input = el.shadowRoot!.querySelector<HTMLInputElement>('input[type="file"]')!;
    const dt = new DataTransfer();
    dt.items.add(new File([new Uint8Array([0x61, 0xff, 0x62])], 'm.parley'));
    input.files = dt.files;
    setTimeout(() => input.dispatchEvent(new Event('change')));
    expect([...(await oneEvent(el, 'file-load')).detail.bytes]).to.deep.equal([0x61, 0xff, 0x62]);
  });

  it('shows the file name, the verdict and the step label through displayText', async () => {
    const el = await fixture<ParleyVerifyPage>(
      html`<parley-verify-page
        file-name=${'m\u202eNOSJ.exe'}
        .names=${{ A: 'Ana\u202e', B: 'Bea' }}
        .verdict=${{ verdict: 'violation', index: 2, player: 'A', reason: 'x\r\u001b[2Kfair' }}
        steps="3"
        step="1"
        step-label=${'A: play\u2066'}
      ></parley-verify-page>`,
    );
    const root = el.shadowRoot!;
    expect(root.querySelector('.file')!.textContent).to.equal('m\\u202eNOSJ.exe');
    expect(root.querySelector('.verdict .words')!.textContent).to.equal(
      'Ana\\u202e cheated at message 2: x\\u000d\\u001b[2Kfair',
    );
    expect(root.querySelector('.label')!.textContent!.trim()).to.equal(
      'Message 0 of 0–2 · A: play\\u2066',
    );
    expect(root.querySelector('input[type="range"]')!.getAttribute('aria-valuetext')).to.equal(
      'Message 0 of 0–2: A: play\\u2066',
    );
  });

  it('shows the verdict', async () => {
    const el = await fixture<ParleyVerifyPage>(
      html`<parley-verify-page
        .names=${{ A: 'Ana', B: 'Bea' }}
        .verdict=${{ verdict: 'incomplete', index: 9, player: 'A', reason: 'the file ends early' }}
      ></parley-verify-page>`,
    );
    expect(el.shadowRoot!.querySelector('.verdict strong')!.textContent).to.equal('Incomplete');
    expect(el.shadowRoot!.querySelector('.verdict .words')!.textContent).to.equal(
      'Incomplete: Ana did not send message 9. the file ends early',
    );
  });

  it('gives every verdict kind a headline its words agree with, numbering messages as the file does', async () => {
    const names = { A: 'Ana', B: 'Bea' };
    const cases = [
      [
        { verdict: 'fair', index: null, player: null, reason: '' },
        'Fair',
        /^Every move.*nobody cheated\.$/,
      ],
      [
        { verdict: 'violation', index: 4, player: 'B', reason: 'illegal move' },
        'Cheating detected',
        /^Bea cheated at message 4: illegal move$/,
      ],
      [
        {
          verdict: 'violation',
          index: 4,
          player: null,
          reason:
            'message 4 is not validly signed by its claimed sender B (bad signature): the file was altered or pieced together, so no seat can be blamed for it',
        },
        'A rule was broken',
        /^A rule was broken at message 4: message 4 is not validly signed.*no seat can be blamed for it$/,
      ],
      [
        {
          verdict: 'incomplete',
          index: 30,
          player: 'B',
          reason: 'A claimed a timeout win at message 30',
        },
        'Incomplete',
        /^Incomplete: Bea did not send message 30\. A claimed a timeout win at message 30$/,
      ],
      [
        { verdict: 'incomplete', index: 7, player: null, reason: 'the two apps disagree' },
        'Incomplete',
        /^Incomplete at message 7: the two apps disagree$/,
      ],
      [
        { verdict: 'malformed', index: null, player: null, reason: 'the header is not an object' },
        'Invalid file',
        /^Not a valid match file: the header is not an object$/,
      ],
      [
        { verdict: 'malformed', index: 3, player: null, reason: 'bad hex' },
        'Invalid file',
        /^Not a valid match file at message 3: bad hex$/,
      ],
    ] as const;
    for (const [verdict, title, words] of cases) {
      const el = await fixture<ParleyVerifyPage>(
        html`<parley-verify-page .names=${names} .verdict=${verdict}></parley-verify-page>`,
      );
      const root = el.shadowRoot!;
      const headline = root.querySelector('.verdict strong')!.textContent!;
      const text = root.querySelector('.verdict .words')!.textContent!;
      expect(headline, JSON.stringify(verdict)).to.equal(title);
      expect(text, JSON.stringify(verdict)).to.match(words);
      // A headline that accuses must have words that name someone, and the other way round.
      const blames = /cheat/i.test(headline);
      expect(blames, text).to.equal(/ cheated /.test(text));
      if (/no seat can be blamed/.test(text)) expect(headline).not.to.match(/cheat/i);
      // One numbering: the message the words name is the index of the verdict.
      for (const m of text.matchAll(/message (\d+)/g)) {
        if (verdict.index !== null) expect(Number(m[1])).to.equal(verdict.index);
      }
      expect(text).not.to.match(/\bstep\b/);
    }
  });

  it('replays step by step with the slider, buttons and arrow keys', async () => {
    const el = await fixture<ParleyVerifyPage>(
      html`<parley-verify-page steps="20" step="5" step-label="Bea attacks"></parley-verify-page>`,
    );
    const root = el.shadowRoot!;
    const range = root.querySelector<HTMLInputElement>('input[type="range"]')!;
    expect(range.max).to.equal('20');
    expect(range.value).to.equal('5');
    // Position k shows the state after message k − 1, numbered as the file numbers it.
    expect(range.getAttribute('aria-valuetext')).to.equal('Message 4 of 0–19: Bea attacks');
    setTimeout(() => root.querySelector<HTMLButtonElement>('.next')!.click());
    expect((await oneEvent(el, 'step-change')).detail).to.deep.equal({ step: 6 });
    setTimeout(() => root.querySelector<HTMLButtonElement>('.prev')!.click());
    expect((await oneEvent(el, 'step-change')).detail.step).to.equal(5);
    range.focus();
    setTimeout(() => void sendKeys({ press: 'ArrowRight' }));
    expect((await oneEvent(el, 'step-change')).detail.step).to.equal(6);
    setTimeout(() => void sendKeys({ press: 'End' }));
    expect((await oneEvent(el, 'step-change')).detail.step).to.equal(20);
    await el.updateComplete;
    expect(root.querySelector<HTMLButtonElement>('.next')!.disabled).to.equal(true);
  });
});
