import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../support/renderApp.tsx';

afterEach(cleanup);

describe('side panels are modal dialogs', () => {
  it('focus moves in on open, Escape closes, focus returns to the opener, body modal class follows', async () => {
    const app = await renderApp();
    const opener = screen.getAllByRole('button', { name: 'Menu' })[0];
    opener.focus();
    await act(async () => fireEvent.click(opener));
    const panel = await screen.findByTestId('left-menu');
    expect(panel.contains(document.activeElement) || document.activeElement === panel).toBe(true);
    expect(document.body.classList.contains('modal-open')).toBe(true);
    await act(async () => fireEvent.keyDown(panel, { key: 'Escape' }));
    expect(app.queryByTestId('left-menu')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(document.body.classList.contains('modal-open')).toBe(false);
  });
});
