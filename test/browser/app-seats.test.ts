/**
 * Seats are a list above the protocol (docs/adding-a-game.md, "The module"): the app's records and
 * history take a match's seats from its header, and name seat labels only through
 * src/app/match/roles.ts (the host plays the first seat, a friend match's one guest and the bot the
 * second). A record of three seats is read and listed with both opponents; a guest's history names
 * the host.
 */
import { expect } from '@open-wc/testing';
import { parseMatchRecord, type MatchRecord } from '../../src/app/records.ts';
import { StorageError } from '../../src/app/store-idb.ts';
import { newLocalRecord } from '../../src/app/match/setup.ts';
import { BOT_SEAT, GUEST_SEAT, HOST_SEAT, seatOfRole } from '../../src/app/match/roles.ts';
import { historyEntry } from '../../src/app/screens/history-screen.ts';
import { requireGame } from '../../src/games/index.ts';

const PARAGONS = requireGame('paragons');
const PRE = { bestOf: 1, mode: 'preconstructed' } as const;

/** A bot record with a third seat added to its header, names and keys. */
function threeSeats(): MatchRecord {
  const r = newLocalRecord('bot', PARAGONS, PRE, 'Ana');
  const header = r.header!;
  const third = { ...header.players[1]!, seat: 'C', name: 'Cy' };
  return {
    ...r,
    header: { ...header, players: [...header.players, third] },
    seats: { ...r.seats, C: r.seats.B! },
    names: { ...r.names, C: 'Cy' },
  };
}

describe('seats as a list in the app', () => {
  it('names the roles by the header order: host first, guest and bot second', () => {
    expect([HOST_SEAT, GUEST_SEAT, BOT_SEAT]).to.deep.equal(['A', 'B', 'B']);
    expect(seatOfRole('host')).to.equal(HOST_SEAT);
    expect(seatOfRole('guest')).to.equal(GUEST_SEAT);
    expect(newLocalRecord('bot', PARAGONS, PRE, 'Ana').bot?.seat).to.equal(BOT_SEAT);
  });

  it('reads a record of any seat labels and refuses what is not a seat label', () => {
    const r = threeSeats();
    expect(parseMatchRecord(r).seats.C).to.deep.equal(r.seats.C);
    for (const bad of ['a', 'AB', '', '1']) {
      expect(() => parseMatchRecord({ ...r, seats: { ...r.seats, [bad]: r.seats.A } })).to.throw(
        StorageError,
      );
    }
  });

  it('lists every opponent of a match of three seats', () => {
    expect(historyEntry(threeSeats()).opponent).to.equal('Bot (Normal), Cy');
  });

  it("a guest's history names the host", () => {
    const r = newLocalRecord('local', PARAGONS, PRE, 'Ana');
    const guest: MatchRecord = {
      ...r,
      kind: 'friend',
      names: { A: 'Hal', B: 'Gus' },
      net: { role: 'guest', hostPeerId: 'p', fingerprint: 'f' },
    };
    expect(historyEntry(guest).opponent).to.equal('Hal');
    expect(historyEntry({ ...guest, net: { ...guest.net!, role: 'host' } }).opponent).to.equal(
      'Gus',
    );
  });
});
