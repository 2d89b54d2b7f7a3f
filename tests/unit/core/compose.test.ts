import { describe, expect, it } from 'vitest';
import { composeBrand, layer } from '../../../src/core/brand/compose.ts';
import { selectBrand } from '../../../src/core/brand/selectBrand.ts';

describe('JSON Merge Patch layering (RFC 7396)', () => {
  it('patches objects, replaces arrays, removes with null', () => {
    const base = { a: 1, b: { c: 2, d: 3 }, list: [1, 2] };
    expect(layer(base, { b: { c: 9, d: null }, list: [3] })).toEqual({ a: 1, b: { c: 9 }, list: [3] });
    expect(base.b.c).toBe(2);
  });

  it('composes a brand: overlay screens patch base screens (body by node id), new names add screens, null removes', () => {
    const base = new Map<string, unknown>([
      ['brand.json', { id: 'base', languages: { default: 'EN', supported: ['EN', 'TY'] }, theme: { tokens: { 'color-bg': '#111111' } } }],
      ['screens/home.json', { id: 'home', paths: ['/m/home'], chrome: { topBar: true }, body: [{ id: 'x', type: 'noData' }] }],
      ['screens/gone.json', { id: 'gone', paths: ['/m/gone'], chrome: {}, body: [] }],
      ['locales/en.json', { $schema: 's', hello: 'Hello' }],
      ['locales/ty.json', { hello: 'Kumusta' }],
      ['locales/cn.json', { hello: '你好' }],
    ]);
    const overlay = new Map<string, unknown>([
      ['brand.json', { $schema: 'x', id: 'b2', theme: { tokens: { 'color-bg': '#222222' } }, languages: { supported: ['TY', 'EN'], default: 'TY' } }],
      [
        'screens/home.json',
        {
          body: [
            { id: 'x', $remove: true },
            { id: 'y', type: 'text' },
          ],
        },
      ],
      ['screens/gone.json', null],
      ['screens/extra.json', { id: 'extra', paths: ['/m/extra'], chrome: {}, body: [] }],
      ['locales/en.json', { hello: 'Hi' }],
    ]);
    const b = composeBrand(base, overlay);
    expect(b.brand.id).toBe('b2');
    expect(b.brand.theme.tokens['color-bg']).toBe('#222222');
    expect(b.screens.map((s) => s.id)).toEqual(['extra', 'home']);
    expect(b.screens.find((s) => s.id === 'home')!.body[0].id).toBe('y');
    expect(Object.keys(b.locales).sort()).toEqual(['EN', 'TY']);
    expect(b.locales.EN).toEqual({ hello: 'Hi' });
    expect('$schema' in b.brand).toBe(false);
  });
});

describe('brand selection', () => {
  const hosts = { default: 'lucky', hosts: { 'royal.localhost': 'royal', localhost: 'lucky' } };
  it('maps hosts, honours a known override, ignores an unknown one', () => {
    expect(selectBrand(hosts, 'ROYAL.localhost', null, ['lucky', 'royal'])).toBe('royal');
    expect(selectBrand(hosts, 'localhost', 'royal', ['lucky', 'royal'])).toBe('royal');
    expect(selectBrand(hosts, 'localhost', 'nope', ['lucky', 'royal'])).toBe('lucky');
    expect(selectBrand(hosts, 'elsewhere.example', null, ['lucky', 'royal'])).toBe('lucky');
  });
});
