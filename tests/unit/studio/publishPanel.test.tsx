/**
 * Saving and publishing a draft: Publish waits for the errors to be fixed and says why; a stale publish (409)
 * shows who published what, and rebasing runs the draft model's rebase, asking where both sides changed a place.
 */
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { OpsError } from '../../../src/studio/api/opsError.ts';
import type { Draft } from '../../../src/studio/draft/index.ts';
import { fakeOps, meta, texts } from './fakeOps.ts';

const spy = vi.hoisted(() => ({ rebase: null as null | ReturnType<typeof import('vitest').vi.fn> }));

// The panel must settle a stale publish with the draft model's own rebase: wrapped to see it called.
vi.mock('../../../src/studio/draft/index.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/studio/draft/index.ts')>();
  const { vi: v } = await import('vitest');
  spy.rebase = v.fn(real.rebase);
  return { ...real, rebase: spy.rebase };
});

let PublishPanel: typeof import('../../../src/studio/ui/publish/PublishPanel.tsx').PublishPanel;
beforeAll(async () => {
  vi.resetModules();
  ({ PublishPanel } = await import('../../../src/studio/ui/publish/PublishPanel.tsx'));
});

afterEach(cleanup);

const home = (speed: number, title = 'Hi') => ({ body: [{ id: 'home-banner', props: { speed, title } }] });
const parentFiles = { 'brand.json': { name: 'Royal' }, 'screens/home.json': home(3000) };
const describedBy = (el: HTMLElement) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent;

function renderPanel(draft: Draft, ops: ReturnType<typeof fakeOps>, errorCount = 0) {
  const onDraftReplaced = vi.fn();
  const onPublished = vi.fn();
  render(<PublishPanel ops={ops} draft={draft} errorCount={errorCount} previewLinks onDraftReplaced={onDraftReplaced} onPublished={onPublished} />);
  return { onDraftReplaced, onPublished };
}

const typeMessage = (text: string) => fireEvent.change(screen.getByRole('textbox', { name: 'What changed (required)' }), { target: { value: text } });

describe('PublishPanel', () => {
  it('keeps Publish disabled while errors stand and says why', () => {
    const ops = fakeOps({});
    renderPanel({ brand: 'royal', parent: 3, files: parentFiles }, ops, 2);
    typeMessage('Slower carousel');
    const publish = screen.getByRole('button', { name: 'Publish' }) as HTMLButtonElement;
    expect(publish.disabled).toBe(true);
    expect(describedBy(publish)).toBe('Fix 2 errors to publish');
    expect(screen.getByText('Fix 2 errors to publish')).toBeTruthy();
    cleanup();

    renderPanel({ brand: 'royal', parent: 3, files: parentFiles }, ops, 0);
    const again = screen.getByRole('button', { name: 'Publish' }) as HTMLButtonElement;
    expect(again.disabled).toBe(true);
    expect(describedBy(again)).toBe('Say what changed to publish');
    expect(ops.calls).not.toHaveBeenCalled();
  });

  it('saves then publishes, and says what players get', async () => {
    const ops = fakeOps({
      brandSave: (input) => ({ revision: meta(4, { parent: input.parent, message: input.message }), warnings: [] }),
      brandPublish: (input) => ({ published: meta(input.revision), previous: 3, migratedFrom: null }),
    });
    const draft = { brand: 'royal', parent: 3, files: { ...parentFiles, 'screens/home.json': home(5000) } };
    const { onPublished } = renderPanel(draft, ops);
    typeMessage('Slower carousel');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Publish' })));
    await screen.findByText('Published revision 4: players see it on their next page.');
    expect(ops.calls).toHaveBeenCalledWith('brandSave', { brand: 'royal', parent: 3, message: 'Slower carousel', files: texts(draft.files) });
    expect(ops.calls).toHaveBeenCalledWith('brandPublish', { brand: 'royal', revision: 4 });
    expect(onPublished).toHaveBeenCalledWith(expect.objectContaining({ number: 4 }));
  });

  it('makes a signed link to the saved draft, as a QR code and a link to copy; says when links are off', async () => {
    const url = 'https://royal.example/m/home?preview=abc';
    const ops = fakeOps({
      brandSave: () => ({ revision: meta(7), warnings: [] }),
      brandPreviewLink: () => ({ url, expiresAt: Date.UTC(2026, 4, 13) }),
    });
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    renderPanel({ brand: 'royal', parent: 3, files: parentFiles }, ops);
    expect((screen.getByRole('button', { name: 'Preview on a phone' }) as HTMLButtonElement).disabled).toBe(true);
    typeMessage('Try on a phone');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Preview on a phone' })));
    expect(ops.calls).toHaveBeenCalledWith('brandPreviewLink', { brand: 'royal', revision: 7, hours: 24 });
    expect((await screen.findByRole('img', { name: /QR code of the preview link/ })).getAttribute('data-qr-text')).toBe(url);
    expect((screen.getByRole('textbox', { name: /Preview link/ }) as HTMLInputElement).value).toBe(url);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy link' })));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(screen.getByText('Link copied.')).toBeTruthy();
    expect(screen.getByText('Saved as revision 7.')).toBeTruthy();
    cleanup();

    render(<PublishPanel ops={ops} draft={{ brand: 'royal', parent: 3, files: parentFiles }} errorCount={0} previewLinks={false} onDraftReplaced={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Preview on a phone' })).toBeNull();
    expect(screen.getByText(/no PREVIEW_SECRET/)).toBeTruthy();
  });

  it('lists the findings of a refused save', async () => {
    const finding = {
      file: 'screens/royal/brand.json',
      line: 3,
      col: 5,
      pointer: '/theme/primary',
      severity: 'error' as const,
      rule: 'contrast',
      message: 'the text fails contrast',
      expected: '4.5:1',
      found: '2.1:1',
      suggestion: '#0b3d91',
    };
    const ops = fakeOps({
      brandSave: () => {
        throw new OpsError(422, 'brand.revision.invalid', 'The revision has 1 error.', { findings: [finding], lines: [] });
      },
    });
    renderPanel({ brand: 'royal', parent: 3, files: parentFiles }, ops);
    typeMessage('Darker');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save draft' })));
    const list = await screen.findByRole('list', { name: 'Why the draft was not saved' });
    expect(list.textContent).toContain('brand.json at /theme/primary: the text fails contrast');
    expect(list.textContent).toContain('Did you mean #0b3d91?');
  });

  it('shows a stale publish as a conflict, and rebases with the draft model (keep mine where both changed)', async () => {
    // Revision 3 had speed 3000; mine set 5000; revision 5 (published since by bo) set 4000 and a new title.
    const theirsFiles = { ...parentFiles, 'screens/home.json': home(4000, 'Welcome') };
    const mine = { ...parentFiles, 'screens/home.json': home(5000) };
    const difference = {
      base: 3,
      published: 5,
      draft: [{ file: 'screens/home.json', op: 'replace', path: '/body/0/props/speed', value: 5000 }],
      publishedChanges: [
        { file: 'screens/home.json', op: 'replace', path: '/body/0/props/speed', value: 4000 },
        { file: 'screens/home.json', op: 'replace', path: '/body/0/props/title', value: 'Welcome' },
      ],
      conflicts: [{ file: 'screens/home.json', path: '/body/0/props/speed' }],
    };
    const ops = fakeOps({
      brandSave: () => ({ revision: meta(6, { parent: 3 }), warnings: [] }),
      brandPublish: () => {
        throw new OpsError(409, 'brand.publish.conflict', 'Revision 6 was edited from revision 3, but revision 5 has been published since.', difference);
      },
      brandRevision: (input) =>
        input.revision === 5
          ? { revision: meta(5, { author: 'bo', message: 'Welcome title' }), published: 5, files: texts(theirsFiles) }
          : { revision: meta(3), published: 5, files: texts(parentFiles) },
    });
    const { onDraftReplaced } = renderPanel({ brand: 'royal', parent: 3, files: mine }, ops);
    typeMessage('Faster carousel');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Publish' })));

    const panel = await screen.findByRole('region', { name: 'Someone published revision 5 while you edited' });
    await within(panel).findByText(/Published by/);
    expect(within(panel).getByText('bo')).toBeTruthy();
    expect(panel.textContent).toContain('“Welcome title”');
    const theirs = within(panel).getByRole('list', { name: 'Their changes' });
    expect(theirs.textContent).toContain('screens/home.json › body › home-banner › props › title');
    expect(within(panel).getByRole('list', { name: 'Changed by both of you' }).textContent).toContain('home-banner › props › speed');

    fireEvent.click(within(panel).getByRole('button', { name: 'Rebase my changes onto revision 5' }));
    expect(spy.rebase).toHaveBeenCalledWith(parentFiles, mine, theirsFiles);
    const place = within(panel).getByRole('group', { name: 'screens/home.json › body › home-banner › props › speed' });
    const use = within(panel).getByRole('button', { name: 'Use these choices' }) as HTMLButtonElement;
    expect(use.disabled).toBe(true);
    fireEvent.click(within(place).getByRole('radio', { name: 'Keep mine: 5000' }));
    expect(within(place).getByRole('radio', { name: 'Take theirs: 4000' })).toBeTruthy();
    fireEvent.click(use);

    expect(onDraftReplaced).toHaveBeenCalledWith(
      { brand: 'royal', parent: 5, files: { ...parentFiles, 'screens/home.json': home(5000, 'Welcome') } },
      'rebased',
    );
    await waitFor(() => expect(screen.queryByRole('region', { name: /Someone published/ })).toBeNull());
    expect(screen.getByText(/Your changes now start from revision 5/)).toBeTruthy();
  });

  it('discards the draft for the published revision only after a confirmation', async () => {
    const theirsFiles = { ...parentFiles, 'screens/home.json': home(4000) };
    const difference = { base: 3, published: 5, draft: [], publishedChanges: [], conflicts: [] };
    const ops = fakeOps({
      brandSave: () => ({ revision: meta(6), warnings: [] }),
      brandPublish: () => {
        throw new OpsError(409, 'brand.publish.conflict', 'stale', difference);
      },
      brandRevision: (input) => ({ revision: meta(input.revision ?? 5), published: 5, files: texts(input.revision === 5 ? theirsFiles : parentFiles) }),
    });
    const { onDraftReplaced } = renderPanel({ brand: 'royal', parent: 3, files: parentFiles }, ops);
    typeMessage('x');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Publish' })));
    fireEvent.click(await screen.findByRole('button', { name: 'Discard my draft and load revision 5' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Discard your draft and load revision 5?' });
    expect(onDraftReplaced).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Discard my draft and load revision 5' }));
    expect(onDraftReplaced).toHaveBeenCalledWith({ brand: 'royal', parent: 5, files: theirsFiles }, 'discarded');
  });
});
