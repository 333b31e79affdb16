import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  FINGERPRINT_HEX_LENGTH,
  PEER_ID_MAX_LENGTH,
  isValidPeerId,
  linkReach,
  parseShareLink,
  randomPeerId,
  rebaseLink,
  shareLink,
  type LinkReach,
} from '../../protocol/transport/share-link.ts';
import { isProtocolError } from '../../protocol/errors.ts';
import type { ProtocolErrorCode } from '../../protocol/errors.ts';
import { keyFingerprint } from '../../protocol/index.ts';

const alnum = fc.constantFrom(
  ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'.split(''),
);
const run = fc.string({ unit: alnum, minLength: 1, maxLength: 12 });
const peerId = fc
  .tuple(run, fc.array(fc.tuple(fc.constantFrom('-', '_'), run), { maxLength: 4 }))
  .map(([first, rest]) => first + rest.map(([sep, r]) => sep + r).join(''))
  .filter((id) => id.length <= PEER_ID_MAX_LENGTH);
const fingerprint = fc
  .uint8Array({ minLength: 8, maxLength: 8 })
  .map((b) => Array.from(b, (x) => x.toString(16).padStart(2, '0')).join(''));
const base = fc.constantFrom(
  'https://parley.example/',
  'http://localhost:8080/',
  'http://192.168.1.20:8080/app/?lang=en',
  'https://parley.example/index.html#/old/fragment',
);

function codeOf(f: () => unknown): ProtocolErrorCode | 'no error' | 'not a ProtocolError' {
  try {
    f();
    return 'no error';
  } catch (e) {
    return isProtocolError(e) ? e.code : 'not a ProtocolError';
  }
}

describe('share links', () => {
  it('round-trips: parse(format(base, id, fp)) gives back id and fp', () => {
    fc.assert(
      fc.property(base, peerId, fingerprint, (b, id, fp) => {
        const link = shareLink(b, id, fp);
        expect(link.endsWith(`#/join/${id}/${fp}`)).toBe(true);
        expect(link.split('#')).toHaveLength(2);
        expect(parseShareLink(link)).toEqual({ hostPeerId: id, fingerprint: fp });
        expect(parseShareLink(`#/join/${id}/${fp}`)).toEqual({ hostPeerId: id, fingerprint: fp });
      }),
    );
  });

  it('uses the fingerprint format of keyFingerprint', () => {
    const fp = keyFingerprint(new Uint8Array(32).fill(7));
    expect(fp).toHaveLength(FINGERPRINT_HEX_LENGTH);
    const link = shareLink('https://parley.example/', 'parley-host', fp);
    expect(link).toBe(`https://parley.example/#/join/parley-host/${fp}`);
    expect(parseShareLink(link).fingerprint).toBe(fp);
  });

  it('random host ids are valid and distinct', () => {
    const a = randomPeerId();
    const b = randomPeerId();
    expect(isValidPeerId(a)).toBe(true);
    expect(a).not.toBe(b);
    expect(parseShareLink(shareLink('https://x.example/', a, '0123456789abcdef')).hostPeerId).toBe(
      a,
    );
  });

  it('rejects hostile and malformed links with labelled errors', () => {
    const fp = '0123456789abcdef';
    const cases: [string, ProtocolErrorCode][] = [
      ['https://parley.example/', 'malformed-string'],
      ['https://parley.example/#/join/', 'malformed-string'],
      ['https://parley.example/#/join/host', 'malformed-string'],
      [`https://parley.example/#/join//${fp}`, 'malformed-string'],
      [`https://parley.example/#/join/host/${fp}/extra`, 'malformed-string'],
      [`https://parley.example/#/join/<script>alert(1)<%2Fscript>/${fp}`, 'malformed-string'],
      [`https://parley.example/#/join/%3Cscript%3E/${fp}`, 'malformed-string'],
      [`https://parley.example/#/join/javascript:alert(1)/${fp}`, 'malformed-string'],
      [`https://parley.example/#/join/a b/${fp}`, 'malformed-string'],
      [`https://parley.example/#/join/-host/${fp}`, 'malformed-string'],
      [`https://parley.example/#/join/host-/${fp}`, 'malformed-string'],
      [`https://parley.example/#/join/ho--st/${fp}`, 'malformed-string'],
      [`https://parley.example/#/join/hôst/${fp}`, 'malformed-string'],
      [
        `https://parley.example/#/join/${'a'.repeat(PEER_ID_MAX_LENGTH + 1)}/${fp}`,
        'malformed-string',
      ],
      [`https://parley.example/#/join/../${fp}`, 'malformed-string'],
      [`https://parley.example/#/join/host/${fp}?x=1`, 'malformed-hex'],
      ['https://parley.example/#/join/host/0123456789ABCDEF', 'malformed-hex'],
      ['https://parley.example/#/join/host/0123456789abcdeg', 'malformed-hex'],
      ['https://parley.example/#/join/host/<img src=x onerror=alert(1)>', 'malformed-hex'],
      ['https://parley.example/#/join/host/0123456789abcde', 'wrong-length'],
      ['https://parley.example/#/join/host/0123456789abcdef00', 'wrong-length'],
      [`javascript:alert(1)//#/join/host/${fp}`, 'malformed-string'],
      [`data:text/html,x#/join/host/${fp}`, 'malformed-string'],
      [`not a url #/join/host/${fp}`, 'malformed-string'],
      [`https://parley.example/#/join/host/${fp}${'a'.repeat(3000)}`, 'malformed-string'],
      ['', 'malformed-string'],
    ];
    for (const [link, code] of cases) {
      expect([link.slice(0, 80), codeOf(() => parseShareLink(link))]).toEqual([
        link.slice(0, 80),
        code,
      ]);
    }
    expect(codeOf(() => parseShareLink(42 as unknown as string))).toBe('wrong-type');
  });

  it('never accepts a fragment that is not exactly a valid join fragment (fuzz)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), (junk) => {
        const link = `https://parley.example/#/join/${junk}`;
        let parsed: { hostPeerId: string; fingerprint: string } | null = null;
        try {
          parsed = parseShareLink(link);
        } catch (e) {
          expect(isProtocolError(e)).toBe(true);
        }
        if (parsed) {
          expect(isValidPeerId(parsed.hostPeerId)).toBe(true);
          expect(parsed.fingerprint).toMatch(/^[0-9a-f]{16}$/);
        }
      }),
    );
  });

  it('refuses to format a link from bad parts', () => {
    expect(codeOf(() => shareLink('https://x.example/', 'bad id', '0123456789abcdef'))).toBe(
      'malformed-string',
    );
    expect(codeOf(() => shareLink('https://x.example/', 'host', 'XYZ'))).toBe('malformed-hex');
    expect(codeOf(() => shareLink('javascript:alert(1)', 'host', '0123456789abcdef'))).toBe(
      'malformed-string',
    );
    expect(codeOf(() => shareLink('nope', 'host', '0123456789abcdef'))).toBe('malformed-string');
  });
});

describe('who can open a link', () => {
  const cases: readonly [string, LinkReach][] = [
    ['http://localhost:8080/#/join/a/b', 'this-device'],
    ['http://app.localhost/', 'this-device'],
    ['http://127.0.0.1:8080/', 'this-device'],
    ['http://127.1.2.3/', 'this-device'],
    ['http://[::1]:8080/', 'this-device'],
    ['http://0.0.0.0:8080/', 'this-device'],
    ['http://[::ffff:127.0.0.1]/', 'this-device'],
    ['file:///home/me/index.html', 'this-device'],
    ['not a url', 'this-device'],
    ['http://192.168.1.20:8080/', 'local-network'],
    ['http://10.0.0.7/', 'local-network'],
    ['http://172.16.0.1/', 'local-network'],
    ['http://172.31.255.1/', 'local-network'],
    ['http://169.254.10.1/', 'local-network'],
    ['http://[fe80::1]/', 'local-network'],
    ['http://[fd12:3456::1]/', 'local-network'],
    ['http://[::ffff:192.168.0.1]/', 'local-network'],
    ['http://mypc:8080/', 'local-network'],
    ['http://games.local/', 'local-network'],
    ['http://box.home.arpa/', 'local-network'],
    ['http://172.32.0.1/', 'anywhere'],
    ['http://8.8.8.8/', 'anywhere'],
    ['https://parley.example/', 'anywhere'],
    ['http://[2001:db8::1]/', 'anywhere'],
  ];
  for (const [link, reach] of cases) {
    it(`${link} → ${reach}`, () => expect(linkReach(link)).toBe(reach));
  }

  it('rebases a link onto another origin, keeping its path and join fragment', () => {
    const link = 'http://localhost:8080/parley/#/join/parley-0123456789abcdef0123/0123456789abcdef';
    expect(rebaseLink(link, 'http://192.168.1.20:8080/')).toBe(
      'http://192.168.1.20:8080/parley/#/join/parley-0123456789abcdef0123/0123456789abcdef',
    );
    expect(rebaseLink(link, 'https://[2001:db8::1]:9/ignored/path')).toBe(
      'https://[2001:db8::1]:9/parley/#/join/parley-0123456789abcdef0123/0123456789abcdef',
    );
    expect(() => rebaseLink(link, 'javascript:alert(1)')).toThrow();
    expect(() => rebaseLink('nope', 'http://192.168.1.20/')).toThrow();
  });
});
