import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { composeBrand, type DocumentSet } from '../../src/core/brand/compose.ts';
import type { BrandBundle } from '../../src/generated/brand-bundle.ts';
import type { HostsDocument } from '../../src/generated/hosts.ts';

/** Every JSON file of a folder, parsed, keyed by path relative to it. Throws on a syntax error (lint reports it). */
export function readDocumentSet(dir: string): DocumentSet {
  const set: DocumentSet = new Map();
  const walk = (d: string): void => {
    for (const name of readdirSync(d).sort()) {
      const abs = join(d, name);
      if (statSync(abs).isDirectory()) walk(abs);
      else if (name.endsWith('.json')) set.set(relative(dir, abs).split('\\').join('/'), JSON.parse(readFileSync(abs, 'utf8')));
    }
  };
  if (existsSync(dir)) walk(dir);
  return set;
}

/** Brand folders: every folder under screens/ except _base that has a brand.json. */
export function listBrands(screensDir: string): string[] {
  return readdirSync(screensDir)
    .filter((n) => n !== '_base' && existsSync(join(screensDir, n, 'brand.json')))
    .sort();
}

export function readHosts(screensDir: string): HostsDocument {
  const { $schema: _s, ...hosts } = JSON.parse(readFileSync(join(screensDir, 'hosts.json'), 'utf8')) as HostsDocument & { $schema?: string };
  return hosts;
}

/** The run-time bundle of one brand: _base with the brand's overlays applied. */
export function buildBundle(screensDir: string, brandId: string): BrandBundle {
  return composeBrand(readDocumentSet(join(screensDir, '_base')), readDocumentSet(join(screensDir, brandId)));
}
