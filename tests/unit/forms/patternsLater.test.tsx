/**
 * The form draws before the RE2 pattern engine (~40 KB brotli) has loaded: it is no longer on the login's first
 * paint. A submit made before it arrives waits for it, so a value that fails its rule's pattern still sends nothing.
 */
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as Helpers from './helpers.ts';

// Whether the engine is in is page-wide module state. Unit files share their modules (isolate: false), so this file
// takes fresh copies of the form and the engine's loader: a page that has not loaded the engine yet.
let patternEngineLoaded: () => boolean;
let errorText: typeof Helpers.errorText;
let input: typeof Helpers.input;
let renderForm: typeof Helpers.renderForm;
beforeAll(async () => {
  vi.resetModules();
  ({ patternEngineLoaded } = await import('../../../src/widgets/form/patternEngine.ts'));
  ({ errorText, input, renderForm } = await import('./helpers.ts'));
});

const gate = vi.hoisted(() => {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open: () => open(), opened, requested: false };
});

// The engine's module arrives only when the test opens the gate.
vi.mock('../../../src/core/validation/linearPattern.ts', async (importOriginal) => {
  gate.requested = true;
  await gate.opened;
  return importOriginal();
});

const F = 'login-form';
const OK = { token: 't0k3n', id: 7, userName: 'player01', customerType: 0, type: 0, firstTimeLogin: true };
/** Types without waiting for the engine (helpers.ts `type` waits for it): here it stays out until the gate opens. */
async function type(form: string, name: string, value: string): Promise<void> {
  await act(async () => {
    input(form, name).focus();
    fireEvent.change(input(form, name), { target: { value } });
    fireEvent.blur(input(form, name));
  });
}
const settle = async () => {
  for (let i = 0; i < 5; i++) await act(async () => new Promise((r) => setTimeout(r, 0)));
};

describe('rule patterns load after the form', () => {
  afterEach(cleanup);

  it('draws the form at once; a submit before the engine is in waits for it and sends nothing invalid', async () => {
    const app = await renderForm('/m/login', { fixtures: { login: OK } });
    expect(patternEngineLoaded()).toBe(false);
    // Not asked for with the form: only once a person reaches into it (focus) or a value needs checking.
    expect(gate.requested).toBe(false);
    // Long enough for the rule (4-20), but with a character its pattern (^[A-Za-z0-9_]+$) refuses.
    await type(F, 'username', 'ab-cd');
    expect(gate.requested).toBe(true);
    await type(F, 'password', 'secret99');
    expect(errorText(F, 'username')).toBeNull();
    await act(async () => void fireEvent.submit(screen.getByTestId('login.form').querySelector('form')!));
    await settle();
    expect(app.calls.filter((c) => c.name === 'login')).toEqual([]);
    gate.open();
    await waitFor(() => expect(patternEngineLoaded()).toBe(true), { timeout: 10_000 });
    await settle();
    expect(app.calls.filter((c) => c.name === 'login')).toEqual([]);
    expect(errorText(F, 'username')).toBe('Account must be 4-20 letters or digits, starting with a letter');
    expect(document.activeElement).toBe(input(F, 'username'));
    // Nothing typed was lost while it waited.
    expect(input(F, 'password').value).toBe('secret99');
    await type(F, 'username', 'player01');
    await act(async () => void fireEvent.submit(screen.getByTestId('login.form').querySelector('form')!));
    await settle();
    expect(app.calls.find((c) => c.name === 'login')?.body).toMatchObject({ username: 'player01', password: 'secret99' });
  });
});
