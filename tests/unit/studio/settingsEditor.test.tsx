import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import baseBrand from '../../../screens/_base/brand.json';
import type { DocPath, ValueOrigin } from '../../../src/studio/ui/inspector/index.ts';
import { SettingsEditor } from '../../../src/studio/ui/settings/index.ts';

afterEach(cleanup);

function renderSettings(brand: Record<string, unknown>, origins: Record<string, ValueOrigin> = {}) {
  const onSet = vi.fn<(path: DocPath, value: unknown) => void>();
  const onReset = vi.fn<(path: DocPath) => void>();
  const origin = (p: DocPath): ValueOrigin => origins[p.join('.')] ?? 'base';
  render(<SettingsEditor brand={brand} origin={origin} findings={[]} onSet={onSet} onReset={onReset} />);
  return { onSet, onReset };
}

describe('the settings editor', () => {
  it("draws brand.json's plain values by the brand schema, with origin and reset", () => {
    const brand = { ...baseBrand, whitelabel: { INBOX3: false } } as Record<string, unknown>;
    const { onSet, onReset } = renderSettings(brand, { 'settings.hasVip': 'brand', 'whitelabel.INBOX3': 'brand' });
    const hasVip = screen.getByRole('checkbox', { name: 'hasVip' });
    fireEvent.click(hasVip);
    expect(onSet).toHaveBeenCalledWith(['settings', 'hasVip'], !(baseBrand.settings.hasVip as boolean));
    fireEvent.click(screen.getByRole('button', { name: 'Reset hasVip to base' }));
    expect(onReset).toHaveBeenCalledWith(['settings', 'hasVip']);

    const timeout = screen.getByRole('spinbutton', { name: 'timeoutMs' });
    fireEvent.change(timeout, { target: { value: '500' } });
    expect(timeout.getAttribute('aria-invalid')).toBe('true');
    expect(onSet).not.toHaveBeenCalledWith(['api', 'timeoutMs'], 500);
    fireEvent.change(timeout, { target: { value: '9000' } });
    expect(onSet).toHaveBeenCalledWith(['api', 'timeoutMs'], 9000);

    // Whitelabel: the brand switched the inbox off; turning it back on drops the brand's key.
    const inbox = screen.getByRole('checkbox', { name: 'INBOX3 off' });
    expect(inbox).toHaveProperty('checked', true);
    fireEvent.click(inbox);
    expect(onReset).toHaveBeenCalledWith(['whitelabel', 'INBOX3']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'CBS3 off' }));
    expect(onSet).toHaveBeenCalledWith(['whitelabel', 'CBS3'], false);
  });
});
