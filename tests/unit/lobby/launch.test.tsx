import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { readGameMessage } from '../../../src/widgets/gameFrame/messages.ts';
import { GAME_LAUNCH_KEY } from '../../../src/domain/games/launchStore.ts';
import { callsTo, lobbyFixtures, renderLobby, settle } from './helpers.ts';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const launched = { content: { game_url: '/demo-game/EVO1?token=abc', launchMode: 'REAL' as const, expiresAt: 1 } };
const fixtures = lobbyFixtures({ launchGame: launched, trialLaunch: launched });
const play = (name: string) => screen.getByRole('button', { name });

describe('launching (category, vendor, game id or room id, node id, supportPlay)', () => {
  it('a member launches with the room id as game id and lands on the game page', async () => {
    const app = await renderLobby('/m/live-games', { fixtures });
    fireEvent.click(play('Evolution Game 1'));
    await settle();
    expect(callsTo(app.calls, 'launchGame')[0].query).toEqual({
      launchMode: 'GLS',
      platform: 'html5',
      clientType: 2,
      accountType: 1,
      language: 'EN',
      gameId: 'EVO-T101',
      roomId: 'EVO-T101',
      nodeId: '1010',
      vassalage: 'EVO',
      gameType: 'LIVE',
      supportPlay: 1,
    });
    expect(app.navigations.at(-1)).toBe('/m/game');
    expect(JSON.parse(sessionStorage.getItem(GAME_LAUNCH_KEY)!)).toMatchObject({ url: '/demo-game/EVO1?token=abc', backTo: '/m/live-games' });
    const frame = document.querySelector('iframe');
    expect(frame?.getAttribute('src')).toMatch(/\/demo-game\/EVO1\?token=abc$/);
    expect(frame?.getAttribute('title')).toBe('Evolution Game 1');
  });

  it('guests get free play where supportPlay is 0, and the login screen otherwise', async () => {
    const app = await renderLobby('/m/live-games', { session: 'guest', fixtures });
    fireEvent.click(play('Evolution Game 2'));
    await settle();
    expect(callsTo(app.calls, 'trialLaunch')[0].query).toMatchObject({ gameId: 'EVO2', supportPlay: 0 });
    expect(callsTo(app.calls, 'launchGame')).toEqual([]);
    cleanup();
    const other = await renderLobby('/m/live-games', { session: 'guest', fixtures });
    fireEvent.click(play('Evolution Game 3'));
    await settle();
    expect(other.navigations).toEqual(['/m/login']);
    expect(callsTo(other.calls, 'trialLaunch')).toEqual([]);
  });

  it('a failed launch tells the player and stays on the list', async () => {
    const app = await renderLobby('/m/live-games');
    fireEvent.click(play('Evolution Game 3'));
    await settle();
    expect(app.navigations).toEqual([]);
    expect(app.store.getState().toasts.map((t) => t.messageKey)).toEqual(['game_launch_failed']);
  });
});

describe('the game page', () => {
  it("goes to login on {relogin: true} from the game's own origin only", async () => {
    sessionStorage.setItem(GAME_LAUNCH_KEY, JSON.stringify({ url: '/demo-game/EVO1?token=abc', backTo: '/m/live-games', gameName: 'Evo' }));
    const app = await renderLobby('/m/game', { fixtures });
    const frame = document.querySelector('iframe')!;
    window.dispatchEvent(new MessageEvent('message', { data: { relogin: true }, origin: 'https://evil.example', source: frame.contentWindow }));
    expect(app.navigations).toEqual([]);
    window.dispatchEvent(new MessageEvent('message', { data: { relogin: true }, origin: window.location.origin, source: frame.contentWindow }));
    await settle();
    expect(app.navigations).toEqual(['/m/login']);
  });

  it('the back button returns to the list it came from and the balance is refetched', async () => {
    sessionStorage.setItem(GAME_LAUNCH_KEY, JSON.stringify({ url: '/demo-game/EVO1?token=abc', backTo: '/m/live-games?vassalage=SEXY', gameName: 'Evo' }));
    const app = await renderLobby('/m/game', { fixtures });
    const balanceCalls = () => callsTo(app.calls, 'walletBalance').length;
    const before = balanceCalls();
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Back to games' })));
    await settle();
    expect(app.navigations).toEqual(['/m/live-games?vassalage=SEXY']);
    expect(balanceCalls()).toBe(before + 1);
  });

  it("messages: only the game's origin and window; openWindow only http(s); a javascript: launch URL is not framed", () => {
    const win = {};
    expect(
      readGameMessage({ origin: 'https://g.example', source: win as never, data: { openWindow: 'https://pay.example/x' } }, 'https://g.example', win),
    ).toEqual({ kind: 'openWindow', url: 'https://pay.example/x' });
    expect(
      readGameMessage({ origin: 'https://g.example', source: win as never, data: { openWindow: 'javascript:alert(1)' } }, 'https://g.example', win),
    ).toBeNull();
    expect(readGameMessage({ origin: 'https://g.example', source: {} as never, data: { relogin: true } }, 'https://g.example', win)).toBeNull();
    // A page with no demo game leads back to the list with {back: true}.
    expect(readGameMessage({ origin: 'https://g.example', source: win as never, data: { back: true } }, 'https://g.example', win)).toEqual({ kind: 'back' });
    expect(readGameMessage({ origin: 'https://evil.example', source: win as never, data: { back: true } }, 'https://g.example', win)).toBeNull();
  });

  it('refuses to frame a non-http launch URL', async () => {
    sessionStorage.setItem(GAME_LAUNCH_KEY, JSON.stringify({ url: 'javascript:alert(1)', backTo: '/m/home', gameName: '' }));
    await renderLobby('/m/game', { fixtures });
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByText('No game is open. Go back and choose a game.')).toBeTruthy();
  });
});
