import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type TextFinding, TextsTable } from '../../../src/studio/ui/texts/index.ts';

afterEach(cleanup);

const baseStrings = {
  en: { ok: 'OK', cancel: 'Cancel', deposit: 'Deposit', welcome: 'Welcome' },
  cn: { ok: '确定', cancel: 'Cancel', deposit: '存款' },
};
const brandStrings = { en: { welcome: 'Welcome to Royal' }, cn: { deposit: '充值' } };
const english = { ok: 'OK', cancel: 'Cancel', deposit: 'Deposit', welcome: 'Welcome to Royal' };

function renderTexts(findings: TextFinding[] = []) {
  const onSet = vi.fn<(lang: string, key: string, value: string) => void>();
  const onReset = vi.fn<(lang: string, key: string) => void>();
  render(
    <TextsTable
      languages={['en', 'cn']}
      baseStrings={baseStrings}
      brandStrings={brandStrings}
      english={english}
      findings={findings}
      onSet={onSet}
      onReset={onReset}
    />,
  );
  return { onSet, onReset };
}

const rowOf = (key: string) => screen.getByRole('rowheader', { name: key }).closest('tr') as HTMLElement;

describe('the texts table', () => {
  it('shows one table per language with base and brand texts apart, and marks missing and same-as-English keys', () => {
    renderTexts();
    fireEvent.click(screen.getByRole('tab', { name: 'CN (1 missing)' }));
    const table = screen.getByRole('table', { name: 'CN texts' });
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    expect(within(rowOf('welcome')).getByText('Missing')).toBeTruthy();
    expect(within(rowOf('cancel')).getByText('Same as English')).toBeTruthy();
    expect(within(rowOf('ok')).queryByText('Missing')).toBeNull();
    const deposit = within(rowOf('deposit'));
    expect(deposit.getByText('存款')).toBeTruthy();
    expect(deposit.getByRole('textbox', { name: "This brand's CN text for deposit" })).toHaveProperty('value', '充值');
    expect(deposit.getByRole('button', { name: 'Reset deposit to base' })).toBeTruthy();
  });

  it('searches keys and texts, and filters by mark', () => {
    renderTexts();
    fireEvent.click(screen.getByRole('tab', { name: 'CN (1 missing)' }));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search texts' }), { target: { value: '存' } });
    expect(screen.getByRole('status').textContent).toContain('1 of 4 keys match');
    expect(screen.getByRole('rowheader', { name: 'deposit' })).toBeTruthy();
    expect(screen.queryByRole('rowheader', { name: 'ok' })).toBeNull();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search texts' }), { target: { value: '' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Missing' }));
    expect(screen.getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['welcome']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Changed by this brand' }));
    expect(screen.getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['deposit', 'welcome']);
  });

  it("edits this brand's text, and an emptied text resets to base", () => {
    const { onSet, onReset } = renderTexts();
    const ok = screen.getByRole('textbox', { name: "This brand's EN text for ok" });
    fireEvent.change(ok, { target: { value: 'Okay' } });
    expect(onSet).toHaveBeenCalledWith('en', 'ok', 'Okay');
    fireEvent.change(screen.getByRole('textbox', { name: "This brand's EN text for welcome" }), { target: { value: '' } });
    expect(onReset).toHaveBeenCalledWith('en', 'welcome');
  });

  it('shows a finding on its row with the did-you-mean', () => {
    const finding: TextFinding = {
      lang: 'en',
      keyPath: ['ok'],
      severity: 'warning',
      message: 'text "OK" has an unknown placeholder',
      expected: '{{amount}}',
      found: '{{amout}}',
      suggestion: '{{amount}}',
    };
    const { onSet } = renderTexts([finding]);
    const row = within(rowOf('ok'));
    expect(row.getByText(/Did you mean "\{\{amount\}\}"\?/)).toBeTruthy();
    fireEvent.click(row.getByRole('button', { name: 'Use "{{amount}}"' }));
    expect(onSet).toHaveBeenCalledWith('en', 'ok', '{{amount}}');
  });
});
