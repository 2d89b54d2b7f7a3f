/** The review before publishing, on the real _base and royal: the carousel's speed as a difference and a preview. */
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setNodeValue } from '../../../src/studio/draft/index.ts';
import { ReviewPanel } from '../../../src/studio/ui/publish/ReviewPanel.tsx';
import { homeBody, node, realBase, royalDraft } from './draft/fixtures.ts';

afterEach(cleanup);

describe('ReviewPanel', () => {
  it('shows the changed speed with old -> new and only the home screen before | after', () => {
    const base = realBase();
    const published = royalDraft();
    const draft = setNodeValue(published, base, node(homeBody, 'home.banners'), ['props', 'speed'], 2500);
    render(<ReviewPanel base={base} published={{ number: 7, files: published.files }} draft={draft} />);
    // The overlay gains a patch entry before its $order entry: told by id, not as shifted list positions.
    const change = screen.getByText('screens/home.json › body › home.banners › props › speed').closest('li') as HTMLElement;
    expect(change.textContent).toMatch(/^Added/);
    expect(within(change).getByText('2500')).toBeTruthy();
    expect(screen.getByText('1 change in 1 file.')).toBeTruthy();
    // Home's route is the app's root.
    expect(screen.getByTitle('Before: home').getAttribute('src')).toBe('/m/?studio=royal');
    expect(screen.getByTitle('After: home')).toBeTruthy();
    expect(screen.getAllByTitle(/^Before: /)).toHaveLength(1);
  });
});
