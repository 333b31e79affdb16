/**
 * Contrast of the shared theme's default colours (components/theme.ts; WCAG 2.2, 1.4.3 and 1.4.11;
 * docs/ui.md, "Accessibility"): every text colour at least 4.5:1 against every surface text sits
 * on, a hovered button included; control borders at least 3:1 against the page and the surfaces.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const source = readFileSync(join(import.meta.dirname, '../components/theme.ts'), 'utf8');

/** The default of `--p-<name>: var(--parley-<name>, #hex)`. */
function color(name: string): string {
  const m = new RegExp(`--p-${name}:\\s*var\\(--parley-${name},\\s*(#[0-9a-fA-F]{6})\\)`).exec(
    source,
  );
  if (!m) throw new Error(`no default colour for --p-${name} in components/theme.ts`);
  return m[1]!;
}

/** WCAG relative luminance of #rrggbb. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const v = parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG contrast ratio of two colours. */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

// Text is drawn on the page, panels, buttons and hovered buttons (background --p-line).
const SURFACES = ['bg', 'surface', 'surface-2', 'line'];
const TEXT = ['fg', 'muted', 'accent', 'bad', 'good', 'target'];

describe('theme contrast', () => {
  it('matches the WCAG formula on known pairs', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#ef6461', '#232e44')).toBeCloseTo(4.31, 2);
  });

  for (const fg of TEXT) {
    for (const bg of SURFACES) {
      it(`text --p-${fg} on --p-${bg} is at least 4.5:1`, () => {
        expect(contrast(color(fg), color(bg))).toBeGreaterThanOrEqual(4.5);
      });
    }
  }

  it('the accent button text is at least 4.5:1 on the accent', () => {
    expect(contrast(color('accent-fg'), color('accent'))).toBeGreaterThanOrEqual(4.5);
  });

  it('card text is at least 4.5:1 on the card face', () => {
    expect(contrast(color('card-fg'), color('card-bg'))).toBeGreaterThanOrEqual(4.5);
  });

  for (const bg of ['bg', 'surface', 'surface-2']) {
    it(`control borders (--p-control-line) on --p-${bg} are at least 3:1`, () => {
      expect(contrast(color('control-line'), color(bg))).toBeGreaterThanOrEqual(3);
    });
  }

  it('the focus ring (--p-accent) is at least 3:1 on every surface', () => {
    for (const bg of SURFACES)
      expect(contrast(color('accent'), color(bg))).toBeGreaterThanOrEqual(3);
  });
});
