import { describe, expect, it } from 'vitest';
import { checkBundle } from '../../../src/core/brand/checkBundle.ts';
import * as validators from '../../../src/generated/validators/core.js';
import { buildBundle } from '../../../tools/brands/loadDocuments.ts';
import { SCREENS_DIR } from '../../support/renderApp.tsx';

describe('run-time bundle check (production safety net)', () => {
  it('accepts the shipped brands', () => {
    for (const b of ['lucky', 'royal']) expect(checkBundle(buildBundle(SCREENS_DIR, b), validators).problems).toEqual([]);
  });

  it('replaces a broken screen by a safe no-data screen on the same paths and reports it', () => {
    const bundle = structuredClone(buildBundle(SCREENS_DIR, 'lucky'));
    const help = bundle.screens.find((s) => s.id === 'help')!;
    (help as unknown as { chrome: unknown }).chrome = 'oops';
    const { bundle: fixed, problems } = checkBundle(bundle, validators);
    expect(problems.length).toBeGreaterThan(0);
    const safe = fixed!.screens.find((s) => s.id === 'help')!;
    expect(safe.paths).toEqual(['/m/help']);
    expect(safe.body[0].type).toBe('noData');
  });

  it('gives up (no bundle) when the brand document itself is unusable', () => {
    const bundle = structuredClone(buildBundle(SCREENS_DIR, 'lucky'));
    (bundle.brand as unknown as { languages: unknown }).languages = null;
    expect(checkBundle(bundle, validators).bundle).toBeNull();
  });
});
