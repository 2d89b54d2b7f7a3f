import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { siteAddressList } from '../../../src/data/siteAddresses.ts';
import { addressLink } from '../../../src/widgets/siteAddresses/addressLink.ts';
import { agentFixtures } from '../../fixtures/agent.ts';
import { matrixFixtures } from '../../fixtures/api.ts';
import { renderApp } from '../../support/renderApp.tsx';
import { loaded, openRightMenu, settle, shellFixtures } from '../shell/helpers.ts';

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
});

const click = async (el: HTMLElement) => {
  await act(async () => void fireEvent.click(el));
  await settle();
};

describe('site addresses: the list from domainRoute', () => {
  it('puts the main domain first, then the hosts serving this merchant, each once and lower case', () => {
    const answer = {
      routes: { 'Mirror.example': 'LUCKY88', 'lucky.localhost': 'LUCKY88', 'royal.localhost': 'ROYALPH', 'mirror.example': 'LUCKY88' },
      mainDomain: 'lucky.localhost',
    };
    expect(siteAddressList(answer, 'LUCKY88')).toEqual([
      { host: 'lucky.localhost', main: true },
      { host: 'mirror.example', main: false },
    ]);
  });

  it('lists the host table alone when no main domain is set, and every host when the brand names no merchant', () => {
    const answer = { routes: { 'a.example': 'LUCKY88', 'b.example': 'ROYALPH' }, mainDomain: '' };
    expect(siteAddressList(answer, 'LUCKY88')).toEqual([{ host: 'a.example', main: false }]);
    expect(siteAddressList(answer, '').map((a) => a.host)).toEqual(['a.example', 'b.example']);
  });

  it("copies a host as a link on the page's scheme and port", () => {
    expect(addressLink('lucky.example', { protocol: 'https:', port: '' })).toBe('https://lucky.example/');
    expect(addressLink('lucky.localhost', { protocol: 'http:', port: '8080' })).toBe('http://lucky.localhost:8080/');
  });
});

describe('site addresses on /m/app', () => {
  it('lists the main and the other addresses, marks the one the page is on, and copies each as a link', async () => {
    const app = await renderApp({ path: '/m/app', fixtures: matrixFixtures });
    const copied: string[] = [];
    app.env.copyText = async (text) => void copied.push(text);
    await settle(8);
    const section = await loaded(screen.getByRole('region', { name: 'Site addresses' }));
    const rows = within(section).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual(['lucky.localhostMain addressCopy', 'localhostYou are hereCopy', 'lucky88.exampleCopy']);
    await click(within(section).getByRole('button', { name: 'Copy lucky88.example' }));
    expect(copied).toEqual(['http://lucky88.example:3000/']);
    expect(document.body.textContent).toContain('Copied successfully');
    expect(app.calls.filter((c) => c.name === 'domainRoute')).toHaveLength(1);
  });

  it('is in Tagalog and Chinese too', async () => {
    await renderApp({ path: '/m/app', language: 'TY', fixtures: matrixFixtures });
    await settle(8);
    const ty = await loaded(screen.getByRole('region', { name: 'Mga address ng site' }));
    expect(within(ty).getByRole('button', { name: 'Kopyahin ang lucky.localhost' })).toBeTruthy();
    expect(ty.textContent).toContain('Pangunahing address');
    cleanup();
    await renderApp({ path: '/m/app', language: 'CN', fixtures: matrixFixtures });
    await settle(8);
    const cn = await loaded(screen.getByRole('region', { name: '网站地址' }));
    expect(cn.textContent).toContain('当前所在网址');
  });

  it('draws nothing when the platform lists no address, and the retry when the read fails', async () => {
    await renderApp({ path: '/m/app', fixtures: { ...matrixFixtures, domainRoute: { routes: {}, mainDomain: '' } } });
    await settle(8);
    expect(screen.queryByTestId('site-addresses')).toBeNull();
    cleanup();
    const { domainRoute: _, ...without } = matrixFixtures;
    await renderApp({ path: '/m/app', fixtures: without });
    await settle(8);
    expect(screen.getByTestId('site-addresses-retry').textContent).toBe('Load failed, click to retry');
  });
});

/** An agent's shell: the member info says type 1 (an agent), the team calls answer agent01's data. */
const agentShell = { ...shellFixtures, ...agentFixtures, memberInfo: { id: 2001, account: 'agent01', type: 1, clubLabel: null, affiliateCode: 'LNK00001' } };

describe('contracts waiting on the member panel', () => {
  it("badges the agent centre entry with the platform's count of contracts waiting", async () => {
    const app = await renderApp({
      session: 'agent',
      fixtures: { ...agentShell, fundsConsolidated: { ...agentFixtures.fundsConsolidated, pendingContracts: 3 } },
    });
    await settle();
    expect(
      app.calls.some((c) => c.name === 'fundsConsolidated'),
      'not read before the panel opens',
    ).toBe(false);
    const panel = await openRightMenu();
    await settle();
    const entry = within(within(panel).getByTestId('right.agent')).getByRole('button');
    expect(within(entry).getByTestId('waiting-badge').textContent).toBe('3 waiting3 contracts wait for your answer');
    expect(entry.textContent).toContain('3 waiting');
    expect(app.calls.filter((c) => c.name === 'fundsConsolidated')).toHaveLength(1);
  });

  it('shows no badge at 0, nor when the platform says the member is no agent', async () => {
    for (const funds of [{ pendingContracts: 0 }, { pendingContracts: 2, isAgent: false }]) {
      await renderApp({ session: 'agent', fixtures: { ...agentShell, fundsConsolidated: { ...agentFixtures.fundsConsolidated, ...funds } } });
      const panel = await openRightMenu();
      await settle();
      expect(within(panel).getByTestId('right.agent')).toBeTruthy();
      expect(within(panel).queryByTestId('waiting-badge')).toBeNull();
      cleanup();
    }
  });

  it('an agent of a type whose contract checks are skipped (41) sees the entry without a badge, and the platform is not asked', async () => {
    const app = await renderApp({ session: 'agent', fixtures: { ...agentShell, memberInfo: { ...agentShell.memberInfo, type: 41 } } });
    await settle();
    expect(app.store.getState().member?.type).toBe(41);
    const panel = await openRightMenu();
    await settle();
    expect(within(panel).getByTestId('right.agent')).toBeTruthy();
    expect(within(panel).queryByTestId('waiting-badge')).toBeNull();
    expect(app.calls.some((c) => c.name === 'fundsConsolidated')).toBe(false);
  });

  it('a player sees no agent entry and the platform is not asked', async () => {
    const app = await renderApp({ session: 'member', fixtures: { ...shellFixtures, ...agentFixtures } });
    const panel = await openRightMenu();
    await settle();
    expect(within(panel).queryByTestId('right.agent')).toBeNull();
    expect(within(panel).queryByTestId('waiting-badge')).toBeNull();
    expect(app.calls.some((c) => c.name === 'fundsConsolidated')).toBe(false);
  });

  it('says the count in Tagalog and Chinese', async () => {
    for (const [language, text] of [
      ['TY', '1 naghihintay1 kontrata ang naghihintay ng iyong sagot'],
      ['CN', '1 待处理1 份契约待您确认'],
    ]) {
      const app = await renderApp({ session: 'agent', language, fixtures: agentShell });
      // The panel as the header's profile button opens it (its name is in the page's language).
      await act(async () => app.store.update((s) => void (s.panels.right = true)));
      await settle();
      const panel = await loaded(screen.getByTestId('right-menu'));
      await settle();
      expect(within(panel).getByTestId('waiting-badge').textContent).toBe(text);
      cleanup();
    }
  });
});
