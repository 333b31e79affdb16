/**
 * Hostile match files built from an honest one: shared by the Node test of
 * `npm run verify` (test/hostile/files.test.ts) and the browser test of the verify page
 * (test/browser/hostile-files.test.ts). No Node imports: it runs in both.
 */

/** One hostile file: a name for messages and its text. */
export interface HostileFile {
  readonly name: string;
  readonly text: string;
}

/** Every hostile variant of the honest match file `honest` (its JSON text). */
export function hostileFiles(honest: string): HostileFile[] {
  const f = JSON.parse(honest) as {
    format: string;
    header: { players: { seat: string }[]; game: unknown } & Record<string, unknown>;
    messages: Record<string, unknown>[];
  };
  const json = (name: string, value: unknown): HostileFile => ({
    name,
    text: JSON.stringify(value),
  });
  const m0 = f.messages[0]!;
  return [
    { name: 'empty', text: '' },
    { name: 'truncated', text: honest.slice(0, Math.floor(honest.length / 2)) },
    { name: 'not-json', text: '<script>alert(1)</script>' },
    { name: 'binary', text: '\u0000\u0001\u00ff\ufffd PNG' },
    json('array', []),
    json('number', 42),
    json('null', null),
    json('other-format', { ...f, format: 'parley-match/2' }),
    json('no-format', { header: f.header, messages: f.messages }),
    json('header-number', { ...f, header: 42 }),
    json('players-string', { ...f, header: { ...f.header, players: 'A,B' } }),
    json('one-player', { ...f, header: { ...f.header, players: f.header.players.slice(0, 1) } }),
    json('other-game', { ...f, header: { ...f.header, game: { id: 'chess', rulesVersion: 1 } } }),
    json('messages-string', { ...f, messages: 'x' }),
    json('no-messages', { format: f.format, header: f.header }),
    json('message-null', { ...f, messages: [null] }),
    json('message-array', { ...f, messages: [[1, 2, 3]] }),
    json('body-string', { ...f, messages: [{ ...m0, body: 'x' }] }),
    json('index-string', { ...f, messages: [{ ...m0, i: '0' }] }),
    json('sig-number', { ...f, messages: [{ ...m0, sig: 7 }] }),
    json('float-in-body', { ...f, messages: [{ ...m0, body: { move: 1.5 } }] }),
    json('deep-body', { ...f, messages: [{ ...m0, body: { a: deep(200) } }] }),
    // One reading of one file (docs/match-file.md, "Reading a file"): JSON.parse reads each of
    // these (the last duplicate wins, 0.0 is 0), the strict reader refuses them.
    { name: 'duplicate-format', text: `{"format":"x",${JSON.stringify(f).slice(1)}` },
    { name: 'duplicate-in-body', text: JSON.stringify(f).replace('"body":{', '"body":{"move":1,') },
    {
      name: 'duplicate-header',
      text: JSON.stringify(f).replace('"header":{', '"header":{"matchId":"x",'),
    },
    { name: 'float-index', text: JSON.stringify(f).replace('"i":0,', '"i":0.0,') },
    { name: 'byte-order-mark', text: `\ufeff${honest}` },
    json('lone-surrogate', {
      ...f,
      header: {
        ...f.header,
        players: [{ ...f.header.players[0], name: 'a\ud800' }, f.header.players[1]],
      },
    }),
    json('unknown-field', { ...f, comment: 'not part of the format' }),
    json('terminal-escapes', {
      ...f,
      header: {
        ...f.header,
        game: { ...(f.header.game as object), id: 'x\r\u001b[2Kfair: every check passed\u202e' },
      },
    }),
  ];
}

function deep(n: number): unknown {
  let v: unknown = 0;
  for (let i = 0; i < n; i++) v = [v];
  return v;
}
