import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { layer } from '../../../src/core/brand/compose.ts';
import { isNodeListPath } from '../../../src/core/brand/nodeLists.ts';

// Overlays patch node lists by id (src/core/brand/patchNodeList.ts); every other list is replaced whole.
const n = (id: string, extra: Record<string, unknown> = {}) => ({ id, type: 'text', ...extra });
const screen = (body: unknown[]) => ({ id: 's', paths: ['/m/s'], chrome: { topBar: true }, body });
const base = screen([n('a'), n('b', { props: { textKey: 'b', align: 'left' } }), n('c')]);
const ids = (doc: unknown): string[] => (doc as { body: { id: string }[] }).body.map((x) => x.id);
const body = (overlay: unknown[]) => layer(base, { body: overlay }, 'screen') as { body: Record<string, unknown>[] };

describe('node lists merge by id', () => {
  it('merges an entry into the node of its id (merge patch inside the node), leaving the rest', () => {
    const out = body([{ id: 'b', props: { align: 'center', textKey: null }, when: { var: 'session.loggedIn' } }]);
    expect(ids(out)).toEqual(['a', 'b', 'c']);
    expect(out.body[1]).toEqual({ id: 'b', type: 'text', props: { align: 'center' }, when: { var: 'session.loggedIn' } });
    expect(base.body[1]).toEqual(n('b', { props: { textKey: 'b', align: 'left' } }));
  });

  it('removes with "$remove": true', () => {
    expect(ids(body([{ id: 'b', $remove: true }]))).toEqual(['a', 'c']);
  });

  it('inserts a new node after $after, before $before, else at the end, without the directives', () => {
    expect(ids(body([{ ...n('x'), $after: 'a' }]))).toEqual(['a', 'x', 'b', 'c']);
    expect(ids(body([{ ...n('x'), $before: 'a' }]))).toEqual(['x', 'a', 'b', 'c']);
    expect(ids(body([n('x')]))).toEqual(['a', 'b', 'c', 'x']);
    expect(
      ids(
        body([
          { ...n('x'), $after: 'c' },
          { ...n('y'), $after: 'x' },
        ]),
      ),
    ).toEqual(['a', 'b', 'c', 'x', 'y']);
    expect(body([{ ...n('x'), $after: 'a' }]).body[1]).toEqual(n('x'));
  });

  it('moves an existing node with $after / $before', () => {
    expect(ids(body([{ id: 'a', $after: 'c' }]))).toEqual(['b', 'c', 'a']);
    expect(ids(body([{ id: 'c', $before: 'a' }]))).toEqual(['c', 'a', 'b']);
  });

  it('reorders with an {"$order": [...]} entry: the listed ids in the places they hold', () => {
    expect(ids(body([{ $order: ['c', 'a'] }]))).toEqual(['c', 'b', 'a']);
    expect(ids(body([{ $order: ['c', 'b', 'a'] }]))).toEqual(['c', 'b', 'a']);
    expect(ids(body([{ ...n('x'), $after: 'a' }, { $order: ['x', 'a'] }]))).toEqual(['x', 'a', 'b', 'c']);
    expect(ids(body([{ $order: ['nope', 'a'] }]))).toEqual(['a', 'b', 'c']);
  });

  it('patches nested slots by id too', () => {
    const doc = screen([n('p', { slots: { children: [n('p.a'), n('p.b', { props: { rows: 2 } })], footer: [n('p.f')] } })]);
    const out = layer(
      doc,
      {
        body: [
          {
            id: 'p',
            slots: {
              children: [
                { id: 'p.b', props: { rows: 3 } },
                { ...n('p.c'), $before: 'p.a' },
              ],
            },
          },
        ],
      },
      'screen',
    ) as typeof doc;
    const slots = (out.body[0] as { slots: Record<string, { id: string; props?: unknown }[]> }).slots;
    expect(slots.children.map((x) => x.id)).toEqual(['p.c', 'p.a', 'p.b']);
    expect(slots.children[2].props).toEqual({ rows: 3 });
    expect(slots.footer).toEqual([n('p.f')]);
  });

  it('patches brand chrome lists by id', () => {
    const brand = { chrome: { bottomBar: [n('bb.home'), n('bb.promo'), n('bb.me')], leftMenu: [n('lm.a')] } };
    const out = layer(
      brand,
      { chrome: { bottomBar: [{ id: 'bb.promo', $remove: true }], leftMenu: [{ ...n('lm.help'), $after: 'lm.a' }] } },
      'brand',
    ) as typeof brand;
    expect(out.chrome.bottomBar.map((x) => x.id)).toEqual(['bb.home', 'bb.me']);
    expect(out.chrome.leftMenu.map((x) => x.id)).toEqual(['lm.a', 'lm.help']);
  });

  it('still replaces lists that are values, not nodes', () => {
    const out = layer(base, { paths: ['/m/t'], body: [{ id: 'a', props: { items: [{ id: 'q' }] } }] }, 'screen') as {
      paths: string[];
      body: { props?: unknown }[];
    };
    expect(out.paths).toEqual(['/m/t']);
    expect(out.body[0].props).toEqual({ items: [{ id: 'q' }] });
    expect(layer({ list: [n('a')] }, { list: [n('b')] })).toEqual({ list: [n('b')] });
    expect(layer({ theme: { langs: ['EN', 'TY'] } }, { theme: { langs: ['TY'] } }, 'brand')).toEqual({ theme: { langs: ['TY'] } });
  });

  it('leaves out entries it cannot apply: no id, or an id _base lacks without a type (lint:config reports them)', () => {
    expect(ids(body([{ props: { x: 1 } }, { id: 'zz', props: { x: 1 } }, 7, { id: 'zz', $remove: true }]))).toEqual(['a', 'b', 'c']);
    expect(ids(body([{ ...n('x'), $after: 'nope' }]))).toEqual(['a', 'b', 'c', 'x']);
  });

  it('makes a whole screen of a brand-only document (no _base) from its nodes', () => {
    expect(ids(layer(undefined, screen([n('a'), n('b')]), 'screen'))).toEqual(['a', 'b']);
  });
});

describe('which lists are node lists', () => {
  it('body, chrome lists and slots at any depth; nothing else', () => {
    expect(isNodeListPath('screen', ['body'])).toBe(true);
    expect(isNodeListPath('screen', ['body', 2, 'slots', 'home'])).toBe(true);
    expect(isNodeListPath('screen', ['body', 2, 'slots', 'home', 0, 'slots', 'banner'])).toBe(true);
    expect(isNodeListPath('screen', ['body', 2, 'props', 'items'])).toBe(false);
    expect(isNodeListPath('screen', ['paths'])).toBe(false);
    expect(isNodeListPath('brand', ['chrome', 'leftMenu'])).toBe(true);
    expect(isNodeListPath('brand', ['chrome', 'leftMenu', 0, 'slots', 'children'])).toBe(true);
    expect(isNodeListPath('brand', ['languages', 'supported'])).toBe(false);
    expect(isNodeListPath('other', ['body'])).toBe(false);
  });

  it('matches every list of nodes the schemas declare (a new one must be added to nodeLists.ts)', () => {
    const nodeListsOf = (rel: string, at: string): string[] => {
      const schema = JSON.parse(readFileSync(`schemas/${rel}`, 'utf8'));
      const props = at === '' ? schema.properties : (schema.properties[at].properties ?? schema.$defs?.[at]?.properties);
      return Object.entries(props as Record<string, { type?: string; items?: { $ref?: string } }>)
        .filter(([, v]) => v.type === 'array' && v.items?.$ref === 'node.schema.json')
        .map(([k]) => (at ? `${at}/${k}` : k));
    };
    for (const p of nodeListsOf('screen.schema.json', '')) expect(isNodeListPath('screen', p.split('/')), p).toBe(true);
    const chrome = nodeListsOf('brand.schema.json', 'chrome');
    expect(chrome.length).toBeGreaterThanOrEqual(6);
    for (const p of chrome) expect(isNodeListPath('brand', p.split('/')), p).toBe(true);
  });
});
