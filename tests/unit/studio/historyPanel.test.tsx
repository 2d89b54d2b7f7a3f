/** The brand's revisions: rollback after a dialog that says what happens, and an earlier revision as the draft. */
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HistoryPanel } from '../../../src/studio/ui/history/HistoryPanel.tsx';
import { fakeOps, meta, texts } from './fakeOps.ts';

afterEach(cleanup);

const history = (published: number) => ({
  published,
  revisions: [meta(4, { message: 'Faster carousel' }), meta(3, { message: 'Welcome title', author: 'bo' }), meta(2)],
  next: 2 as number | null,
});

describe('HistoryPanel', () => {
  it('lists revisions with the published one marked, and rolls back only after a confirmation', async () => {
    let published = 4;
    const ops = fakeOps({
      brandHistory: (input) => (input.before ? { published, revisions: [meta(1)], next: null } : history(published)),
      brandRollback: (input) => {
        published = input.revision;
        return { published: meta(input.revision), previous: 4, migratedFrom: null };
      },
    });
    const onRolledBack = vi.fn();
    render(<HistoryPanel ops={ops} brand="royal" canPublish onOpenDraft={vi.fn()} onRolledBack={onRolledBack} />);
    const table = await screen.findByRole('table');
    const current = within(table).getByRole('rowheader', { name: '4' }).closest('tr') as HTMLElement;
    expect(within(current).getByText('Published')).toBeTruthy();
    expect(within(current).queryByRole('button', { name: /Roll back/ })).toBeNull();
    expect(within(table).getByRole('row', { name: /Welcome title/ }).textContent).toContain('bo');

    fireEvent.click(screen.getByRole('button', { name: 'Roll back to revision 3' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Roll royal back to revision 3?' });
    expect(dialog.textContent).toContain('in place of revision 4');
    expect(ops.calls).not.toHaveBeenCalledWith('brandRollback', expect.anything());
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Roll back to revision 3' })));

    expect(ops.calls).toHaveBeenCalledWith('brandRollback', { brand: 'royal', revision: 3 });
    expect(onRolledBack).toHaveBeenCalledWith(expect.objectContaining({ number: 3 }));
    expect(await screen.findByText('Rolled back: players get revision 3 on their next page.')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();

    // Paging: the next page's `before`.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Show older revisions' })));
    expect(ops.calls).toHaveBeenCalledWith('brandHistory', { brand: 'royal', limit: 20, before: 2 });
    expect(await screen.findByRole('rowheader', { name: '1' })).toBeTruthy();
  });

  it('cancelling the dialog calls nothing; a viewer sees no rollback', async () => {
    const ops = fakeOps({ brandHistory: () => history(4) });
    const { unmount } = render(<HistoryPanel ops={ops} brand="royal" canPublish onOpenDraft={vi.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Roll back to revision 2' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(ops.calls).not.toHaveBeenCalledWith('brandRollback', expect.anything());
    unmount();

    render(<HistoryPanel ops={ops} brand="royal" canPublish={false} onOpenDraft={vi.fn()} />);
    await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: /Roll back/ })).toBeNull();
  });

  it('opens an earlier revision as the draft, edited from the published one', async () => {
    const files = { 'brand.json': { name: 'Royal' } };
    const ops = fakeOps({
      brandHistory: () => history(4),
      brandRevision: (input) => ({ revision: meta(input.revision ?? 4), published: 4, files: texts(files) }),
    });
    const onOpenDraft = vi.fn();
    render(<HistoryPanel ops={ops} brand="royal" canPublish draftHasChanges onOpenDraft={onOpenDraft} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Open revision 2 in draft' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Replace your draft with revision 2?' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Open revision 2 in draft' })));
    expect(onOpenDraft).toHaveBeenCalledWith({ brand: 'royal', parent: 4, files });
  });
});
