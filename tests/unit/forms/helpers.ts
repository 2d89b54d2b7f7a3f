import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderApp, type RenderAppOptions, type RenderedApp } from '../../support/renderApp.tsx';
import { formFixtures, LUCKY_FLAGS } from './fixtures.ts';
import { loadPatternEngine } from '../../../src/widgets/form/patternEngine.ts';

/** Renders a route with the rule set and the LUCKY88 flags (options override). */
export async function renderForm(path: string, options: RenderAppOptions = {}): Promise<RenderedApp> {
  const app = await renderApp({
    path,
    ...options,
    fixtures: { ...formFixtures, ...options.fixtures },
    state: { platformFlags: LUCKY_FLAGS, ...options.state },
  });
  await waitFor(() => {
    if (document.querySelector('.form-skeleton, .node-loading')) throw new Error('form still loading');
  });
  return app;
}

export const input = (form: string, name: string): HTMLInputElement => {
  const el = document.getElementById(`${form}_${name}`);
  if (!el) throw new Error(`no field ${form}_${name}`);
  return el as HTMLInputElement;
};

export const errorText = (form: string, name: string): string | null => document.getElementById(`${form}_${name}__error`)?.textContent ?? null;

/**
 * Types into a field as a person does: focus first, which starts loading the forms' RE2 engine (patternEngine.ts);
 * the engine is in before the value is (a person types slower than 40 KB arrives), so pattern errors show at once.
 */
export async function type(form: string, name: string, value: string, blur = true): Promise<void> {
  await act(async () => {
    input(form, name).focus();
    await loadPatternEngine();
    fireEvent.change(input(form, name), { target: { value } });
    if (blur) fireEvent.blur(input(form, name));
  });
}

export async function tick(form: string, name: string): Promise<void> {
  await act(async () => {
    fireEvent.click(input(form, name));
  });
}

/** Submits a form node and lets its actions run. */
export async function submit(nodeId: string): Promise<void> {
  const form = screen.getByTestId(nodeId).querySelector('form');
  if (!form) throw new Error(`no form in ${nodeId}`);
  await act(async () => {
    fireEvent.submit(form);
    // A submit before the RE2 engine is in waits for it (Form.tsx): the same load, awaited here too.
    await loadPatternEngine();
  });
  for (let i = 0; i < 5; i++) await act(async () => new Promise((r) => setTimeout(r, 0)));
}

/** Fills the register form's required fields with valid values and ticks the disclaimer. */
export async function fillValidRegistration(form = 'register-form'): Promise<void> {
  await type(form, 'username', 'player01');
  await type(form, 'mobileNum', '9171234567');
  await type(form, 'verificationCode', '123456');
  await type(form, 'password', 'abc12345');
  await type(form, 'confirmPassword', 'abc12345');
  await tick(form, 'disclaimer');
}
