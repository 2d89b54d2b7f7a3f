import Form from '@rjsf/core';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  actionNames,
  dataSourceNames,
  loadActionForm,
  loadDataForm,
  loadWidgetForm,
  type StudioForm,
  widgetTypes,
} from '../../../src/generated/studio/catalog.ts';

afterEach(cleanup);

/**
 * rjsf's <Form> with a precompiled validator checks that its schema is the one compiled and asks the validator for
 * every sub-schema it matches (anyOf options: each params value may be {"var"}): drawing every form, with its
 * defaults filled and live validation on, proves each module carries what the form asks for.
 */
async function draw(form: StudioForm | undefined, name: string, formData?: unknown): Promise<void> {
  expect(form, name).toBeDefined();
  if (!form) return;
  const { container, unmount } = render(
    <Form schema={form.schema} validator={form.validator} formData={formData} liveValidate="onChange" showErrorList={false} />,
  );
  await act(async () => {});
  expect(container.querySelector('form'), name).not.toBeNull();
  unmount();
}

describe('studio forms in rjsf', () => {
  it('draws every widget form', async () => {
    for (const { type } of widgetTypes) await draw(await loadWidgetForm(type), type);
  });

  it('draws every action and data source form', async () => {
    for (const { name } of actionNames) await draw(await loadActionForm(name), name);
    for (const { name } of dataSourceNames) await draw(await loadDataForm(name), name);
    // A {"var"} value picks the var option of the field's anyOf: rjsf asks the validator which option matches.
    await draw(await loadActionForm('navigate'), 'navigate with a var', { to: { var: 'event.url' }, replace: true });
  });

  it('shows a wrong value on its field', async () => {
    const form = (await loadWidgetForm('bannerCarousel')) as StudioForm;
    const { container } = render(
      <Form schema={form.schema} validator={form.validator} formData={{ speed: 20000 }} liveValidate="onChange" showErrorList={false} onError={() => {}} />,
    );
    await act(async () => {});
    // Live validation shows errors once the form changed; a submit shows them at once.
    await act(async () => {
      container.querySelector('form')?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    });
    const speed = container.querySelector('#root_speed')?.closest('.form-group');
    expect(speed?.textContent).toMatch(/10000/);
  });
});
