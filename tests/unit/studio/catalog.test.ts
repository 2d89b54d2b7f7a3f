import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { actionNames as registryActions, dataSourceNames as registrySources, widgetTypes as registryWidgets } from '../../../src/generated/registry.ts';
import {
  actionNames,
  contextVariables,
  dataSourceNames,
  loadActionForm,
  loadConditionForm,
  loadDataForm,
  loadWidgetForm,
  type StudioForm,
  widgetTypes,
} from '../../../src/generated/studio/catalog.ts';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every node, action call and data binding in the _base documents: real values the forms must accept. */
function baseSamples(): { props: Map<string, Obj[]>; params: Map<string, Obj[]>; data: Map<string, Obj[]> } {
  const props = new Map<string, Obj[]>();
  const params = new Map<string, Obj[]>();
  const data = new Map<string, Obj[]>();
  const add = (m: Map<string, Obj[]>, k: string, v: unknown) => m.set(k, [...(m.get(k) ?? []), isObj(v) ? v : {}]);
  const visit = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(visit);
    if (!isObj(v)) return;
    if (typeof v.type === 'string' && typeof v.id === 'string') add(props, v.type, v.props);
    if (typeof v.action === 'string') add(params, v.action, v.params);
    if (typeof v.source === 'string') add(data, v.source, v.params);
    // An action's params are no binding, even the refresh action's `source`.
    for (const [k, child] of Object.entries(v)) if (!(k === 'params' && typeof v.action === 'string')) visit(child);
  };
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const abs = join(dir, name);
      if (statSync(abs).isDirectory()) walk(abs);
      else if (name.endsWith('.json')) visit(JSON.parse(readFileSync(abs, 'utf8')));
    }
  };
  walk(join(import.meta.dirname, '..', '..', '..', 'screens', '_base'));
  return { props, params, data };
}

const samples = baseSamples();
/** A widget no _base document uses yet. */
const extraProps: Record<string, Obj> = { image: { src: '/m/img/x.png', width: 10, height: 10 } };

const errorsOf = (form: StudioForm, value: unknown) => form.validator.validateFormData(value as never, form.schema).errors;

/** A value of the wrong JSON type for a property schema (null when the property takes any type). */
function wrongValue(s: RJSFSchema): unknown {
  if (Array.isArray(s.enum)) return '__not_one_of_these__';
  switch (s.type) {
    case 'string':
      return 12345;
    case 'integer':
    case 'number':
    case 'boolean':
    case 'array':
    case 'object':
      return 'text';
    default:
      return null;
  }
}

describe('studio catalog', () => {
  it('lists every widget type, action and data source of the registry', () => {
    expect(widgetTypes.map((w) => w.type)).toEqual([...registryWidgets]);
    expect(actionNames.map((a) => a.name)).toEqual([...registryActions]);
    expect(dataSourceNames.map((d) => d.name)).toEqual([...registrySources]);
    const carousel = widgetTypes.find((w) => w.type === 'bannerCarousel');
    expect(carousel).toMatchObject({ data: ['banners'], events: ['tap'] });
    expect(carousel?.description).toMatch(/carousel/);
  });

  it('flattens the condition context into var paths', () => {
    const byPath = new Map(contextVariables.map((v) => [v.path, v]));
    expect(byPath.get('session.loggedIn')).toMatchObject({ type: 'boolean' });
    expect(byPath.get('session.kind')?.values).toEqual(['guest', 'member', 'trial']);
    expect(byPath.get('settings.agentMenu.inbox')?.type).toBe('boolean');
    expect(byPath.get('route.query')).toMatchObject({ open: true });
    expect(byPath.get('flags.RESPGAME3')?.description).toMatch(/Responsible gaming/);
  });

  it('answers undefined for a type, action or source the deployed code does not have', async () => {
    expect(await loadWidgetForm('noSuchWidget')).toBeUndefined();
    expect(await loadActionForm('noSuchAction')).toBeUndefined();
    expect(await loadDataForm('noSuchSource')).toBeUndefined();
  });

  it('gives the bannerCarousel speed its default and bounds', async () => {
    const form = (await loadWidgetForm('bannerCarousel')) as StudioForm;
    const speed = (form.schema.properties as Record<string, RJSFSchema>).speed;
    expect(speed).toMatchObject({ type: 'integer', default: 1000, minimum: 0, maximum: 10000 });
    expect(errorsOf(form, { speed: 800 })).toEqual([]);
    const tooFast = form.validator.validateFormData({ speed: 20000 }, form.schema);
    expect(tooFast.errorSchema.speed?.__errors?.[0]).toMatch(/<= 10000/);
  });

  for (const { type } of widgetTypes) {
    it(`${type}: its form loads, accepts real props and refuses a wrong type on the field`, async () => {
      const form = await loadWidgetForm(type);
      expect(form, type).toBeDefined();
      if (!form) return;
      expect(form.schema.$id).toBeUndefined(); // self-contained, nothing left to resolve by id
      expect(JSON.stringify(form.schema)).not.toContain('"$ref"');
      const valid = samples.props.get(type) ?? (extraProps[type] ? [extraProps[type]] : []);
      expect(valid.length, `a sample of ${type}`).toBeGreaterThan(0);
      for (const props of valid) expect(errorsOf(form, props), JSON.stringify(props)).toEqual([]);
      const properties = (form.schema.properties ?? {}) as Record<string, RJSFSchema>;
      const field = Object.keys(properties).find((k) => wrongValue(properties[k]) !== null);
      if (!field) {
        expect(errorsOf(form, { __notAProp: 1 }).length).toBeGreaterThan(0);
        return;
      }
      const result = form.validator.validateFormData({ ...valid[0], [field]: wrongValue(properties[field]) }, form.schema);
      expect(result.errors.length, field).toBeGreaterThan(0);
      expect((result.errorSchema as Record<string, { __errors?: string[] }>)[field]?.__errors?.length, field).toBeGreaterThan(0);
    });
  }

  it('action and data forms accept the params the _base documents give, {"var"} values included', async () => {
    for (const [name, list] of samples.params) {
      const form = await loadActionForm(name);
      expect(form, name).toBeDefined();
      for (const params of list) expect(errorsOf(form as StudioForm, params), `${name} ${JSON.stringify(params)}`).toEqual([]);
    }
    for (const [name, list] of samples.data) {
      const form = await loadDataForm(name);
      expect(form, name).toBeDefined();
      for (const params of list) expect(errorsOf(form as StudioForm, params), `${name} ${JSON.stringify(params)}`).toEqual([]);
    }
    const navigate = (await loadActionForm('navigate')) as StudioForm;
    expect(errorsOf(navigate, { to: { var: 'event.url' } })).toEqual([]);
    expect(errorsOf(navigate, { to: 'no-slash' }).length).toBeGreaterThan(0);
  });

  it('the condition form checks conditions, nested ones included', async () => {
    const form = await loadConditionForm();
    expect(errorsOf(form, { and: [{ var: 'session.loggedIn' }, { '!': { var: 'flags.REWCEN3' } }] })).toEqual([]);
    expect(errorsOf(form, true)).toEqual([]);
    expect(errorsOf(form, { and: [{ xor: [1, 2] }] }).length).toBeGreaterThan(0);
  });
});
