import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { generate } from 'lean-qr/nano';
import '../../components/parley-lobby.ts';
import { qrPath, type ParleyLobby } from '../../components/parley-lobby.ts';

const LINK = 'https://parley.example/#join=7f3a9c2e-41d8-4e0b-9a51-2f7c8d1e6b3a';

function stubClipboard(write: (text: string) => Promise<void>): () => void {
  const had = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: { writeText: write },
  });
  return () => {
    if (had) Object.defineProperty(navigator, 'clipboard', had);
    else delete (navigator as { clipboard?: unknown }).clipboard;
  };
}

describe('<parley-lobby>', () => {
  it('renders the link, a QR code of it and the status steps', async () => {
    const el = await fixture<ParleyLobby>(
      html`<parley-lobby link=${LINK} status="waiting"></parley-lobby>`,
    );
    const root = el.shadowRoot!;
    expect(root.querySelector<HTMLInputElement>('#link')!.value).to.equal(LINK);
    const qr = root.querySelector('svg.qr')!;
    expect(qr.getAttribute('aria-label')).to.equal('QR code of the share link');
    const size = generate(LINK).size;
    expect(qr.getAttribute('viewBox')).to.equal(`0 0 ${size + 8} ${size + 8}`);
    // The top-left finder pattern: a run of 7 dark modules at the quiet-zone corner.
    expect(root.querySelector('path')!.getAttribute('d')!.startsWith('M4 4h7v1h-7z')).to.equal(
      true,
    );
    expect(root.querySelector('[aria-current="step"]')!.textContent).to.contain(
      'Waiting for your friend',
    );
    expect(root.querySelector('progress')!.value).to.equal(1);
    el.status = 'connecting';
    await el.updateComplete;
    expect(root.querySelector('[aria-current="step"]')!.textContent).to.contain('Connecting');
    expect(root.querySelector('li.done')!.textContent).to.contain('✓');
    el.status = 'connected';
    await el.updateComplete;
    expect(root.querySelector('progress')!.value).to.equal(3);
    expect(root.querySelector('.spinner')).to.equal(null);
    el.status = 'failed';
    el.detail = 'signaling server unreachable';
    await el.updateComplete;
    expect(root.querySelector('p.failed')!.textContent).to.contain('signaling server unreachable');
  });

  it('qrPath merges runs and is deterministic', () => {
    const a = qrPath('hello');
    expect(a).to.deep.equal(qrPath('hello'));
    expect(a.d).to.match(/^(M\d+ \d+h\d+v1h-\d+z)+$/);
  });

  it('copies the link with navigator.clipboard', async () => {
    let copied = '';
    const restore = stubClipboard(async (t) => {
      copied = t;
    });
    try {
      const el = await fixture<ParleyLobby>(html`<parley-lobby link=${LINK}></parley-lobby>`);
      setTimeout(() => el.shadowRoot!.querySelector<HTMLButtonElement>('.copy')!.click());
      expect((await oneEvent(el, 'link-copy')).detail).to.deep.equal({ ok: true });
      expect(copied).to.equal(LINK);
      await el.updateComplete;
      expect(el.shadowRoot!.querySelector('.copied')!.textContent).to.contain('Link copied');
    } finally {
      restore();
    }
  });

  it('falls back to select-and-copy when the Clipboard API fails', async () => {
    const restore = stubClipboard(() => Promise.reject(new Error('denied')));
    const original = document.execCommand.bind(document);
    let selected = '';
    document.execCommand = (cmd: string) => {
      const input = document.activeElement?.shadowRoot?.activeElement as HTMLInputElement | null;
      selected = input ? input.value.slice(input.selectionStart ?? 0, input.selectionEnd ?? 0) : '';
      return cmd === 'copy';
    };
    try {
      const el = await fixture<ParleyLobby>(html`<parley-lobby link=${LINK}></parley-lobby>`);
      setTimeout(() => el.shadowRoot!.querySelector<HTMLButtonElement>('.copy')!.click());
      expect((await oneEvent(el, 'link-copy')).detail).to.deep.equal({ ok: true });
      expect(selected).to.equal(LINK);
    } finally {
      document.execCommand = original;
      restore();
    }
  });

  it('shows only the status for the friend who joined, and leaves by keyboard', async () => {
    const el = await fixture<ParleyLobby>(html`<parley-lobby status="connecting"></parley-lobby>`);
    expect(el.shadowRoot!.querySelector('svg.qr')).to.equal(null);
    expect(el.shadowRoot!.querySelector('h2')!.textContent).to.equal('Joining the match');
    el.shadowRoot!.querySelector<HTMLButtonElement>('.leave')!.focus();
    setTimeout(() => void sendKeys({ press: 'Enter' }));
    await oneEvent(el, 'leave');
  });
});
