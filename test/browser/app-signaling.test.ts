/**
 * Which signaling server a friend match uses (src/app/signaling.ts, protocol/transport/peer-config.ts;
 * requirement: "the same-origin PeerServer …, falling back to the PeerJS cloud server when none"), in
 * Chromium. The decision is tested with fake probes and a fake fetch: no test contacts the cloud
 * server (a match labelled "cloud" below signals through the local PeerServer of
 * web-test-runner.config.js). The lobby shows the note when the cloud server is in use.
 */
import { requireGame } from '../../src/games/index.ts';
import { expect, fixture, html } from '@open-wc/testing';
import {
  CLOUD_SIGNALING,
  probeSignalingServer,
  type ProbeResult,
  type SignalingConfig,
} from '../../protocol/transport/peer-config.ts';
import type { SignalingSettings } from '../../components/events.ts';
import { DEFAULT_SETTINGS } from '../../components/parley-settings.ts';
import '../../components/parley-lobby.ts';
import type { ParleyLobby } from '../../components/parley-lobby.ts';
import { CLOUD_NOTE, chooseAppSignaling } from '../../src/app/signaling.ts';
import { planOf } from '../../src/app/settings.ts';
import { newHostRecord } from '../../src/app/match/setup.ts';
import { deleteRecord, saveRecord } from '../../src/app/records.ts';
import { startFriend } from '../../src/app/match/net.ts';

const PAGE = { protocol: 'https:', hostname: 'parley.example', port: '' };
const SAME_ORIGIN: SignalingConfig = {
  host: 'parley.example',
  port: 443,
  path: '/peerjs',
  secure: true,
  key: 'peerjs',
};

/** A probe that answers `result` and records what it was asked. */
function fakeProbe(result: boolean | ProbeResult) {
  const asked: SignalingConfig[] = [];
  return {
    asked,
    probe: (c: SignalingConfig) => {
      asked.push(c);
      return Promise.resolve(result);
    },
  };
}

describe('choosing the signaling server', () => {
  it('auto: this origin’s PeerServer when it answers', async () => {
    const p = fakeProbe('present');
    const chosen = await chooseAppSignaling({ kind: 'auto' }, { location: PAGE, probe: p.probe });
    expect(chosen).to.deep.equal({ config: SAME_ORIGIN, source: 'same-origin', probe: 'present' });
    expect(p.asked).to.deep.equal([SAME_ORIGIN]);
  });

  it('auto: the public PeerJS server when the origin answers without a PeerServer', async () => {
    for (const result of ['absent', false] as const) {
      const p = fakeProbe(result);
      const chosen = await chooseAppSignaling({ kind: 'auto' }, { location: PAGE, probe: p.probe });
      expect(chosen.source).to.equal('cloud');
      expect(chosen.config).to.deep.equal(CLOUD_SIGNALING);
    }
  });

  it('auto: still this origin (reported unreachable) when the origin does not answer at all', async () => {
    const p = fakeProbe('unreachable');
    const chosen = await chooseAppSignaling({ kind: 'auto' }, { location: PAGE, probe: p.probe });
    expect(chosen).to.deep.equal({
      config: SAME_ORIGIN,
      source: 'same-origin',
      probe: 'unreachable',
    });
  });

  it('auto: the public server at once for a page that is not http(s)', async () => {
    const p = fakeProbe('present');
    const file = { protocol: 'file:', hostname: '', port: '' };
    const chosen = await chooseAppSignaling({ kind: 'auto' }, { location: file, probe: p.probe });
    expect(chosen.source).to.equal('cloud');
    expect(p.asked).to.deep.equal([]);
  });

  it('configured: used as configured, never probed, never replaced by the cloud', async () => {
    const p = fakeProbe('absent');
    const server: SignalingSettings = {
      host: 'peer.example.org',
      port: 9000,
      path: '/x',
      secure: true,
    };
    const chosen = await chooseAppSignaling(
      { kind: 'configured', server },
      { location: PAGE, probe: p.probe },
    );
    expect(chosen).to.deep.equal({
      config: { ...server, key: 'peerjs' },
      source: 'configured',
    });
    expect(p.asked).to.deep.equal([]);
  });

  it('the settings make the plan: auto unless the player chose a server', () => {
    const settings = DEFAULT_SETTINGS;
    expect(planOf({ settings, customSignaling: false })).to.deep.equal({ kind: 'auto' });
    expect(planOf({ settings, customSignaling: true })).to.deep.equal({
      kind: 'configured',
      server: settings.signaling,
    });
  });
});

/** A fake fetch answering `respond()` (or failing); records the URLs asked. */
function fakeFetch(respond: (signal: AbortSignal) => Promise<Response>) {
  const urls: string[] = [];
  return {
    urls,
    fetch: (url: string, init: { signal: AbortSignal }) => {
      urls.push(url);
      return respond(init.signal);
    },
  };
}

describe('probing a signaling server', () => {
  const json = (body: unknown, status = 200) =>
    Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    );

  it('tells present, absent and unreachable apart', async () => {
    const cases: [() => Promise<Response>, ProbeResult][] = [
      [() => json({ name: 'PeerJS Server', description: 'x', website: 'y' }), 'present'],
      [() => json({ error: 'nope' }, 404), 'absent'],
      [() => Promise.resolve(new Response('<!doctype html><title>app</title>')), 'absent'],
      [() => json({ name: 'Some other server' }), 'absent'],
      [() => Promise.reject(new TypeError('Failed to fetch')), 'unreachable'],
    ];
    for (const [respond, expected] of cases) {
      const f = fakeFetch(respond);
      expect(await probeSignalingServer(SAME_ORIGIN, { fetch: f.fetch })).to.equal(expected);
      expect(f.urls).to.deep.equal(['https://parley.example:443/peerjs/']);
    }
  });

  it('gives up as unreachable when nothing answers in time', async () => {
    const f = fakeFetch(
      (signal) =>
        new Promise((_resolve, reject) =>
          signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    expect(await probeSignalingServer(SAME_ORIGIN, { fetch: f.fetch, timeoutMs: 50 })).to.equal(
      'unreachable',
    );
  });
});

describe('the cloud note', () => {
  it('the lobby shows the note and a problem as an alert', async () => {
    const el = await fixture<ParleyLobby>(
      html`<parley-lobby
        link="https://parley.example/#/join/parley-x/0123456789abcdef"
        status="waiting"
        .note=${CLOUD_NOTE}
        .problem=${'Your friend’s app is a different version of Parley (rules 2, yours 1).'}
      ></parley-lobby>`,
    );
    const root = el.shadowRoot!;
    expect(root.querySelector('[data-testid="lobby-note"]')!.textContent).to.contain(
      'using the public PeerJS server',
    );
    const problem = root.querySelector('[data-testid="lobby-problem"]')!;
    expect(problem.getAttribute('role')).to.equal('alert');
    expect(problem.textContent).to.contain('different version');
    el.note = '';
    el.problem = '';
    await el.updateComplete;
    expect(root.querySelector('[data-testid="lobby-note"]')).to.equal(null);
    expect(root.querySelector('[data-testid="lobby-problem"]')).to.equal(null);
  });

  it('a hosted match on the public server carries the note; on its own server none', async () => {
    const body = (await (await fetch('/peer-config')).json()) as SignalingSettings;
    const local: SignalingConfig = { ...body, secure: false, key: 'peerjs' };
    const settings = { ...DEFAULT_SETTINGS, signaling: body, iceServers: [] };
    for (const source of ['cloud', 'same-origin'] as const) {
      const game = requireGame('paragons');
      const record = newHostRecord(game, game.testing.quickOptions, 'Host');
      await saveRecord(record);
      // Labelled as chosen, but signalling through the local PeerServer: no test reaches the cloud.
      const c = await startFriend(record, settings, game, {
        signaling: { config: local, source },
      });
      expect(c.signalingNote).to.equal(source === 'cloud' ? CLOUD_NOTE : null);
      c.close();
      await deleteRecord(record.id);
    }
  });
});
