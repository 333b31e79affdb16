import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../components/parley-settings.ts';
import {
  DEFAULT_SETTINGS,
  toDraft,
  validateSettings,
  type ParleySettings,
} from '../../components/parley-settings.ts';

function input(el: ParleySettings, id: string): HTMLInputElement {
  return el.shadowRoot!.querySelector<HTMLInputElement>(`#${id}`)!;
}
function type(el: ParleySettings, id: string, value: string): void {
  const i = input(el, id);
  i.value = value;
  i.dispatchEvent(new Event('input'));
}

describe('<parley-settings>', () => {
  it('validates every field', () => {
    expect(validateSettings(toDraft(DEFAULT_SETTINGS)).settings).to.deep.equal(DEFAULT_SETTINGS);
    const bad = validateSettings({
      ...toDraft(DEFAULT_SETTINGS),
      name: ' ',
      host: 'bad host',
      port: '70000',
      path: 'peerjs',
      ice: [
        { urls: 'http://x', username: '', credential: '' },
        { urls: 'turn:turn.example.org:3478', username: 'u', credential: '' },
      ],
    });
    expect(bad.settings).to.equal(null);
    expect(Object.keys(bad.errors).sort()).to.deep.equal(
      ['host', 'ice-0', 'ice-1', 'name', 'path', 'port'].sort(),
    );
    // The name rule of every form (components/player-name.ts): no control characters.
    expect(
      validateSettings({ ...toDraft(DEFAULT_SETTINGS), name: 'A\u0007na' }).errors.name,
    ).to.equal('Use letters, not symbols.');
    const ok = validateSettings({
      ...toDraft(DEFAULT_SETTINGS),
      host: '10.0.0.2',
      port: '9000',
      ice: [{ urls: 'turns:turn.example.org:5349', username: 'u', credential: 'p' }],
    });
    expect(ok.settings!.signaling).to.deep.equal({
      host: '10.0.0.2',
      port: 9000,
      path: '/peerjs',
      secure: false,
    });
    expect(ok.settings!.iceServers).to.deep.equal([
      { urls: 'turns:turn.example.org:5349', username: 'u', credential: 'p' },
    ]);
  });

  it('renders the settings and emits settings-change with validated values', async () => {
    const el = await fixture<ParleySettings>(
      html`<parley-settings .settings=${{ ...DEFAULT_SETTINGS, name: 'Ana' }}></parley-settings>`,
    );
    expect(input(el, 'name').value).to.equal('Ana');
    expect(input(el, 'port').value).to.equal('8080');
    type(el, 'host', 'peer.example.org');
    type(el, 'port', '443');
    input(el, 'secure').click();
    input(el, 'reduced-motion').click();
    input(el, 'sounds').click();
    el.shadowRoot!.querySelector<HTMLButtonElement>('.add-ice')!.click();
    await el.updateComplete;
    type(el, 'ice-1', 'stun:stun.example.org:3478');
    setTimeout(() => el.shadowRoot!.querySelector<HTMLButtonElement>('.save')!.click());
    const ev = await oneEvent(el, 'settings-change');
    expect(ev.detail.settings).to.deep.equal({
      name: 'Ana',
      signaling: { host: 'peer.example.org', port: 443, path: '/peerjs', secure: true },
      iceServers: [
        { urls: 'stun:stun.l.google.com:19302' },
        { urls: 'stun:stun.example.org:3478' },
      ],
      reducedMotion: true,
      sounds: false,
    });
  });

  it('shows errors, focuses the first invalid field and emits nothing', async () => {
    const el = await fixture<ParleySettings>(html`<parley-settings></parley-settings>`);
    let emitted = false;
    el.addEventListener('settings-change', () => (emitted = true));
    type(el, 'port', 'abc');
    type(el, 'path', 'no-slash');
    el.shadowRoot!.querySelector<HTMLButtonElement>('.save')!.click();
    await el.updateComplete;
    await el.updateComplete;
    expect(emitted).to.equal(false);
    const port = input(el, 'port');
    expect(port.getAttribute('aria-invalid')).to.equal('true');
    expect(
      el.shadowRoot!.getElementById(port.getAttribute('aria-describedby')!)!.textContent,
    ).to.contain('1 to 65535');
    expect(el.shadowRoot!.activeElement).to.equal(port);
  });

  it('submits with Enter from a field and removes ICE rows by keyboard', async () => {
    const el = await fixture<ParleySettings>(html`<parley-settings></parley-settings>`);
    el.shadowRoot!.querySelector<HTMLButtonElement>('.remove-ice')!.focus();
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(el.shadowRoot!.querySelectorAll('.ice').length).to.equal(0);
    input(el, 'name').focus();
    setTimeout(() => void sendKeys({ press: 'Enter' }));
    const ev = await oneEvent(el, 'settings-change');
    expect(ev.detail.settings.iceServers).to.deep.equal([]);
  });
});
