/**
 * IndexedDB persistence in real Chromium (src/app/store-idb.ts, records.ts, settings.ts): the
 * session Store round trip, validation of stored records and settings (data of another version is
 * a clear StorageError or defaults with a message, never a crash), and a full disk as a
 * StorageError 'quota'.
 */
import { expect } from '@open-wc/testing';
import {
  IdbSessionStore,
  StorageError,
  guarded,
  isStorageError,
  kvSet,
  loadEntries,
} from '../../src/app/store-idb.ts';
import { listRecords, loadRecord, parseMatchRecord, saveRecord } from '../../src/app/records.ts';
import {
  checkSettings,
  defaultSettings,
  loadSettings,
  saveSettings,
} from '../../src/app/settings.ts';
import { newLocalRecord, openSeat } from '../../src/app/match/setup.ts';
import { classCommit } from '../../src/app/match/moves.ts';
import { secretsOf } from '../../src/app/match/setup.ts';
import { memoryPair } from '../../protocol/transport/memory.ts';

describe('app storage (IndexedDB)', () => {
  it('stores every session message and rebuilds the session from it', async () => {
    const record = newLocalRecord('local', { bestOf: 1, mode: 'preconstructed' }, 'Ana');
    await saveRecord(record);
    const a = await openSeat(record, 'A');
    const b = await openSeat(record, 'B');
    const link = memoryPair();
    a.attach(link.a);
    b.attach(link.b);
    await a.act(classCommit(a.state, 'A', secretsOf(record, 'A'), 'mage'));
    await a.whenIdle();
    await new Promise((r) => setTimeout(r, 50));
    await b.whenIdle();
    const stored = await loadEntries(record.id, 'A');
    expect(stored.length).to.equal(1);
    expect(stored[0]!.message.from).to.equal('A');
    expect((await loadEntries(record.id, 'B')).length).to.equal(1);
    a.close();
    const again = await openSeat(record, 'A');
    expect(again.matchFile()).to.deep.equal(a.matchFile());
    expect(again.state.classCommits.A).to.equal(a.state.classCommits.A);
    again.close();
    b.close();
  });

  it('loads the record back, and refuses records of another version in words', async () => {
    const record = newLocalRecord('bot', { bestOf: 3, mode: 'draft' }, 'Bo', 'easy');
    await saveRecord(record);
    expect(await loadRecord(record.id)).to.deep.equal(record);
    await kvSet(`match/old-format-1`, { v: 0, id: 'old-format-1' });
    let err: unknown = null;
    try {
      await loadRecord('old-format-1');
    } catch (e) {
      err = e;
    }
    expect(isStorageError(err, 'corrupt')).to.equal(true);
    expect((err as Error).message).to.contain('another version');
    const { records, unreadable } = await listRecords();
    expect(records.some((r) => r.id === record.id)).to.equal(true);
    expect(unreadable).to.include('old-format-1');
    expect(() => parseMatchRecord({ ...record, seats: { A: { secretKey: 'x' } } })).to.throw(
      StorageError,
    );
  });

  it('refuses a stored transcript with a gap', async () => {
    const store = new IdbSessionStore('gappy-match-1', 'A');
    const fake = { message: { i: 1, from: 'A' } } as never;
    await store.append(fake);
    let err: unknown = null;
    await store.load().catch((e: unknown) => (err = e));
    expect(isStorageError(err, 'corrupt')).to.equal(true);
  });

  it('validates settings and falls back to defaults with a message', async () => {
    const d = defaultSettings();
    expect(checkSettings(d)).to.deep.equal(d);
    expect(checkSettings({ ...d, name: '' })).to.equal(null);
    expect(checkSettings({ ...d, signaling: { ...d.signaling, port: 70000 } })).to.equal(null);
    expect(checkSettings({ ...d, iceServers: [{ urls: 'http://x' }] })).to.equal(null);
    expect(checkSettings('nonsense')).to.equal(null);
    await kvSet('settings', { settings: { name: 42 }, customSignaling: true });
    const bad = await loadSettings();
    expect(bad.problem).to.contain('could not be read');
    expect(bad.settings.name).to.equal(d.name);
    await saveSettings({ ...d, name: 'Cy' });
    const good = await loadSettings();
    expect(good.problem).to.equal(null);
    expect(good.settings.name).to.equal('Cy');
    expect(good.customSignaling).to.equal(false);
    const custom = {
      ...d,
      signaling: { host: 'peer.example.org', port: 443, path: '/', secure: true },
    };
    await saveSettings(custom);
    expect((await loadSettings()).settings.signaling.host).to.equal('peer.example.org');
    await saveSettings(d);
  });

  it('reports a full disk as a quota StorageError', async () => {
    let err: unknown = null;
    await guarded(() => Promise.reject(new DOMException('full', 'QuotaExceededError'))).catch(
      (e: unknown) => (err = e),
    );
    expect(isStorageError(err, 'quota')).to.equal(true);
    expect((err as Error).message).to.contain('storage');
  });
});
