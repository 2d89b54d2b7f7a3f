import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { callTravel } from '../../../src/api/callSpec.ts';
import { apiCalls, type ApiCallName } from '../../../src/generated/api/calls.ts';
import { firstScreenCalls } from '../../../src/generated/api/firstScreenCalls.ts';
import { laterCalls } from '../../../src/generated/api/laterCalls.ts';

const root = join(import.meta.dirname, '..', '..', '..');
const names = Object.keys(apiCalls) as ApiCallName[];

const sourcesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourcesUnder(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );

describe("the players' catalogue in two halves (firstScreen in the entry, the rest later)", () => {
  it('every call is in exactly one half, travelling as the catalogue says', () => {
    for (const name of names) {
      const halves = [firstScreenCalls[name], laterCalls[name]].filter(Boolean);
      expect(halves, name).toHaveLength(1);
      expect(halves[0], name).toEqual(apiCalls[name]);
    }
    expect(Object.keys(firstScreenCalls).length + Object.keys(laterCalls).length).toBe(names.length);
  });

  it('a first-screen call is known at once; any other once the later half has loaded', async () => {
    const first = names.find((n) => firstScreenCalls[n]);
    const later = names.find((n) => laterCalls[n])!;
    if (first) expect(callTravel(first)).toEqual(apiCalls[first]);
    // A promise until the later half is in (another test may have loaded it already), then at once.
    expect(await callTravel(later)).toEqual(apiCalls[later]);
    expect(callTravel(later)).toEqual(apiCalls[later]);
  });

  it("no app module reads the whole catalogue's values: that would put it back in the entry chunk", () => {
    const importsValue = /import\s*\{[^}]*\bapiCalls\b[^}]*\}\s*from\s*'[^']*generated\/api\/calls\.ts'/;
    const offenders = sourcesUnder(join(root, 'src'))
      .filter((f) => !f.includes(`${join('src', 'generated')}`))
      .filter((f) => importsValue.test(readFileSync(f, 'utf8').replace(/import type\s*\{[^}]*\}[^;]*;/g, '')))
      .map((f) => relative(root, f));
    expect(offenders).toEqual([]);
  });
});
