/** The draft's difference against the published revision, told as a person reads it. */
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DiffView } from '../../../src/studio/ui/publish/DiffView.tsx';

afterEach(cleanup);

const home = (speed: number, extra: object[] = []) => ({
  body: [{ id: 'home-promo', props: { title: 'Hi' } }, { id: 'home-banner', props: { speed } }, ...extra],
});

describe('DiffView', () => {
  it('lists a changed prop by file, node id and key with old -> new, and marks added and removed in words', () => {
    const before = { 'brand.json': { theme: { primary: '#112233' }, flags: { chat: true } }, 'screens/home.json': home(3000) };
    const after = {
      'brand.json': { theme: { primary: '#112233' }, settings: { x: 1 } },
      'screens/home.json': home(5000, [{ id: 'home-new', type: 'Notice' }]),
    };
    render(<DiffView before={before} after={after} />);

    const homeFile = screen.getByRole('region', { name: 'screens/home.json' });
    const changed = within(homeFile).getByText('screens/home.json › body › home-banner › props › speed').closest('li');
    expect(changed?.textContent).toContain('Changed');
    expect(changed?.querySelector('del')?.textContent).toBe('3000');
    expect(changed?.querySelector('ins')?.textContent).toBe('5000');
    expect(within(homeFile).getByText('screens/home.json › body › home-new').closest('li')?.textContent).toMatch(/^Added/);

    const brandFile = screen.getByRole('region', { name: 'brand.json' });
    expect(within(brandFile).getByText('brand.json › flags').closest('li')?.textContent).toMatch(/^Removed.*\{"chat":true\}/);
    expect(within(brandFile).getByText('brand.json › settings › x').closest('li')?.textContent).toMatch(/^Added/);
    expect(screen.getByText('4 changes in 2 files.')).toBeTruthy();
  });

  it('says when there is nothing to publish', () => {
    render(<DiffView before={{ 'brand.json': { a: 1 } }} after={{ 'brand.json': { a: 1 } }} />);
    expect(screen.getByText(/nothing to publish/)).toBeTruthy();
  });
});
