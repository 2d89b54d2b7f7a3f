import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, within } from '@testing-library/react';
import type { BrandBundle } from '../../../src/generated/brand-bundle.ts';
import { buildBundle } from '../../../tools/brands/loadDocuments.ts';
import { renderApp, SCREENS_DIR } from '../../support/renderApp.tsx';

afterEach(cleanup);

const lucky = (): BrandBundle => structuredClone(buildBundle(SCREENS_DIR, 'lucky'));

describe('the rendered app follows the brand documents, with no code change', () => {
  it('a changed menu item (label and target) changes the rendered menu and where it leads', async () => {
    const bundle = lucky();
    const left = bundle.brand.chrome.leftMenu;
    left.unshift({
      id: 'left.custom',
      type: 'button',
      props: { labelKey: 'title_help', variant: 'ghost', block: true },
      on: { tap: [{ action: 'navigate', params: { to: '/m/help' } }] },
    });
    const app = await renderApp({ bundle });
    fireEvent.click(within(app.getByTestId('bottombar')).getByRole('button', { name: 'Menu' }));
    const item = await screen.findByTestId('left.custom');
    expect(item.textContent).toContain('Help');
    fireEvent.click(within(item).getByRole('button'));
    expect(app.navigations).toContain('/m/help');
  });

  it('a changed screen layout changes what the screen renders', async () => {
    const bundle = lucky();
    const home = bundle.screens.find((s) => s.id === 'home')!;
    home.body = [{ id: 'home.only', type: 'text', props: { textKey: 'latest_winners', variant: 'title' } }];
    const app = await renderApp({ bundle });
    expect(app.getByTestId('home.only').textContent).toBe('Latest winners');
    expect(app.queryByTestId('home.noData')).toBeNull();
  });

  it('a condition hides a node for guests and shows it for members', async () => {
    const bundle = lucky();
    bundle.screens
      .find((s) => s.id === 'home')!
      .body.push({ id: 'home.membersOnly', type: 'text', when: { var: 'session.loggedIn' }, props: { textKey: 'balance' } });
    const guest = await renderApp({ bundle });
    expect(guest.queryByTestId('home.membersOnly')).toBeNull();
    cleanup();
    const member = await renderApp({ bundle, session: 'member' });
    expect(member.getByTestId('home.membersOnly')).toBeTruthy();
  });

  it('an unknown widget type in a document shows an operator error in place, and the rest still renders', async () => {
    const bundle = lucky();
    bundle.screens.find((s) => s.id === 'home')!.body.unshift({ id: 'home.typo', type: 'bannerCarusel' });
    const app = await renderApp({ bundle });
    expect(app.getByTestId('home.typo.error').textContent).toContain('Unknown widget type "bannerCarusel"');
    expect(app.getByTestId('bottombar')).toBeTruthy();
    expect(app.reports.join('\n')).toContain('bannerCarusel');
  });

  it('bad props are caught by the widget props schema', async () => {
    const bundle = lucky();
    bundle.screens.find((s) => s.id === 'home')!.body.unshift({ id: 'home.badProps', type: 'text', props: { textKey: 'x', variant: 'huge' } });
    const app = await renderApp({ bundle });
    expect(app.getByTestId('home.badProps.error').textContent).toContain('props schema');
  });

  it('unknown paths go to the fallback route', async () => {
    const app = await renderApp({ path: '/m/definitely-not-a-page' });
    expect(app.container.querySelector('[data-screen]')?.getAttribute('data-screen')).toBe('home');
  });

  it('screens with access rules send others to their redirect', async () => {
    const app = await renderApp({ path: '/m/withdraw' });
    expect(app.container.querySelector('[data-screen]')?.getAttribute('data-screen')).toBe('login');
  });

  it('the status gate shows the maintenance screen document', async () => {
    const app = await renderApp({ state: { system: 'maintenance' } });
    expect(app.getByTestId('maintenance.message').textContent).toContain('maintenance');
    expect(app.queryByTestId('bottombar')).toBeNull();
  });
});
