/** The audit log: only for admins, filtered by brand and operator, a page at a time. */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AuditPanel } from '../../../src/studio/ui/audit/AuditPanel.tsx';
import { fakeOps } from './fakeOps.ts';

afterEach(cleanup);

const line = (id: number, brand: string | null = 'royal') => ({
  id,
  at: Date.UTC(2026, 4, 12),
  operator: 'ana',
  action: 'brand.publish',
  brand,
  revision: id,
  summary: `Published ${brand} to revision ${id}`,
  details: null,
});

describe('AuditPanel', () => {
  it('shows nothing to an operator who is no admin', () => {
    const ops = fakeOps({});
    const { container } = render(<AuditPanel ops={ops} session={{ roles: [{ brand: 'royal', role: 'publisher' }] }} brands={['royal']} />);
    expect(container.textContent).toBe('');
    expect(ops.calls).not.toHaveBeenCalled();
  });

  it('lists lines for an admin of every brand, filters by brand and operator, and pages', async () => {
    const ops = fakeOps({ auditList: (input) => (input.before ? { list: [line(1)], next: null } : { list: [line(3), line(2, 'gold')], next: 2 }) });
    render(<AuditPanel ops={ops} session={{ roles: [{ brand: '*', role: 'admin' }] }} brands={['gold', 'royal']} />);
    expect(await screen.findByText('Published royal to revision 3')).toBeTruthy();
    expect(ops.calls).toHaveBeenCalledWith('auditList', { pageSize: 50 });

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Show older lines' })));
    expect(ops.calls).toHaveBeenCalledWith('auditList', { pageSize: 50, before: 2 });
    expect(await screen.findByText('Published royal to revision 1')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show older lines' })).toBeNull();

    fireEvent.change(screen.getByRole('combobox', { name: 'Brand' }), { target: { value: 'gold' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Operator' }), { target: { value: 'bo' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Show lines' })));
    expect(ops.calls).toHaveBeenLastCalledWith('auditList', { pageSize: 50, brand: 'gold', operator: 'bo' });
  });

  it('keeps an admin of one brand to that brand', async () => {
    const ops = fakeOps({ auditList: () => ({ list: [], next: null }) });
    render(<AuditPanel ops={ops} session={{ roles: [{ brand: 'royal', role: 'admin' }] }} brands={['gold', 'royal']} />);
    expect(await screen.findByText('No audit lines match.')).toBeTruthy();
    expect(ops.calls).toHaveBeenCalledWith('auditList', { pageSize: 50, brand: 'royal' });
    const options = [...(screen.getByRole('combobox', { name: 'Brand' }) as HTMLSelectElement).options].map((o) => o.value);
    expect(options).toEqual(['royal']);
  });
});
