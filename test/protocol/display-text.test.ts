// displayText (protocol/display-text.ts), the one escaping of file strings for terminals and pages:
// vectors for each class of character it escapes, and properties: nothing unsafe survives, it is
// idempotent, and safe text is left alone.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { displayText } from '../../protocol/display-text.ts';

/** Every code unit displayText must never let through. */
const UNSAFE_UNITS = [
  ...Array.from({ length: 0x20 }, (_, i) => i),
  ...Array.from({ length: 0x21 }, (_, i) => 0x7f + i),
  0x061c,
  0x200e,
  0x200f,
  0x2028,
  0x2029,
  0x202a,
  0x202b,
  0x202c,
  0x202d,
  0x202e,
  0x2066,
  0x2067,
  0x2068,
  0x2069,
];

const UNSAFE_SET = new Set(UNSAFE_UNITS);

function hasUnsafe(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (UNSAFE_SET.has(c)) return true;
    if (c >= 0xd800 && c <= 0xdbff) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) i++;
      else return true;
    } else if (c >= 0xdc00 && c <= 0xdfff) return true;
  }
  return false;
}

describe('displayText', () => {
  it('escapes controls, separators, bidi controls and lone surrogates as \\uXXXX', () => {
    expect(displayText('game\r\u001b[2Kfair: every check passed')).toBe(
      'game\\u000d\\u001b[2Kfair: every check passed',
    );
    expect(displayText('a\nb\tc\u0000')).toBe('a\\u000ab\\u0009c\\u0000');
    expect(displayText('\u009b31m\u007f')).toBe('\\u009b31m\\u007f');
    expect(displayText('bot \u202egnp.exe')).toBe('bot \\u202egnp.exe');
    expect(displayText('\u2066x\u2069\u200e\u200f\u061c')).toBe(
      '\\u2066x\\u2069\\u200e\\u200f\\u061c',
    );
    expect(displayText('line\u2028para\u2029')).toBe('line\\u2028para\\u2029');
    expect(displayText('a\ud800b\udc00')).toBe('a\\ud800b\\udc00');
    for (const c of UNSAFE_UNITS) {
      expect(displayText(String.fromCharCode(c))).toBe(`\\u${c.toString(16).padStart(4, '0')}`);
    }
  });

  it('leaves ordinary text alone: names in any script, emoji (with joiners), backslashes', () => {
    for (const s of ['bot A', 'Ana María', 'Łukasz', 'مريم', 'יעל', '太郎', '👨‍👩‍👧', 'a\\u202e', '']) {
      expect(displayText(s)).toBe(s);
    }
  });

  it('property: nothing unsafe survives, safe text is unchanged, and it is idempotent', () => {
    const unit = fc.oneof(
      fc.constantFrom(...UNSAFE_UNITS.map((c) => String.fromCharCode(c)), '\ud83d', '\ude00'),
      fc.string({ unit: 'binary', maxLength: 3 }),
    );
    fc.assert(
      fc.property(fc.array(unit, { maxLength: 20 }), (parts) => {
        const s = parts.join('');
        const shown = displayText(s);
        expect(hasUnsafe(shown)).toBe(false);
        expect(displayText(shown)).toBe(shown);
        if (!hasUnsafe(s)) expect(shown).toBe(s);
      }),
      { numRuns: 2000 },
    );
  });
});
