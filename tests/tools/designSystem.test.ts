import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Widgets and the chrome draw with the design system: colours, spacing, type sizes, radii and durations come from
 * the brand tokens (CSS variables), never literals, so a brand file restyles every screen and a new widget cannot
 * drift. The primitives in src/ui are the one place allowed to combine tokens into derived values.
 */
const ROOTS = ['src/widgets', 'src/app/chrome'];

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return cssFiles(p);
    return e.name.endsWith('.css') ? [p] : [];
  });
}

interface Decl {
  file: string;
  line: number;
  property: string;
  value: string;
}

/** Declarations (property: value) with their line, comments removed; enough for flat stylesheets like ours. */
function declarations(file: string, text: string): Decl[] {
  const out: Decl[] = [];
  const clean = text.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '));
  const re = /([a-z-]+)\s*:\s*([^;{}]+)[;}]/g;
  for (let m = re.exec(clean); m; m = re.exec(clean)) {
    const before = clean.slice(0, m.index);
    if (before.lastIndexOf('{') < before.lastIndexOf('}') && !/@media[^{]*$/.test(before)) continue; // a selector like a:hover
    out.push({ file, line: before.split('\n').length, property: m[1], value: m[2].trim() });
  }
  return out;
}

const COLOUR = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?)\(|\b(?:white|black|red|green|blue|gray|grey)\b/i;
const SPACING = /^(?:padding|margin|gap|row-gap|column-gap)(?:-[a-z-]+)?$/;
/** A literal length over 2 px (hairlines and nudges of 1-2 px are not spacing). */
const BIG_PX = /(?<![\w-])(?:[3-9]|\d{2,})(?:\.\d+)?px\b/;

function problems(d: Decl): string | null {
  if (d.property.startsWith('--')) return null;
  if (COLOUR.test(d.value)) return 'colour literal: use a --color-* token';
  if (SPACING.test(d.property) && BIG_PX.test(d.value)) return 'spacing literal: use var(--space-1..6)';
  if (d.property === 'font-size' && !/^(?:var\(--font-size-[a-z]+\)|inherit|1em)$/.test(d.value))
    return 'font size outside the type scale: use var(--font-size-xs..xl)';
  if (
    /^border(?:-[a-z]+)*-radius$/.test(d.property) &&
    !/^(?:var\(--radius[a-z-]*\)(?:\s+var\(--radius[a-z-]*\)|\s+0)*|0|50%|calc\(var\(--radius[a-z-]*\)[^)]*\))$/.test(d.value)
  ) {
    return 'radius literal: use var(--radius-sm|radius|radius-lg|radius-pill)';
  }
  if (/^(?:transition|animation)(?:-duration)?$/.test(d.property) && /\b\d+m?s\b/.test(d.value) && !/var\(--motion-/.test(d.value))
    return 'duration literal: use var(--motion-fast|base|slow)';
  return null;
}

describe('design system: widget and chrome styles read tokens', () => {
  const files = ROOTS.flatMap(cssFiles);
  it('finds the stylesheets', () => {
    expect(files.length).toBeGreaterThan(20);
  });
  it('uses no colour, spacing, type-size, radius or duration literals', () => {
    const found = files.flatMap((f) =>
      declarations(f, readFileSync(f, 'utf8')).flatMap((d) => {
        const p = problems(d);
        return p ? [`${relative('.', d.file)}:${d.line}  ${d.property}: ${d.value}  -> ${p}`] : [];
      }),
    );
    expect(found).toEqual([]);
  });
  it('flags a literal when one slips in', () => {
    const bad = declarations(
      'x.css',
      '.a { color: #fff; padding: 12px; font-size: 13px; border-radius: 8px; transition: opacity 200ms; }\n.b { margin: 0 var(--space-2); }',
    );
    expect(bad.map(problems).filter(Boolean)).toHaveLength(5);
  });
});
