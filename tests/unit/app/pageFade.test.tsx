import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../support/renderApp.tsx';

afterEach(cleanup);

describe('page fade', () => {
  it('the first page appears at once (a fade would only delay its first paint); later pages fade in', async () => {
    const app = await renderApp({ path: '/m/home' });
    expect(app.container.querySelector('main')?.classList.contains('page-fade')).toBe(false);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Promotion' })));
    expect(await screen.findByTestId('screen-activity')).toBeTruthy();
    expect(app.container.querySelector('main')?.classList.contains('page-fade')).toBe(true);
  });
});
