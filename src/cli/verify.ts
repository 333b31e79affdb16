/**
 * `npm run verify -- match.json [--json]` (requirement "Command-line tools"): verifies a match file
 * of any registered game (docs/match-file.md, "Verification"; the game is the one its header's
 * `game.id` names, src/games/index.ts) and prints the verdict. A game this build does not know is
 * a malformed file whose reason names the games it knows. Exit codes: 0 fair, 1 violation,
 * 2 incomplete, 3 unreadable or malformed. The file is read as docs/match-file.md, "Reading a
 * file", says (protocol/session/read-match-file.ts): at most `MAX_MATCH_FILE_BYTES` bytes are
 * read (a larger file, or a device that never ends, is refused), then strict UTF-8 and the strict
 * JSON reader with its limits. `--json` prints `{ "verdict", "index", "player", "reason" }`.
 * Every output line goes through `displayText` (protocol/display-text.ts): no character from the
 * file can act on the terminal.
 */
import { open } from 'node:fs/promises';
import { displayText } from '../../protocol/display-text.ts';
import { verifyMatch, type MatchVerdict } from '../../protocol/session/index.ts';
import { readMatchFile, tooLarge } from '../../protocol/session/read-match-file.ts';
import { MAX_MATCH_FILE_BYTES } from '../../protocol/session/verify-match.ts';
import { gameOfFile, isGameLookupError } from '../games/index.ts';

const EXIT: Readonly<Record<MatchVerdict['verdict'], number>> = {
  fair: 0,
  violation: 1,
  incomplete: 2,
  malformed: 3,
};

const args = process.argv.slice(2);
const json = args.includes('--json');
const files = args.filter((a) => !a.startsWith('--'));
if (files.length !== 1) {
  process.stderr.write('usage: npm run verify -- match.json [--json]\n');
  process.exit(3);
}

/**
 * The bytes of `path`, or the refusal of a file over `max` bytes: a regular file by its size,
 * unread; anything else (a device, a pipe, a file still growing) once it has yielded `max + 1`.
 */
async function readAtMost(path: string, max: number): Promise<Uint8Array | MatchVerdict> {
  const handle = await open(path, 'r');
  try {
    const { size } = await handle.stat();
    if (size > max) return tooLarge(size);
    let bytes = new Uint8Array(Math.min(max + 1, size + 1));
    let length = 0;
    for (;;) {
      if (length === bytes.length) {
        if (length > max) return tooLarge(null);
        const grown = new Uint8Array(Math.min(max + 1, length * 2));
        grown.set(bytes);
        bytes = grown;
      }
      const { bytesRead } = await handle.read(bytes, length, bytes.length - length, null);
      if (bytesRead === 0) return bytes.subarray(0, length);
      length += bytesRead;
    }
  } finally {
    await handle.close();
  }
}

async function judge(path: string): Promise<MatchVerdict> {
  let bytes: Uint8Array | MatchVerdict;
  try {
    bytes = await readAtMost(path, MAX_MATCH_FILE_BYTES);
  } catch (e) {
    const reason = `unreadable: ${e instanceof Error ? e.message : String(e)}`;
    return { verdict: 'malformed', index: null, player: null, reason };
  }
  if (!(bytes instanceof Uint8Array)) return bytes;
  const read = readMatchFile(bytes);
  if (read.refused) return read.refused;
  const game = gameOfFile(read.file);
  if (isGameLookupError(game)) {
    return { verdict: 'malformed', index: null, player: null, reason: game.message };
  }
  try {
    return await verifyMatch(read.file, game.lockstep);
  } catch (e) {
    // e.g. a header whose options or card set this build does not play.
    const reason = e instanceof Error ? e.message : String(e);
    return { verdict: 'malformed', index: null, player: null, reason };
  }
}

const v = await judge(files[0]!);
if (json) {
  const player = v.player === null ? null : displayText(v.player);
  const out = { verdict: v.verdict, index: v.index, player, reason: displayText(v.reason) };
  process.stdout.write(JSON.stringify(out) + '\n');
} else {
  const where = v.index === null ? '' : ` at message ${v.index}`;
  const who = v.player === null ? '' : ` (${v.player})`;
  process.stdout.write(`${displayText(`${v.verdict}${where}${who}: ${v.reason}`)}\n`);
}
process.exit(EXIT[v.verdict]);
