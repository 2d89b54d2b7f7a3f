import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PlatformError } from '../../../src/core/platformApi.ts';
import type { ScreenNode } from '../../../src/generated/node.ts';
import { LETTERS, PAGE_NOTICES } from '../../fixtures/content.ts';
import { matrixFixtures } from '../../fixtures/api.ts';
import type { Fixtures } from '../../support/fixtureApi.ts';
import { renderApp } from '../../support/renderApp.tsx';
import { bundleOf } from '../shell/helpers.ts';

const settle = async () => {
  for (let i = 0; i < 8; i++) await act(async () => new Promise((r) => setTimeout(r, 0)));
};
const click = async (el: HTMLElement) => {
  await act(async () => {
    fireEvent.click(el);
  });
  await settle();
};

afterEach(cleanup);

/**
 * The brand's own screen with an unread badge beside the list (as the shell's panels and the agent home have one):
 * what the screen document wires to the list's `done` is what reloads it.
 */
function withBadge(screenId: string, params: Record<string, unknown>) {
  const bundle = bundleOf();
  const doc = bundle.screens.find((s) => s.id === screenId);
  if (!doc) throw new Error(`no screen ${screenId}`);
  const badge: ScreenNode = { id: 'test.badge', type: 'unreadBadge', data: { source: 'unreadCount', params } };
  doc.body = [...(doc.body ?? []), badge];
  return bundle;
}
const badge = () => screen.queryByTestId('unread-badge')?.firstElementChild?.textContent ?? null;
const callsOf = (calls: { name: string }[], name: string) => calls.filter((c) => c.name === name).length;

describe('inbox: marking read and deleting reload the unread count (the screen wires `done` to refresh unreadCount)', () => {
  it('opening an unread letter marks it read and the badge follows; deleting reads the count again', async () => {
    let unread = 1;
    const fixtures: Fixtures = {
      ...matrixFixtures,
      inboxUnreadCount: () => unread,
      inboxMarkRead: () => {
        unread = 0;
        return true;
      },
      inboxDelete: true,
    };
    const app = await renderApp({ path: '/m/webEmail', session: 'member', bundle: withBadge('webEmail', { kind: 'inbox' }), fixtures });
    await settle();
    expect(badge()).toBe('1');
    const counted = callsOf(app.calls, 'inboxUnreadCount');

    await click(screen.getByTestId(`letter-${LETTERS[0].id}`));
    expect(app.calls.find((c) => c.name === 'inboxMarkRead')?.body).toEqual({ id: LETTERS[0].id });
    expect(callsOf(app.calls, 'inboxUnreadCount')).toBe(counted + 1);
    expect(badge()).toBeNull();

    const dialog = screen.getByTestId('letter-dialog');
    await click(within(dialog).getByTestId('letter-delete'));
    await click(within(dialog).getByTestId('letter-delete-confirm'));
    expect(app.calls.find((c) => c.name === 'inboxDelete')?.body).toEqual({ id: LETTERS[0].id });
    expect(callsOf(app.calls, 'inboxUnreadCount')).toBe(counted + 2);
    expect(screen.queryByTestId(`letter-${LETTERS[0].id}`)).toBeNull();
    expect(screen.getByText('Message deleted')).toBeTruthy();
  });

  it('a refused mark leaves the count as it was, and a refused deletion is said and keeps the letter', async () => {
    const fixtures: Fixtures = {
      ...matrixFixtures,
      inboxUnreadCount: 1,
      inboxMarkRead: () => new PlatformError(500, 'server.error', 'Down.'),
      inboxDelete: () => new PlatformError(500, 'server.error', 'Down.'),
    };
    const app = await renderApp({ path: '/m/webEmail', session: 'member', bundle: withBadge('webEmail', { kind: 'inbox' }), fixtures });
    await settle();
    const counted = callsOf(app.calls, 'inboxUnreadCount');
    await click(screen.getByTestId(`letter-${LETTERS[0].id}`));
    expect(callsOf(app.calls, 'inboxMarkRead')).toBe(1);
    expect(callsOf(app.calls, 'inboxUnreadCount')).toBe(counted);

    const dialog = screen.getByTestId('letter-dialog');
    await click(within(dialog).getByTestId('letter-delete'));
    await click(within(dialog).getByTestId('letter-delete-confirm'));
    expect(callsOf(app.calls, 'inboxUnreadCount')).toBe(counted);
    expect(screen.getByTestId('letter-dialog')).toBeTruthy();
    expect(screen.getByText('Could not delete the message. Try again.')).toBeTruthy();
  });
});

describe('notices: a notice read reloads the list and the unread count', () => {
  it('expanding an unread notice reports it read, then the list and the badge are read again', async () => {
    let unread = 1;
    const fixtures: Fixtures = {
      ...matrixFixtures,
      announcementUnreadCount: () => ({ announcementUnreadCount: unread }),
      markAnnouncementRead: () => {
        unread = 0;
        return true;
      },
    };
    const app = await renderApp({ path: '/m/notice', session: 'member', bundle: withBadge('notice', { kind: 'announcement', types: 'B,PL,PU' }), fixtures });
    await settle();
    expect(badge()).toBe('1');
    const lists = callsOf(app.calls, 'announcements');
    const counted = callsOf(app.calls, 'announcementUnreadCount');
    const newer = PAGE_NOTICES.find((n) => n.title === 'Newer notice');
    await click(within(screen.getByTestId(`notice-${newer?.id}`)).getByRole('button'));
    // The report waits for the platform's throttle (150 ms at most).
    await act(async () => new Promise((r) => setTimeout(r, 200)));
    await settle();
    expect(app.calls.find((c) => c.name === 'markAnnouncementRead')?.body).toMatchObject({ announcementId: newer?.id, read: true });
    expect(callsOf(app.calls, 'announcements')).toBe(lists + 1);
    expect(callsOf(app.calls, 'announcementUnreadCount')).toBe(counted + 1);
    expect(badge()).toBeNull();
  });
});
