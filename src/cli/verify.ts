/**
 * `npm run verify -- match.json [--json]` (issue 5, "Command-line tools"): verifies a match file
 * of any registered game (docs/match-file.md, "Verification"; the game is the one its header's
 * `game.id` names, src/games/index.ts) and prints the verdict. A game this build does not know is
 * a malformed file whose reason names the games it knows. Exit codes: 0 fair, 1 violation,
 * 2 incomplete, 3 unreadable or malformed (a file over `MAX_MATCH_FILE_BYTES` is refused unread).
 * `--json` prints `{ "verdict", "index", "player", "reason" }`.
 */
import { readFile, stat } from 'node:fs/promises';
import { verifyMatch, type MatchVerdict } from '../../protocol/session/index.ts';
import { MAX_MATCH_FILE_BYTES } from '../../protocol/session/verify-match.ts';
import { gameOfId, isGameLookupError } from '../games/index.ts';

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

async function judge(path: string): Promise<MatchVerdict> {
  let parsed: unknown;
  try {
    const { size } = await stat(path);
    if (size > MAX_MATCH_FILE_BYTES) {
      const reason = `the file is ${(size / 2 ** 20).toFixed(0)} MiB; a match file is at most ${MAX_MATCH_FILE_BYTES / 2 ** 20} MiB`;
      return { verdict: 'malformed', index: null, player: null, reason };
    }
    parsed = JSON.parse(await readFile(path, 'utf8'));
  } catch (e) {
    const reason = `unreadable: ${e instanceof Error ? e.message : String(e)}`;
    return { verdict: 'malformed', index: null, player: null, reason };
  }
  const gameId = (parsed as { header?: { game?: { id?: unknown } } } | null)?.header?.game?.id;
  const game = gameOfId(gameId);
  if (isGameLookupError(game)) {
    return { verdict: 'malformed', index: null, player: null, reason: game.message };
  }
  try {
    return await verifyMatch(parsed, game.lockstep);
  } catch (e) {
    // e.g. a header whose options or card set this build does not play.
    const reason = e instanceof Error ? e.message : String(e);
    return { verdict: 'malformed', index: null, player: null, reason };
  }
}

const v = await judge(files[0]!);
if (json) {
  const { verdict, index, player, reason } = v;
  process.stdout.write(JSON.stringify({ verdict, index, player, reason }) + '\n');
} else {
  const where = v.index === null ? '' : ` at message ${v.index}`;
  const who = v.player === null ? '' : ` (${v.player})`;
  process.stdout.write(`${v.verdict}${where}${who}: ${v.reason}\n`);
}
process.exit(EXIT[v.verdict]);
