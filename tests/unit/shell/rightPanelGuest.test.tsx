/** The right (member) panel's guest state, and the agent's own modal on the invite (affiliate) entry. */
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../support/renderApp.tsx';
import { agentFixtures } from '../../fixtures/agent.ts';
import { entryIds, loaded, openRightMenu, settle, shellFixtures } from './helpers.ts';

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
});

/** An agent's shell: the member info says type 1 (an agent), the team calls answer agent01's data. */
const agentShell = { ...shellFixtures, ...agentFixtures, memberInfo: { id: 2001, account: 'agent01', type: 1, clubLabel: null, affiliateCode: 'LNK00001' } };

const click = async (el: HTMLElement) => {
  await act(async () => {
    fireEvent.click(el);
  });
  await settle();
};

describe('right panel: guest state', () => {
  it('a visitor sees the default avatar, a welcome, Login and Register; no balance or sign out; member entries lead to login', async () => {
    const app = await renderApp({ fixtures: shellFixtures });
    // No profile icon in a visitor's header: the panel opens for a visitor when a session ends with it open.
    await act(async () => app.store.update((s) => void (s.panels.right = true)));
    await settle();
    const panel = await loaded(screen.getByTestId('right-menu'));
    expect(within(panel).getByRole('img', { name: 'Default avatar' })).toBeTruthy();
    expect(panel.textContent).toContain('Welcome, guest');
    const ids = entryIds(panel, 'right.');
    expect(ids).toContain('right.guest');
    for (const id of ['right.balance', 'right.signOut', 'right.agent']) expect(ids).not.toContain(id);
    await click(within(panel).getByRole('button', { name: 'Register' }));
    expect(app.navigations.at(-1)).toBe('/m/register');
    expect(app.store.getState().panels.right).toBe(false);

    await act(async () => app.store.update((s) => void (s.panels.right = true)));
    await settle();
    await click(within(await loaded(screen.getByTestId('right-menu'))).getByRole('button', { name: 'Login' }));
    expect(app.navigations.at(-1)).toBe('/m/login');

    // A member entry (deposit) takes a visitor to the login screen.
    await act(async () => app.store.update((s) => void (s.panels.right = true)));
    await settle();
    const before = app.navigations.length;
    await click(within(within(await loaded(screen.getByTestId('right-menu'))).getByTestId('right.deposit')).getByRole('button'));
    expect(app.navigations.slice(before)).toEqual(['/m/login']);
  });

  it('a member sees no guest buttons', async () => {
    await renderApp({ session: 'member', fixtures: shellFixtures });
    const panel = await openRightMenu();
    expect(entryIds(panel, 'right.')).not.toContain('right.guest');
    expect(within(panel).getByRole('button', { name: 'Sign out' })).toBeTruthy();
  });
});

describe("the agent's own modal on the invite entry", () => {
  it("an agent's Invite opens the agent modal with the registration links and Open account; a player's opens the referral popup", async () => {
    const agent = await renderApp({ session: 'agent', fixtures: agentShell });
    await click(within(await loaded(agent.getByTestId('bottombar'))).getByRole('button', { name: 'Invite' }));
    expect(screen.queryByTestId('popup-referral')).toBeNull();
    const popup = await loaded(screen.getByTestId('popup-agentInvite'));
    expect(within(popup).getAllByRole('heading')[0].textContent).toBe('Invite to your team');
    expect(popup.textContent).toContain('https://lucky.example/m/register?affiliateCode=LNK00001');
    await click(within(popup).getByRole('button', { name: 'Open account' }));
    expect(agent.navigations.at(-1)).toBe('/m/agentRegister');
    expect(screen.queryByTestId('popup-agentInvite')).toBeNull();
    cleanup();

    // The right panel's invite entry opens the same modal for the agent.
    const again = await renderApp({ session: 'agent', fixtures: agentShell });
    const panel = await openRightMenu();
    await click(within(panel).getByRole('button', { name: 'Invite friends' }));
    expect(await loaded(screen.getByTestId('popup-agentInvite'))).toBeTruthy();
    expect(again.store.getState().popups).toEqual(['agentInvite']);
    cleanup();

    await renderApp({ session: 'member', fixtures: shellFixtures });
    await click(within(await loaded(screen.getByTestId('bottombar'))).getByRole('button', { name: 'Invite' }));
    expect(await loaded(screen.getByTestId('popup-referral'))).toBeTruthy();
    expect(screen.queryByTestId('popup-agentInvite')).toBeNull();
  });
});
