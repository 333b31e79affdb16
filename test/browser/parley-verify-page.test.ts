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
      'Ana\\u202e cheated at step 3: x\\u000d\\u001b[2Kfair',
    );
    expect(root.querySelector('.label')!.textContent!.trim()).to.equal(
      'Step 1 of 3 · A: play\\u2066',
    );
    expect(root.querySelector('input[type="range"]')!.getAttribute('aria-valuetext')).to.equal(
      'Step 1 of 3: A: play\\u2066',
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
      'Incomplete: Ana did not send step 10. the file ends early',
    );
  });

  it('replays step by step with the slider, buttons and arrow keys', async () => {
    const el = await fixture<ParleyVerifyPage>(
      html`<parley-verify-page steps="20" step="5" step-label="Bea attacks"></parley-verify-page>`,
    );
    const root = el.shadowRoot!;
    const range = root.querySelector<HTMLInputElement>('input[type="range"]')!;
    expect(range.max).to.equal('20');
    expect(range.value).to.equal('5');
    expect(range.getAttribute('aria-valuetext')).to.equal('Step 5 of 20: Bea attacks');
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
