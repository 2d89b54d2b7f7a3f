import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import validator from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as generated from '../../../src/generated/studio/catalog.ts';
import type { ScreenNode } from '../../../src/generated/node.ts';
import { Inspector } from '../../../src/studio/ui/inspector/index.ts';
import type { DocPath, FieldFinding, InspectorPart, StudioCatalog, ValueOrigin } from '../../../src/studio/ui/inspector/index.ts';

afterEach(cleanup);

// The carousel's props with the defaults the schema states (the test's own copy: its validator is ajv's, compiled
// here; the studio's are precompiled at `npm run gen`).
const carouselSchema: RJSFSchema = {
  type: 'object',
  properties: {
    labelKey: { type: 'string', description: 'Accessible name of the carousel.' },
    speed: { type: 'integer', minimum: 0, maximum: 10000, default: 1000, description: 'Slide transition in ms.' },
    delay: { type: 'integer', minimum: 1000, maximum: 60000, default: 5000, description: 'Time each banner shows in ms.' },
  },
  additionalProperties: false,
};

const catalog: StudioCatalog = {
  ...generated,
  loadWidgetForm: async (type) => (type === 'bannerCarousel' ? { schema: carouselSchema, validator } : generated.loadWidgetForm(type)),
};

const carousel = (props: Record<string, unknown> = {}): ScreenNode => ({ id: 'home.banner', type: 'bannerCarousel', props, data: { source: 'banners' } });

function renderInspector(
  node: ScreenNode,
  opts: { origins?: Record<string, ValueOrigin>; findings?: FieldFinding[]; withCatalog?: StudioCatalog; part?: InspectorPart } = {},
) {
  const onSet = vi.fn<(keyPath: DocPath, value: unknown) => void>();
  const onReset = vi.fn<(keyPath: DocPath) => void>();
  const origin = (keyPath: DocPath): ValueOrigin => opts.origins?.[keyPath.join('.')] ?? 'none';
  render(
    <Inspector
      node={node}
      origin={origin}
      findings={opts.findings ?? []}
      onSet={onSet}
      onReset={onReset}
      part={opts.part}
      catalog={opts.withCatalog ?? catalog}
    />,
  );
  return { onSet, onReset };
}

describe('the inspector', () => {
  it("shows the carousel's speed with its default, and a change sets only that key", async () => {
    const { onSet, onReset } = renderInspector(carousel({ delay: 4000 }), { origins: { 'props.delay': 'base' } });
    const speed = await screen.findByRole('spinbutton', { name: 'speed' });
    expect(speed.getAttribute('aria-describedby')).toContain('__help');
    const help = document.getElementById(
      speed
        .getAttribute('aria-describedby')!
        .split(' ')
        .find((id) => id.endsWith('__help'))!,
    );
    expect(help?.textContent).toContain('not set: default 1000');
    expect(screen.getByRole('spinbutton', { name: 'delay' })).toHaveProperty('value', '4000');
    expect(screen.getByText('from base')).toBeTruthy();

    fireEvent.change(speed, { target: { value: '800' } });
    expect(onSet).toHaveBeenCalledTimes(1);
    expect(onSet).toHaveBeenCalledWith(['props', 'speed'], 800);
    expect(onReset).not.toHaveBeenCalled();
  });

  it('offers "Reset to base" only where the brand sets the value', async () => {
    const { onReset } = renderInspector(carousel({ speed: 600, delay: 4000 }), { origins: { 'props.speed': 'brand', 'props.delay': 'base' } });
    const reset = await screen.findByRole('button', { name: 'Reset speed to base' });
    expect(screen.queryByRole('button', { name: 'Reset delay to base' })).toBeNull();
    expect(screen.getByText('set by this brand')).toBeTruthy();
    fireEvent.click(reset);
    expect(onReset).toHaveBeenCalledWith(['props', 'speed']);
  });

  it('shows a finding on its field with the did-you-mean, and applies the suggestion', async () => {
    const finding: FieldFinding = {
      keyPath: ['data', 'source'],
      severity: 'error',
      rule: 'data-source',
      message: 'bannerCarousel does not accept data source "banner"',
      expected: 'a data source: "banners"',
      found: '"banner"',
      suggestion: 'banners',
    };
    const node: ScreenNode = { ...carousel(), data: { source: 'banner' } };
    const { onSet } = renderInspector(node, { origins: { data: 'brand' }, findings: [finding] });
    const dataTab = await screen.findByRole('tab', { name: 'Data (1 problem)' });
    fireEvent.click(dataTab);
    const picker = screen.getByRole('combobox', { name: 'Data source' });
    expect(picker.getAttribute('aria-invalid')).toBe('true');
    expect(within(screen.getByRole('tabpanel')).getByText(/Did you mean "banners"\?/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Use "banners"' }));
    expect(onSet).toHaveBeenCalledWith(['data', 'source'], 'banners');
  });

  it('a misspelt prop is renamed by its suggestion', async () => {
    const finding: FieldFinding = {
      keyPath: ['props', 'sped'],
      severity: 'error',
      message: 'unknown property "sped"',
      expected: 'one of the known properties',
      found: '"sped"',
      suggestion: 'speed',
    };
    const { onSet, onReset } = renderInspector(carousel({ sped: 700 }), { origins: { 'props.sped': 'brand' }, findings: [finding] });
    fireEvent.click(await screen.findByRole('button', { name: 'Use "speed"' }));
    expect(onSet).toHaveBeenCalledWith(['props', 'speed'], 700);
    expect(onReset).toHaveBeenCalledWith(['props', 'sped']);
  });

  it('offers only the data sources and events the widget accepts, and edits the event list whole', async () => {
    const { onSet } = renderInspector(carousel());
    fireEvent.click(await screen.findByRole('tab', { name: 'Data' }));
    const options = within(screen.getByRole('combobox', { name: 'Data source' }))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['None', 'banners']);
    fireEvent.click(screen.getByRole('tab', { name: 'Events' }));
    expect(screen.getByRole('group', { name: 'When tap' })).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'New action for tap' }), { target: { value: 'navigate' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add action to tap' }));
    expect(onSet).toHaveBeenCalledWith(['on', 'tap'], [{ action: 'navigate' }]);
  });

  it('sets a visibility condition from a context variable, and "Always shown" clears it', async () => {
    const { onSet, onReset } = renderInspector({ ...carousel(), when: { var: 'session.loggedIn' } }, { origins: { when: 'brand' }, part: 'visibility' });
    expect((await screen.findByRole('tab', { name: 'Visibility' })).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('when session.loggedIn is true')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Context variable' }), { target: { value: 'session.kind' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Operator' }), { target: { value: '==' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Value' }), { target: { value: 'member' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply condition' }));
    expect(onSet).toHaveBeenCalledWith(['when'], { '==': [{ var: 'session.kind' }, 'member'] });
    fireEvent.click(screen.getByRole('button', { name: 'Always shown' }));
    expect(onReset).toHaveBeenCalledWith(['when']);
  });

  it('shows an unknown widget type as kept, read-only', async () => {
    renderInspector({ id: 'home.old', type: 'retiredWidget', props: { a: 1 } });
    expect(await screen.findByText('The deployed app has no widget "retiredWidget"; this node is kept as it is.')).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it("loads the catalog's precompiled form (no eval): the schema's defaults show, and only the changed key is written", async () => {
    const { onSet } = renderInspector(carousel({ delay: 4000 }), { withCatalog: generated });
    const speed = await screen.findByRole('spinbutton', { name: 'speed' });
    expect(speed).toHaveProperty('value', '');
    expect(screen.getAllByText('not set: default 1000')).toHaveLength(1);
    fireEvent.change(speed, { target: { value: '800' } });
    expect(onSet.mock.calls).toEqual([[['props', 'speed'], 800]]);
  });
});
