import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import baseBrand from '../../../screens/_base/brand.json';
import type { DocPath, FieldFinding, ValueOrigin } from '../../../src/studio/ui/inspector/index.ts';
import { ThemeEditor, TOKEN_FIELDS } from '../../../src/studio/ui/theme/index.ts';

afterEach(cleanup);

const tokens = baseBrand.theme.tokens as Record<string, string>;

function renderTheme(opts: { origins?: Record<string, ValueOrigin>; findings?: FieldFinding[] } = {}) {
  const onSet = vi.fn<(path: DocPath, value: unknown) => void>();
  const onReset = vi.fn<(path: DocPath) => void>();
  const origin = (p: DocPath): ValueOrigin => opts.origins?.[p.join('.')] ?? 'base';
  render(<ThemeEditor tokens={tokens} logoText="Royal" origin={origin} findings={opts.findings ?? []} onSet={onSet} onReset={onReset} />);
  return { onSet, onReset };
}

const describedText = (el: HTMLElement): string =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('the theme editor', () => {
  it('offers every token of the schema, colours with a picker', () => {
    renderTheme();
    for (const f of TOKEN_FIELDS) expect(screen.getByRole('textbox', { name: f.name })).toBeTruthy();
    expect(screen.getByLabelText('Pick color-primary')).toHaveProperty('type', 'color');
    expect(screen.queryByLabelText('Pick radius')).toBeNull();
  });

  it('lists the contrast pairs live and flags a failing pair on its colour fields', () => {
    const { onSet } = renderTheme();
    const table = screen.getByRole('table', { name: 'Contrast pairs (WCAG 2.2 AA)' });
    const row = () =>
      within(table)
        .getAllByRole('row')
        .find((r) => r.textContent?.startsWith('color-textcolor-bg'))!;
    expect(row().textContent).toContain('Passes AA');

    const text = screen.getByRole('textbox', { name: 'color-text' });
    fireEvent.change(text, { target: { value: tokens['color-bg'] } });
    expect(onSet).toHaveBeenCalledWith(['theme', 'tokens', 'color-text'], tokens['color-bg']);
    expect(row().textContent).toContain('1.00:1');
    expect(row().textContent).toContain('Fails AA (needs 4.5:1)');
    expect(text.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(text)).toContain('color-text on color-bg is 1.00:1: fails AA');
    // The background of the pair is marked too.
    expect(screen.getByRole('textbox', { name: 'color-bg' }).getAttribute('aria-invalid')).toBe('true');
  });

  it('keeps a value the schema refuses in its field, marked, and does not write it', () => {
    const { onSet } = renderTheme();
    const radius = screen.getByRole('textbox', { name: 'radius' });
    fireEvent.change(radius, { target: { value: '10 px' } });
    expect(onSet).not.toHaveBeenCalled();
    expect(radius.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(radius)).toContain('Expected a length in px or rem');
  });

  it("shows the server's contrast finding on its field, and reset where the brand sets the token", () => {
    const finding: FieldFinding = {
      keyPath: ['theme', 'tokens', 'color-primary'],
      severity: 'error',
      rule: 'token-contrast',
      message: 'color-primary (#333333) on color-bg (#000000) is 1.66:1, below WCAG AA 4.5:1 for text',
      expected: 'a contrast of at least 4.5:1',
      found: '1.66:1',
    };
    const { onReset } = renderTheme({ origins: { 'theme.tokens.color-primary': 'brand' }, findings: [finding] });
    const primary = screen.getByRole('textbox', { name: 'color-primary' });
    expect(primary.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(primary)).toContain('below WCAG AA 4.5:1');
    fireEvent.click(screen.getByRole('button', { name: 'Reset color-primary to base' }));
    expect(onReset).toHaveBeenCalledWith(['theme', 'tokens', 'color-primary']);
    expect(screen.queryByRole('button', { name: 'Reset color-bg to base' })).toBeNull();
  });
});
