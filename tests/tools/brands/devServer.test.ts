import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brandAddressLines, viteArgs } from '../../../tools/brands/devAddresses.ts';
import { type DevLint, documentsState, shouldReload } from '../../../tools/brands/devReload.ts';
import * as lint from '../../../tools/lint/index.ts';

/** `npm run dev`: open pages reload once the brand documents are fixed, and the server can listen on the network. */
describe('npm run dev', () => {
  it('reloads open pages when a broken document is fixed, not when nothing changed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dev-reload-'));
    try {
      cpSync(join(process.cwd(), 'screens'), dir, { recursive: true });
      const file = join(dir, 'royal/brand.json');
      const good = readFileSync(file, 'utf8');
      const clean = await documentsState(dir, lint as unknown as DevLint);
      expect(clean.ok).toBe(true);
      expect(shouldReload(undefined, clean)).toBe(true);

      writeFileSync(file, good.replace('{', '{ "merchantCode": ,'));
      const broken = await documentsState(dir, lint as unknown as DevLint);
      expect(broken.ok).toBe(false);
      expect(shouldReload(clean, broken), 'the error page shows the new errors').toBe(true);

      writeFileSync(file, good);
      const fixed = await documentsState(dir, lint as unknown as DevLint);
      expect(fixed.ok).toBe(true);
      expect(shouldReload(broken, fixed), 'fixed: the app replaces the error page').toBe(true);
      expect(shouldReload(fixed, await documentsState(dir, lint as unknown as DevLint)), 'saved unchanged').toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('--host is passed to Vite (with or without an address); anything else is refused', () => {
    expect(viteArgs([])).toEqual([]);
    expect(viteArgs(['--host'])).toEqual(['--host']);
    expect(viteArgs(['--host', '0.0.0.0'])).toEqual(['--host', '0.0.0.0']);
    expect(() => viteArgs(['--hots'])).toThrow(/usage: npm run dev/);
  });

  it('prints where each brand opens: its *.localhost host here, the network address with ?brand= from a phone', () => {
    const hosts = { default: 'lucky', hosts: { localhost: 'lucky', 'lucky.localhost': 'lucky', 'royal.localhost': 'royal' } };
    const lines = brandAddressLines({ local: ['http://localhost:5173/'], network: ['http://192.168.1.20:5173/'] }, hosts, ['lucky', 'royal']);
    expect(lines).toEqual([
      '  lucky: http://lucky.localhost:5173/m/home  http://192.168.1.20:5173/m/home?brand=lucky',
      '  royal: http://royal.localhost:5173/m/home  http://192.168.1.20:5173/m/home?brand=royal',
    ]);
    const only = brandAddressLines({ local: ['http://localhost:5173/'], network: [] }, hosts, ['royal']);
    expect(only[1]).toContain('npm run dev -- --host');
  });
});
