import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { callsTo, lobbyFixtures, renderLobby, settle, tileNames } from './helpers.ts';

afterEach(cleanup);

const star = (name: string) => screen.getByRole('button', { name: `Favourite: ${name}` });

/** An answer the test releases by hand, to look at the screen while the call is in flight. */
function deferred(): { fixture: () => Promise<boolean>; resolve(): void; reject(): void } {
  let resolve!: () => void;
  let reject!: () => void;
  const p = new Promise<boolean>((res, rej) => {
    resolve = () => res(true);
    reject = () => rej(Object.assign(new Error('server said no'), { status: 500 }));
  });
  return { fixture: () => p, resolve, reject };
}

describe('favourites (add if absent, remove if present, optimistic, guests to /m/login)', () => {
  it('a member removes a favourite: pressed state drops at once, DELETE carries nodeId and vendor', async () => {
    const call = deferred();
    const app = await renderLobby('/m/slot-games', { fixtures: lobbyFixtures({ removeFavorite: call.fixture }) });
    expect(star('PG Soft Game 1').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(star('PG Soft Game 1'));
    await settle(2);
    expect(star('PG Soft Game 1').getAttribute('aria-pressed')).toBe('false');
    expect(callsTo(app.calls, 'removeFavorite')[0]).toMatchObject({ method: 'DELETE', body: { nodeId: '1001', vendor: 'PG' } });
    call.resolve();
    await settle();
    expect(star('PG Soft Game 1').getAttribute('aria-pressed')).toBe('false');
  });

  it('a failed add is rolled back and the player is told', async () => {
    const call = deferred();
    const app = await renderLobby('/m/slot-games?vassalage=PP', { fixtures: lobbyFixtures({ addFavorite: call.fixture }) });
    const name = tileNames()[0];
    fireEvent.click(star(name));
    await settle(2);
    expect(star(name).getAttribute('aria-pressed')).toBe('true');
    expect(callsTo(app.calls, 'addFavorite')[0].body).toMatchObject({ vendor: 'PP' });
    call.reject();
    await settle();
    expect(star(name).getAttribute('aria-pressed')).toBe('false');
    expect(app.store.getState().toasts.map((t) => t.messageKey)).toContain('favourite_failed');
  });

  it('removing one from My collection drops it from the visible list', async () => {
    await renderLobby('/m/gameList?type=fav', { fixtures: lobbyFixtures({ removeFavorite: true }) });
    expect(tileNames()).toEqual(['PG Soft Game 1', 'PG Soft Game 2']);
    fireEvent.click(star('PG Soft Game 2'));
    await settle();
    expect(tileNames()).toEqual(['PG Soft Game 1']);
  });

  it('a guest tapping the star goes to /m/login and nothing is sent', async () => {
    const app = await renderLobby('/m/slot-games', { session: 'guest' });
    expect(star('PG Soft Game 1').getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(star('PG Soft Game 1'));
    await settle();
    expect(app.navigations).toContain('/m/login');
    expect(app.calls.filter((c) => c.path.includes('Favorite'))).toEqual([]);
  });
});
