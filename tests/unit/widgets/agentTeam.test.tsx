import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PlatformError } from '../../../src/core/platformApi.ts';
import { agentFixtures } from '../../fixtures/agent.ts';
import { statusAnswer } from '../../fixtures/status.ts';
import { callsTo } from '../../support/fixtureApi.ts';
import { renderApp } from '../../support/renderApp.tsx';
import { formFixtures } from '../forms/fixtures.ts';

const settle = async () => {
  for (let i = 0; i < 6; i++) await act(async () => new Promise((r) => setTimeout(r, 0)));
};
const click = async (el: HTMLElement) => {
  await act(async () => void fireEvent.click(el));
  await settle();
};
const typeIn = async (el: HTMLElement, value: string) => act(async () => void fireEvent.change(el, { target: { value } }));

describe('member team', () => {
  afterEach(cleanup);

  it('lists the downlines, opens one, refuses a rate above the limit on its field, saves one within it', async () => {
    const app = await renderApp({
      path: '/m/member/team',
      session: 'agent',
      fixtures: {
        ...agentFixtures,
        updateDownlineRebates: ({ input }) =>
          input.rebates.some((r) => r.category === 'RNG' && r.rate > 1.2)
            ? new PlatformError(400, 'rebate.above.own', 'Above your own rate.', { category: 'RNG', limit: 1.2 })
            : { id: input.id, rebates: [] },
      },
    });
    await waitFor(() => expect(screen.getByTestId('downline-teamlead01')).toBeTruthy());
    expect(screen.getByTestId('downline-player03').textContent).toContain('Never logged in');
    await click(screen.getByTestId('downline-teamlead01'));
    const dialog = await screen.findByTestId('team-detail-dialog');
    await waitFor(() => expect(within(dialog).getByTestId('team-detail-30d').textContent).toContain('1,000.00'));
    await click(within(dialog).getByRole('button', { name: 'Set rebates' }));
    const slots = within(dialog).getByLabelText('Slots rate (%)') as HTMLInputElement;
    expect(within(dialog).getByText('Up to 1.20%')).toBeTruthy();
    await typeIn(slots, '5');
    await click(within(dialog).getByRole('button', { name: 'Save rates' }));
    expect(within(dialog).getByText('Above your own rate: at most 1.20%.')).toBeTruthy();
    await typeIn(slots, '1.1');
    await click(within(dialog).getByRole('button', { name: 'Save rates' }));
    expect(callsTo(app.calls, 'updateDownlineRebates').at(-1)?.body).toMatchObject({ rebates: [{ category: 'RNG', rate: 1.1 }] });
    await waitFor(() => expect(within(dialog).getByTestId('team-detail')).toBeTruthy());
  });

  it("writes registrations and logins on the brand's clock and says which zone that is", async () => {
    // teamlead01 registered at 2024-12-29 00:00 UTC and last logged in at 2024-12-31 00:00 UTC.
    const zoned = (timeZone: string) => ({ statusInfo: { ...statusAnswer().info, timeZone } });
    await renderApp({ path: '/m/member/team', session: 'agent', fixtures: agentFixtures, state: zoned('America/New_York') });
    await waitFor(() => expect(screen.getByTestId('downline-teamlead01')).toBeTruthy());
    expect(screen.getByTestId('downline-teamlead01').textContent).toContain('Registered 2024-12-28');
    expect(screen.getByTestId('downline-teamlead01').textContent).toContain('Last login 2024-12-30 19:00');
    expect(screen.getByTestId('zone-note').textContent).toBe('Days and times are in Eastern Standard Time.');
    cleanup();
    await renderApp({ path: '/m/member/team', session: 'agent', fixtures: agentFixtures, state: zoned('Asia/Manila') });
    await waitFor(() => expect(screen.getByTestId('downline-teamlead01')).toBeTruthy());
    expect(screen.getByTestId('downline-teamlead01').textContent).toContain('Last login 2024-12-31 08:00');
    expect(screen.getByTestId('zone-note').textContent).toBe('Days and times are in Philippine Standard Time.');
  });

  it('transfers selected downlines: the agent error shows on its field, a success reloads the list', async () => {
    const app = await renderApp({
      path: '/m/member/team',
      session: 'agent',
      fixtures: {
        ...agentFixtures,
        transferMultipleDownline: ({ input }) =>
          input.toAgent === 'nobody' ? new PlatformError(404, 'agent.not.found', 'No agent.') : { ids: input.ids, toAgent: input.toAgent },
      },
    });
    await waitFor(() => expect(screen.getByTestId('downline-player02')).toBeTruthy());
    await click(screen.getByRole('button', { name: 'Select' }));
    await click(within(screen.getByTestId('downline-player02')).getByRole('checkbox'));
    await click(within(screen.getByTestId('downline-player03')).getByRole('checkbox'));
    await click(screen.getByRole('button', { name: 'Transfer selected' }));
    const dialog = await screen.findByTestId('team-transfer-dialog');
    await typeIn(within(dialog).getByLabelText(/Agent account/), 'nobody');
    await click(within(dialog).getByRole('button', { name: 'Continue' }));
    await click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(within(dialog).getByText('There is no agent with this account.')).toBeTruthy();
    await typeIn(within(dialog).getByLabelText(/Agent account/), 'agent2');
    await click(within(dialog).getByRole('button', { name: 'Continue' }));
    const before = callsTo(app.calls, 'downlines').length;
    await click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(callsTo(app.calls, 'transferMultipleDownline').at(-1)?.body).toMatchObject({ ids: [4, 5], toAgent: 'agent2' });
    expect(screen.queryByTestId('team-transfer-dialog')).toBeNull();
    expect(callsTo(app.calls, 'downlines').length).toBeGreaterThan(before);
  });
});

describe('open an account and registration links', () => {
  afterEach(cleanup);

  it('opens an account: encrypted agentRegister, the new name shown, the form emptied; links show a QR on request', async () => {
    const app = await renderApp({
      path: '/m/agentRegister',
      session: 'agent',
      fixtures: { ...formFixtures, ...agentFixtures, memberInfo: { affiliateCode: 'AGCODE23' }, agentRegister: { id: 77, userName: 'newbie01' } },
    });
    await waitFor(() => expect(document.getElementById('agentRegister-form_username')).toBeTruthy());
    expect(screen.getByTestId('affiliate-code').textContent).toBe('AGCODE23');
    const field = (n: string) => document.getElementById(`agentRegister-form_${n}`) as HTMLInputElement;
    for (const [n, v] of [
      ['username', 'newbie01'],
      ['mobileNum', '9171234567'],
      ['password', 'abc12345'],
      ['confirmPassword', 'abc12345'],
    ] as const) {
      await typeIn(field(n), v);
      await act(async () => void fireEvent.blur(field(n)));
    }
    await act(async () => void fireEvent.submit(screen.getByTestId('agentRegister.form').querySelector('form')!));
    // The submit checks the fields first (the rule engine may still be loading on a busy machine): wait for the call.
    await waitFor(() => expect(callsTo(app.calls, 'agentRegister')).toHaveLength(1));
    await settle();
    const sent = callsTo(app.calls, 'agentRegister')[0];
    expect(sent.encrypt).toBe(true);
    expect(sent.body).toEqual({ username: 'newbie01', password: 'abc12345', confirmPassword: 'abc12345', mobileNum: '9171234567', countryDialingCode: '63' });
    expect(screen.getByTestId('form-notice').textContent).toContain('newbie01');
    expect(field('username').value).toBe('');
    const link = screen.getByTestId('affiliate-link-LNK00001');
    await click(within(link).getByRole('button', { name: 'QR code of link LNK00001' }));
    expect(within(link).getByRole('img').getAttribute('data-qr-text')).toBe('https://lucky.example/m/register?affiliateCode=LNK00001');
  });

  it('a new link past the limit shows the platform limit; a note with angle brackets is refused before sending', async () => {
    const app = await renderApp({
      path: '/m/agentRegister',
      session: 'agent',
      fixtures: {
        ...formFixtures,
        ...agentFixtures,
        memberInfo: { affiliateCode: 'AGCODE23' },
        createAffiliateUrl: () => new PlatformError(409, 'affiliate.url.limit', 'You can keep at most 10 links.', { limit: 10 }),
      },
    });
    const links = await screen.findByTestId('affiliate-links');
    const note = within(links).getByLabelText('Note (optional)');
    await typeIn(note, '<b>');
    await click(within(links).getByRole('button', { name: 'Create link' }));
    expect(within(links).getByText('The note cannot contain < or >.')).toBeTruthy();
    expect(callsTo(app.calls, 'createAffiliateUrl')).toHaveLength(0);
    await typeIn(note, 'Facebook');
    await click(within(links).getByRole('button', { name: 'Create link' }));
    expect(within(links).getByTestId('affiliate-link-create-error').textContent).toBe('You can keep at most 10 links. Delete one to create another.');
  });
});

describe('agent rebate', () => {
  afterEach(cleanup);

  it("shows the agent's own rates per category and leads to the team to set downline rates", async () => {
    const app = await renderApp({ path: '/m/member/agent/agentRebeat', session: 'agent', fixtures: agentFixtures });
    const rates = await screen.findByTestId('rebate-rates-list');
    expect(rates.textContent).toContain('Slots1.20%');
    expect(rates.textContent).toContain('Lottery0.50%');
    await click(screen.getByRole('button', { name: 'Set downline rates' }));
    expect(app.navigations).toContain('/m/member/team');
  });
});
