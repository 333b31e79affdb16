/**
 * Match files and rematches: a `parley-match/1` file (docs/protocol.md) rebuilt from a stored
 * transcript, downloaded as JSON; and the record of a rematch with the same format (bot and
 * pass-and-play start at once). A friend rematch goes over the same connection (./rematch.ts);
 * {@link rematchRecord} makes one a new hosted match with its own link only when the friend cannot
 * be reached.
 */
import { evidenceFileOf } from '../../../protocol/session/store.ts';
import { MATCH_FORMAT, type MatchFile } from '../../../protocol/session/verify-match.ts';
import type { GameModule } from '../../engine/module.ts';
import { loadRecord, saveRecord, type MatchRecord } from '../records.ts';
import { loadEntries, loadEvidence } from '../store-idb.ts';
import { newHostRecord, newLocalRecord, recordOptions } from './setup.ts';

/**
 * The match file of a stored match: the evidence file of a seat that stopped on a peer's signed
 * message (`evidenceFileOf`: its transcript with the refused next message in place, or its whole
 * transcript when the message was a second one for an index it holds), else the longest transcript
 * of the seats stored here. Unreadable evidence is passed over (the transcript is still exported).
 */
export async function storedMatchFile(id: string): Promise<MatchFile | null> {
  const record = await loadRecord(id);
  if (!record?.header) return null;
  let best: MatchFile | null = null;
  for (const seat of Object.keys(record.seats)) {
    const messages = (await loadEntries(id, seat)).map((e) => e.message);
    const proof = (await loadEvidence(id, seat).catch(() => null))?.message;
    const file = evidenceFileOf({ format: MATCH_FORMAT, header: record.header, messages }, proof);
    if (proof) return file;
    if (!best || file.messages.length > best.messages.length) best = file;
  }
  return best;
}

/** Offers `file` as a download named after the match. */
export function downloadMatchFile(file: MatchFile): void {
  const blob = new Blob([JSON.stringify(file, null, 1)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `parley-${file.header.matchId}.json`;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A new match of `game` in the same format and kind as `record`, stored and ready to open. */
export async function rematchRecord(
  record: MatchRecord,
  game: GameModule,
  name: string,
): Promise<MatchRecord> {
  const options = recordOptions(record, game);
  const next =
    record.kind === 'friend'
      ? newHostRecord(game, options, name)
      : newLocalRecord(record.kind, game, options, name, record.bot?.level);
  await saveRecord(next);
  return next;
}
