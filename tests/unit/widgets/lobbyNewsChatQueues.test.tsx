import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { matrixFixtures } from '../../fixtures/api.ts';
import { renderApp } from '../../support/renderApp.tsx';

const settle = async () => {
  for (let i = 0; i < 8; i++) await act(async () => new Promise((r) => setTimeout(r, 0)));
};
afterEach(cleanup);

describe('lobby news', () => {
  it('lists the items in the current language with their day, asking in that language', async () => {
    const app = await renderApp({ path: '/m/gameCenter', language: 'TY', fixtures: matrixFixtures });
    await settle();
    const news = screen.getByTestId('lobby-news');
    expect(within(news).getByRole('heading', { name: 'Balita sa lobby' })).toBeTruthy();
    expect(within(news).getByRole('heading', { name: 'New fishing games' })).toBeTruthy();
    expect(within(news).getByText('2025-05-30')).toBeTruthy();
    expect(app.calls.find((c) => c.name === 'lobbyNews')?.query).toMatchObject({ pageSize: 5, language: 'TY' });
  });

  it('draws nothing without news', async () => {
    await renderApp({ path: '/m/gameCenter', fixtures: { ...matrixFixtures, lobbyNews: { list: [] } } });
    await settle();
    expect(screen.queryByTestId('lobby-news')).toBeNull();
  });
});

describe('chat queues', () => {
  it('shows each queue with whether agents answer now, and opens the chat titled with the chosen one', async () => {
    const app = await renderApp({
      path: '/m/message',
      session: 'member',
      state: { platformFlags: { CBS3: true } },
      fixtures: { ...matrixFixtures, chatLaunch: { chatUrl: 'https://chat.example/room' } },
    });
    await settle();
    const queues = screen.getByRole('region', { name: 'Chat with us about' });
    const buttons = within(queues).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual([
      'Deposits and withdrawalsA payment that has not arrived.Agents online now',
      'Games and promotionsA game round or a bonus.Agents answer from 08:00 to 24:00',
    ]);
    await act(async () => void fireEvent.click(buttons[0] as HTMLElement));
    await settle();
    expect(app.calls.find((c) => c.name === 'chatLaunch')?.query).toMatchObject({ title: 'Deposits and withdrawals' });
  });

  it('is not there without live chat (CBS3), and makes no call', async () => {
    const app = await renderApp({ path: '/m/message', session: 'member', state: { platformFlags: { CBS3: false } }, fixtures: matrixFixtures });
    await settle();
    expect(screen.queryByTestId('chat-queues')).toBeNull();
    expect(app.calls.some((c) => c.name === 'chatModels')).toBe(false);
  });
});
