/**
 * IndexedDB persistence in real Chromium (src/app/store-idb.ts, records.ts, settings.ts): the
 * session Store round trip, validation of stored records and settings (data of another version is
 * a clear StorageError or defaults with a message, never a crash), a full disk as a
 * StorageError 'quota', and the stop evidence of a session (kept across a reopen, outside the
 * entries' key range, deleted with the match, checked on reading).
 */
import { expect } from '@open-wc/testing';
import { set, createStore } from 'idb-keyval';
import {
  IdbSessionStore,
  StorageError,
  deleteEntries,
  guarded,
  isStorageError,
  kvSet,
  loadEntries,
} from '../../src/app/store-idb.ts';
import type { StoredEvidence } from '../../protocol/session/index.ts';
import { liesStateHash } from '../cheats/clients.ts';
import { livePair } from './live-pair.ts';
import {
  decksKey,
  listRecords,
  loadDecks,
  loadRecord,
  parseMatchRecord,
  saveDecks,
  saveRecord,
} from '../../src/app/records.ts';
import {
  checkSettings,
  defaultSettings,
  loadSettings,
  saveSettings,
} from '../../src/app/settings.ts';
import { newLocalRecord, openSeat } from '../../src/app/match/setup.ts';
import { requireGame } from '../../src/games/index.ts';

const PARAGONS = requireGame('paragons');
const PRE = { bestOf: 1, mode: 'preconstructed' } as const;
import { secretsOf } from '../../src/app/match/setup.ts';
import { memoryPair } from '../../protocol/transport/memory.ts';

describe('app storage (IndexedDB)', () => {
  it('stores every session message and rebuilds the session from it', async () => {
    const record = newLocalRecord('local', PARAGONS, PRE, 'Ana');
    await saveRecord(record);
    const a = await openSeat(record, 'A', PARAGONS);
    const b = await openSeat(record, 'B', PARAGONS);
    const link = memoryPair();
    a.attach(link.a);
    b.attach(link.b);
    const commit = PARAGONS.automation.prepare(a.state, 'A', secretsOf(record, 'A'), {
      intent: 'class',
      choice: 'mage',
    });
    await a.act(commit);
    await a.whenIdle();
    await new Promise((r) => setTimeout(r, 50));
    await b.whenIdle();
    const stored = await loadEntries(record.id, 'A');
    expect(stored.length).to.equal(1);
    expect(stored[0]!.message.from).to.equal('A');
    expect((await loadEntries(record.id, 'B')).length).to.equal(1);
    a.close();
    const again = await openSeat(record, 'A', PARAGONS);
    expect(again.matchFile()).to.deep.equal(a.matchFile());
    expect(PARAGONS.lockstep.publicHash(again.state)).to.equal(
      PARAGONS.lockstep.publicHash(a.state),
    );
    again.close();
    b.close();
  });

  it('loads the record back, and refuses records of another version in words', async () => {
    const record = newLocalRecord('bot', PARAGONS, { bestOf: 3, mode: 'draft' }, 'Bo', 'easy');
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

  it('a stored version-1 record (all Paragons) is read as version 2: its game and options kept', async () => {
    const v2 = newLocalRecord('bot', PARAGONS, { bestOf: 3, mode: 'draft' }, 'Bo', 'easy');
    const v1: Record<string, unknown> = {
      ...v2,
      id: 'version-one-1',
      v: 1,
      options: { bestOf: 3, mode: 'draft' },
    };
    delete v1.game;
    const header = { ...v2.header!, matchId: 'version-one-1' };
    await kvSet('match/version-one-1', { ...v1, header });
    const read = await loadRecord('version-one-1');
    expect(read).to.deep.equal({ ...v2, id: 'version-one-1', header });
    expect(read!.v).to.equal(2);
    expect(read!.game).to.equal('paragons');
    expect(PARAGONS.options.parse(read!.options)).to.deep.equal({ bestOf: 3, mode: 'draft' });
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
    // A name stored before the forms refused control characters still loads, without them.
    expect(checkSettings({ ...d, name: 'A\u0007na\n' })?.name).to.equal('Ana');
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

  it('keeps stop evidence across a reopen, outside the entries, until the match is deleted', async () => {
    // A real desync (B lies in its 6th state hash): both seats keep their evidence in IndexedDB.
    const p = await livePair({ seed: 2, tamper: { B: liesStateHash(6) } });
    await p.run(() => p.sessions.A.stopped !== null);
    await p.settle();
    const { A: a, B: b } = p.sessions;
    const id = p.record.id;
    expect(a.stopped?.kind).to.equal('desync');
    p.close();
    const kept = await new IdbSessionStore(id, 'A').loadEvidence();
    expect(kept?.stop).to.deep.equal(a.stopped);
    expect(kept?.message).to.deep.equal(a.evidence);
    expect((await new IdbSessionStore(id, 'B').loadEvidence())?.stop).to.deep.equal(b.stopped);
    // The entries' numeric key range does not pick the evidence up.
    const entries = await loadEntries(id, 'A');
    expect(entries.map((e) => e.message)).to.deep.equal(a.matchFile().messages);
    expect(entries.every((e) => typeof e.at === 'number')).to.equal(true);
    // A reopened session is stopped as it was.
    const again = await p.reopen('A');
    expect(again.stopped).to.deep.equal(a.stopped);
    expect(again.evidenceFile()).to.deep.equal(a.evidenceFile());
    again.close();
    // A later keep replaces it; deleting the match removes it with the entries.
    const other: StoredEvidence = { stop: { ...a.stopped!, reason: 'replaced' } };
    await new IdbSessionStore(id, 'A').keepEvidence(other);
    expect(await new IdbSessionStore(id, 'A').loadEvidence()).to.deep.equal(other);
    await deleteEntries(id);
    expect(await new IdbSessionStore(id, 'A').loadEvidence()).to.equal(null);
    expect(await new IdbSessionStore(id, 'B').loadEvidence()).to.equal(null);
    expect(await loadEntries(id, 'A')).to.deep.equal([]);
  });

  it('refuses malformed stored evidence with a clear corrupt StorageError', async () => {
    const log = createStore('parley-log', 'messages');
    const stop = { kind: 'desync', index: 3, player: null, reason: 'r', code: 'state-mismatch' };
    const cases: unknown[] = [
      null,
      'evidence',
      [stop],
      {},
      { stop: { ...stop, kind: 'boredom' } },
      { stop: { ...stop, index: '3' } },
      { stop: { ...stop, player: 7 } },
      { stop: { ...stop, reason: undefined } },
      { stop, message: { i: 'x', from: 'A' } },
      { stop: { ...stop, code: 3 } },
      { stop, notice: { t: 'hello', i: 3 } },
    ];
    for (const [n, value] of cases.entries()) {
      const id = `bad-evidence-${n}`;
      await set([id, 'A', 'evidence'], value, log);
      let err: unknown = null;
      await new IdbSessionStore(id, 'A').loadEvidence().catch((e: unknown) => (err = e));
      expect(isStorageError(err, 'corrupt'), JSON.stringify(value)).to.equal(true);
      expect((err as Error).message).to.contain(`why match ${id} stopped`);
      await deleteEntries(id);
    }
    // Well-formed evidence loads.
    await set(['ok-evidence', 'A', 'evidence'], { stop }, log);
    expect(await new IdbSessionStore('ok-evidence', 'A').loadEvidence()).to.deep.equal({ stop });
    await deleteEntries('ok-evidence');
  });

  it('keeps each game its own saved decks: a name in one game never shows in, nor overwrites, another', async () => {
    // Paragons keeps the key its decks were always stored under (nothing saved before is lost).
    expect(decksKey('paragons')).to.equal('decks');
    expect(decksKey('trials')).to.equal('decks:trials');
    await saveDecks({ mine: ['w-bulwark-shieldbearer'] }, 'paragons');
    await saveDecks({ mine: ['av-a', 'av-b', 'c1'], other: ['av-c'] }, 'trials');
    expect(await loadDecks('paragons')).to.deep.equal({ mine: ['w-bulwark-shieldbearer'] });
    expect(await loadDecks()).to.deep.equal({ mine: ['w-bulwark-shieldbearer'] });
    expect(await loadDecks('trials')).to.deep.equal({
      mine: ['av-a', 'av-b', 'c1'],
      other: ['av-c'],
    });
    expect(await loadDecks('authority')).to.deep.equal({});
    await saveDecks({}, 'trials');
    expect(await loadDecks('paragons')).to.deep.equal({ mine: ['w-bulwark-shieldbearer'] });
    await saveDecks({}, 'paragons');
  });
});
