/**
 * The form's values live outside React state so that a keystroke re-renders only the field typed in: a field reads
 * its own value at once, the rest of the form follows in a transition.
 */
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createStore } from '../../../src/state/createStore.ts';
import type { Values } from '../../../src/widgets/form/validate.ts';
import { useFieldValue, useStoreValues } from '../../../src/widgets/form/valueStore.ts';

afterEach(cleanup);

describe('value store', () => {
  it('a field re-renders for its own value only; the whole form sees every value', async () => {
    const store = createStore<Values>({ a: '', b: '' });
    const renders = { a: 0, b: 0, form: 0 };
    function Field({ name }: { name: 'a' | 'b' }) {
      renders[name]++;
      return <span data-testid={name}>{String(useFieldValue(store, name))}</span>;
    }
    function Form() {
      renders.form++;
      return <span data-testid="all">{JSON.stringify(useStoreValues(store))}</span>;
    }
    const view = render(
      <>
        <Field name="a" />
        <Field name="b" />
        <Form />
      </>,
    );
    const before = { ...renders };
    await act(async () =>
      store.update((v) => {
        v.a = 'x';
      }),
    );
    expect(view.getByTestId('a').textContent).toBe('x');
    expect(renders.a).toBe(before.a + 1);
    expect(renders.b).toBe(before.b);
    expect(view.getByTestId('all').textContent).toBe('{"a":"x","b":""}');
    // An update that changes nothing re-renders nothing.
    await act(async () => store.update(() => undefined));
    expect(renders.a).toBe(before.a + 1);
  });
});
