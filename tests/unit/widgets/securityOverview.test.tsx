import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { matrixFixtures } from '../../fixtures/api.ts';
import { renderApp } from '../../support/renderApp.tsx';

const settle = async () => {
  for (let i = 0; i < 8; i++) await act(async () => new Promise((r) => setTimeout(r, 0)));
};
afterEach(cleanup);

describe('security overview', () => {
  it('says the level and each protection set or not, in words', async () => {
    await renderApp({ path: '/m/securityCenter', session: 'member', fixtures: matrixFixtures });
    await settle();
    const overview = screen.getByRole('region', { name: 'Account security' });
    expect(within(overview).getByTestId('security-level').textContent).toBe('Security level: Medium');
    expect(
      within(overview)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Withdrawal passwordSet', 'Security questionsNot set', 'Mobile numberSet', 'E-mail addressNot set']);
  });

  it('reads again when a protection below is set (the document refreshes securityConfig on their done)', async () => {
    let questions = 0;
    const app = await renderApp({
      path: '/m/securityCenter',
      session: 'member',
      fixtures: {
        ...matrixFixtures,
        securityConfig: () => ({
          withdrawalPassword: true,
          securityQuestions: questions,
          mobileBound: true,
          emailBound: true,
          payeeName: true,
          bankCards: 0,
          level: questions ? 'high' : 'medium',
        }),
      },
    });
    await settle();
    expect(screen.getByTestId('security-level').textContent).toBe('Security level: Medium');
    questions = 2;
    await act(async () => app.env.refreshData('securityConfig'));
    await settle();
    expect(screen.getByTestId('security-level').textContent).toBe('Security level: High');
  });

  it('shows nothing to a free-play account and makes no call', async () => {
    const app = await renderApp({ path: '/m/securityCenter', session: 'trial', fixtures: matrixFixtures });
    await settle();
    expect(screen.queryByTestId('security-overview')).toBeNull();
    expect(app.calls.some((c) => c.name === 'securityConfig')).toBe(false);
  });
});
