import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PlatformError } from '../../../src/core/platformApi.ts';
import { matrixFixtures } from '../../fixtures/api.ts';
import type { Fixtures } from '../../support/fixtureApi.ts';
import { renderApp } from '../../support/renderApp.tsx';

const settle = async () => {
  for (let i = 0; i < 10; i++) await act(async () => new Promise((r) => setTimeout(r, 0)));
};
const click = async (el: HTMLElement) => {
  await act(async () => {
    fireEvent.click(el);
  });
  await settle();
};
const errorOf = (field: HTMLElement) => document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent ?? '';

afterEach(cleanup);

const ICON = 'data:image/webp;base64,UklGRgAAAABXRUJQ';
const INFO = { id: 7, account: 'player01', nickname: 'Lucky', type: 0, payeeName: '' };

async function openProfile(fixtures: Fixtures) {
  const app = await renderApp({
    path: '/m/member/profile',
    session: 'member',
    fixtures: { ...matrixFixtures, memberInfo: INFO, memberIcon: { icon: null, updatedAt: null }, ...fixtures },
  });
  await settle();
  return { app, editor: screen.getByTestId('profile-editor') };
}

describe('profile editor', () => {
  it('checks the nickname with its rule before sending it, then saves it trimmed and shows it in the member card', async () => {
    let nickname = 'Lucky';
    const { app, editor } = await openProfile({
      memberInfo: () => ({ ...INFO, nickname }),
      updateNickname: ({ input }) => {
        nickname = input.nickname;
        return true;
      },
    });
    const field = within(editor).getByLabelText('Nickname', { exact: false });
    expect(field).toHaveProperty('value', 'Lucky');
    fireEvent.change(field, { target: { value: 'A' } });
    await click(within(editor).getByRole('button', { name: 'Save nickname' }));
    expect(errorOf(field)).toContain('Name must be 2-20 characters');
    expect(document.activeElement).toBe(field);
    expect(app.calls.some((c) => c.name === 'updateNickname')).toBe(false);

    fireEvent.change(field, { target: { value: '  Lucky   Star ' } });
    await click(within(editor).getByRole('button', { name: 'Save nickname' }));
    // The name's pattern is checked by the RE2 engine, which loads on first use (longer than a few ticks on a busy machine).
    await waitFor(() => expect(app.calls.find((c) => c.name === 'updateNickname')?.body).toEqual({ nickname: 'Lucky Star' }));
    await waitFor(() => expect(within(editor).getByRole('status').textContent).toBe('Nickname saved.'));
    // The document refreshes memberProfile on done: the card reads the new nickname.
    await waitFor(() => expect(screen.getByTestId('profile.user').textContent).toContain('Lucky Star'));
  });

  it("says the platform's refusal of a nickname on the field", async () => {
    const { editor } = await openProfile({
      updateNickname: () => new PlatformError(400, 'validation.failed', 'nickname format error.', { field: 'nickname', patternId: 'name' }),
    });
    const field = within(editor).getByLabelText('Nickname', { exact: false });
    fireEvent.change(field, { target: { value: 'Fine Name' } });
    await click(within(editor).getByRole('button', { name: 'Save nickname' }));
    expect(errorOf(field)).toContain('Name must be 2-20 characters');
  });

  it('sets the payee name once; a set one is shown with why it cannot be changed, and customer service', async () => {
    let payeeName = '';
    const { app, editor } = await openProfile({
      memberInfo: () => ({ ...INFO, payeeName }),
      updatePayeeName: ({ input }) => {
        payeeName = input.payeeName;
        return true;
      },
      chatLaunch: { chatUrl: 'https://chat.example/x' },
    });
    const field = within(editor).getByLabelText('Payee name', { exact: false });
    expect(field.getAttribute('aria-describedby')).toBeNull();
    expect(editor.textContent).toContain('once saved it cannot be changed');
    fireEvent.change(field, { target: { value: 'Juan 2' } });
    await click(within(editor).getByRole('button', { name: 'Save payee name' }));
    expect(errorOf(field)).toContain('without digits or symbols');
    expect(app.calls.some((c) => c.name === 'updatePayeeName')).toBe(false);

    fireEvent.change(field, { target: { value: 'Juan dela Cruz' } });
    await click(within(editor).getByRole('button', { name: 'Save payee name' }));
    expect(app.calls.find((c) => c.name === 'updatePayeeName')?.body).toEqual({ payeeName: 'Juan dela Cruz' });
    const locked = screen.getByTestId('profile-payee-locked');
    expect(locked.textContent).toContain('Juan dela Cruz');
    expect(locked.textContent).toContain('cannot be changed here');
    expect(within(editor).queryByLabelText('Payee name', { exact: false })).toBeNull();
    await click(within(locked).getByRole('button', { name: 'Contact customer service' }));
    expect(app.calls.some((c) => c.name === 'chatLaunch')).toBe(true);
  });

  it('a payee name set elsewhere meanwhile (409) reads the profile again and shows it locked', async () => {
    let payeeName = '';
    const { editor } = await openProfile({
      memberInfo: () => ({ ...INFO, payeeName }),
      updatePayeeName: () => {
        payeeName = 'Maria Clara';
        return new PlatformError(409, 'payee.name.locked', 'The payee name is already set.');
      },
    });
    fireEvent.change(within(editor).getByLabelText('Payee name', { exact: false }), { target: { value: 'Juan Cruz' } });
    await click(within(editor).getByRole('button', { name: 'Save payee name' }));
    expect(screen.getByTestId('profile-payee-locked').textContent).toContain('Maria Clara');
  });

  it('previews a chosen picture, uploads it on Save, and shows the stored icon in the member card', async () => {
    let icon: string | null = null;
    const { app, editor } = await openProfile({
      memberIcon: () => ({ icon, updatedAt: icon ? 1 : null }),
      uploadMemberIcon: () => {
        icon = ICON;
        return { icon, updatedAt: 1 };
      },
    });
    const input = screen.getByTestId('profile-icon-input') as HTMLInputElement;
    // Another type is refused before anything is sent.
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File(['GIF89a'], 'a.gif', { type: 'image/gif' })] } });
    });
    await settle();
    expect(screen.getByTestId('profile-icon-error').textContent).toContain('Only PNG, JPEG or WebP');
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' })] } });
    });
    await settle();
    expect(screen.getByTestId('profile-icon-error').textContent).toContain('larger than 2 MB');

    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });
    await act(async () => {
      fireEvent.change(input, { target: { files: [file] } });
    });
    await settle();
    expect(within(editor).getByRole('img', { name: 'Preview of the chosen picture' }).getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await click(within(editor).getByRole('button', { name: 'Save picture' }));
    const sent = app.calls.find((c) => c.name === 'uploadMemberIcon');
    expect(sent?.form).toBe(true);
    expect(sent?.body?.icon).toBe(file);
    expect(screen.getByTestId('profile-icon-saved').textContent).toBe('Head icon saved.');
    expect(screen.getByTestId('user-card-icon').getAttribute('src')).toBe(ICON);
    expect(within(editor).getByRole('img', { name: 'Your head icon' }).getAttribute('src')).toBe(ICON);
    expect(within(editor).getByRole('button', { name: 'Change picture' })).toBeTruthy();
  });

  it("says the platform's refusal of a picture in words", async () => {
    const { app } = await openProfile({ uploadMemberIcon: () => new PlatformError(415, 'icon.type', 'Only PNG, JPEG or WebP pictures can be used.') });
    await act(async () => {
      fireEvent.change(screen.getByTestId('profile-icon-input'), { target: { files: [new File(['x'], 'x.png', { type: 'image/png' })] } });
    });
    await settle();
    await click(screen.getByRole('button', { name: 'Save picture' }));
    expect(app.calls.some((c) => c.name === 'uploadMemberIcon')).toBe(true);
    expect(screen.getByTestId('profile-icon-error').textContent).toBe('Only PNG, JPEG or WebP pictures can be used. Choose another picture.');
    expect(screen.queryByTestId('user-card-icon')).toBeNull();
  });
});
