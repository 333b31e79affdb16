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

  it('lets the host change the name the friend sees (name-change), refusing an empty one', async () => {
    const el = await fixture<ParleyLobby>(
      html`<parley-lobby link=${LINK} name="Player"></parley-lobby>`,
    );
    const root = el.shadowRoot!;
    const input = root.querySelector<HTMLInputElement>('[data-testid="lobby-name-input"]')!;
    expect(input.value).to.equal('Player');
    expect(input.labels![0]!.textContent).to.contain('Your name');
    input.focus();
    input.select();
    await sendKeys({ type: '  Ana  ' });
    setTimeout(() => void sendKeys({ press: 'Enter' }));
    expect((await oneEvent(el, 'name-change')).detail).to.deep.equal({ name: 'Ana' });
    el.name = 'Ana';
    await el.updateComplete;
    expect(root.querySelector('#name-note')!.textContent!.trim()).to.equal('Saved.');
    input.focus();
    input.select();
    await sendKeys({ type: '   ' });
    let fired = false;
    el.addEventListener('name-change', () => (fired = true));
    root.querySelector<HTMLButtonElement>('[data-testid="lobby-name-save"]')!.click();
    await new Promise((r) => setTimeout(r, 0));
    await el.updateComplete;
    expect(fired).to.equal(false);
    expect(root.querySelector('#name-note')!.textContent!.trim()).to.equal(
      'Enter a name of 1 to 32 characters.',
    );
    // The same rule as the first-visit panel and the settings (components/player-name.ts).
    input.focus();
    input.select();
    await sendKeys({ type: 'Bea' });
    input.value = 'B\u0007ea';
    root.querySelector<HTMLButtonElement>('[data-testid="lobby-name-save"]')!.click();
    await new Promise((r) => setTimeout(r, 0));
    await el.updateComplete;
    expect(fired).to.equal(false);
    expect(root.querySelector('#name-note')!.textContent!.trim()).to.equal(
      'Use letters, not symbols.',
    );
    // The friend's joining screen (no link) has no name field.
    const guest = await fixture<ParleyLobby>(html`<parley-lobby></parley-lobby>`);
    expect(guest.shadowRoot!.querySelector('[data-testid="lobby-name"]')).to.equal(null);
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

  describe('who can open the link', () => {
    const LOCAL = 'http://localhost:8080/#/join/parley-0123456789abcdef0123/0123456789abcdef';
    const LAN = 'http://192.168.1.20:8080/#/join/parley-0123456789abcdef0123/0123456789abcdef';
    const LAN2 = 'http://10.0.0.7:8080/#/join/parley-0123456789abcdef0123/0123456789abcdef';
    const reach = (el: ParleyLobby) => el.shadowRoot!.querySelector('[data-testid="lobby-reach"]');
    const shown = (el: ParleyLobby) =>
      el.shadowRoot!.querySelector<HTMLInputElement>('[data-testid="share-link"]')!.value;
    const qrOf = (el: ParleyLobby) => el.shadowRoot!.querySelector('path')!.getAttribute('d');

    it('a localhost link with no network address: an alert that the friend cannot open it', async () => {
      const el = await fixture<ParleyLobby>(html`<parley-lobby link=${LOCAL}></parley-lobby>`);
      expect(shown(el)).to.equal(LOCAL);
      expect(reach(el)!.getAttribute('role')).to.equal('alert');
      expect(reach(el)!.textContent).to.contain('cannot open it');
      expect(reach(el)!.textContent).to.contain('on your network');
    });

    it('a localhost link with this computer’s network address: that link instead, copied and in the QR code', async () => {
      const restore = stubClipboard(async (text) => {
        copied = text;
      });
      let copied = '';
      try {
        const el = await fixture<ParleyLobby>(
          html`<parley-lobby link=${LOCAL} .lanLinks=${[LAN]}></parley-lobby>`,
        );
        expect(shown(el)).to.equal(LAN);
        expect(qrOf(el)).to.equal(qrPath(LAN).d);
        expect(reach(el)!.getAttribute('role')).to.equal('note');
        expect(reach(el)!.textContent).to.contain('network address');
        expect(el.shadowRoot!.querySelector('[data-testid="lobby-address"]')).to.equal(null);
        setTimeout(() => el.shadowRoot!.querySelector<HTMLButtonElement>('.copy')!.click());
        await oneEvent(el, 'link-copy');
        expect(copied).to.equal(LAN);
      } finally {
        restore();
      }
    });

    it('several network addresses: a choice, and the link follows it', async () => {
      const el = await fixture<ParleyLobby>(
        html`<parley-lobby link=${LOCAL} .lanLinks=${[LAN, LAN2]}></parley-lobby>`,
      );
      const select = el.shadowRoot!.querySelector<HTMLSelectElement>(
        '[data-testid="lobby-address"]',
      )!;
      expect([...select.options].map((o) => o.textContent)).to.deep.equal([
        '192.168.1.20:8080',
        '10.0.0.7:8080',
      ]);
      select.selectedIndex = 1;
      select.dispatchEvent(new Event('change'));
      await el.updateComplete;
      expect(shown(el)).to.equal(LAN2);
      expect(qrOf(el)).to.equal(qrPath(LAN2).d);
    });

    it('a network-address link: a note that the friend must be on the same network', async () => {
      const el = await fixture<ParleyLobby>(html`<parley-lobby link=${LAN}></parley-lobby>`);
      expect(shown(el)).to.equal(LAN);
      expect(reach(el)!.getAttribute('role')).to.equal('note');
      expect(reach(el)!.textContent).to.contain('same network');
    });

    it('a public link: no note, and network addresses are not offered for it', async () => {
      const el = await fixture<ParleyLobby>(
        html`<parley-lobby link=${LINK} .lanLinks=${[LAN]}></parley-lobby>`,
      );
      expect(shown(el)).to.equal(LINK);
      expect(reach(el)).to.equal(null);
    });
  });

  it('names the friends in the middle of joining', async () => {
    const el = await fixture<ParleyLobby>(html`<parley-lobby link=${LINK}></parley-lobby>`);
    const line = () => el.shadowRoot!.querySelector('[data-testid="lobby-joining"]');
    expect(line()).to.equal(null);
    el.joining = ['Ana'];
    await el.updateComplete;
    expect(line()!.textContent!.trim()).to.equal('Ana is joining…');
    expect(line()!.getAttribute('role')).to.equal('status');
    el.joining = ['Ana', 'Bo', 'Cy'];
    await el.updateComplete;
    expect(line()!.textContent!.trim()).to.equal('Ana, Bo and Cy are joining…');
  });
});
