/** The m_newgame banner group (spec: banner groups) heads the slots centre, the lobby that opens on new games. */
import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { callsTo, lobbyFixtures, renderLobby, settle } from './helpers.ts';

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
});

const banner = (id: number, groupName: string) => ({
  id,
  title: `New game ${id}`,
  groupName,
  link: '/m/slot-games',
  announcementImages: [{ url: `/media/banners/${id}.png`, sequence: 1 }],
});
/** The platform answers each group its own banners. */
const announcements = ({ query }: { query?: Record<string, unknown> }) => ({
  banners: query?.groupName === 'm_newgame' ? [banner(7005, 'm_newgame'), banner(7006, 'm_newgame')] : [banner(7001, String(query?.groupName))],
});

describe('slots centre: the m_newgame banner group', () => {
  it('asks for the m_newgame group and shows its first banner above the games', async () => {
    const app = await renderLobby('/m/slotsCenter', { fixtures: lobbyFixtures({ announcements }) });
    await settle();
    expect(callsTo(app.calls, 'announcements').map((c) => c.query?.groupName)).toContain('m_newgame');
    const list = await waitFor(() => {
      const el = app.getByTestId('slotsCenter.newGameBanner');
      if (!el.querySelector('img')) throw new Error('no banner yet');
      return el;
    });
    const images = [...list.querySelectorAll('img')];
    expect(images).toHaveLength(1);
    expect(images[0].getAttribute('src')).toContain('/media/banners/7005.png');
    // Above the lobby, as the document orders them.
    const lobby = app.getByTestId('slotsCenter.lobby');
    expect(list.compareDocumentPosition(lobby) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows nothing when the group is empty', async () => {
    const app = await renderLobby('/m/slotsCenter', { fixtures: lobbyFixtures({ announcements: { banners: [] } }) });
    await settle();
    await waitFor(() => expect(app.queryByTestId('slotsCenter.lobby')).toBeTruthy());
    expect(app.getByTestId('slotsCenter.newGameBanner').querySelector('img')).toBeNull();
  });
});
