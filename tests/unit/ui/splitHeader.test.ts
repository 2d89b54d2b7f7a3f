import { describe, expect, it } from 'vitest';
import { splitHeader } from '../../../src/app/chrome/splitHeader.ts';
import type { ScreenNode } from '../../../src/generated/node.ts';

const leaf = (id: string, type = 'button'): ScreenNode => ({ id, type });

describe('splitHeader: a crowded top bar keeps the balance and moves the rest into More', () => {
  it('draws every node once, the balance in the bar, its container in both with distinct ids', () => {
    const header: ScreenNode[] = [
      leaf('header.download', 'resourceLink'),
      { id: 'header.member', type: 'stack', slots: { children: [leaf('header.balance', 'balance'), leaf('header.deposit'), leaf('header.profile')] } },
      { id: 'header.guest', type: 'stack', slots: { children: [leaf('header.login'), leaf('header.register')] } },
    ];
    const { bar, more } = splitHeader(header);
    expect(bar).toEqual([{ id: 'header.member', type: 'stack', slots: { children: [leaf('header.balance', 'balance')] } }]);
    expect(more.map((n) => n.id)).toEqual(['header.download', 'header.member.more', 'header.guest']);
    expect(more[1].slots?.children.map((n) => n.id)).toEqual(['header.deposit', 'header.profile']);
    expect(more[2]).toEqual(header[2]);
  });

  it("keeps the brand's headerKeep nodes in the bar too (a guest's Login and Register, a member's Deposit)", () => {
    const header: ScreenNode[] = [
      leaf('header.download', 'resourceLink'),
      { id: 'header.member', type: 'stack', slots: { children: [leaf('header.balance', 'balance'), leaf('header.deposit'), leaf('header.profile')] } },
      { id: 'header.guest', type: 'stack', slots: { children: [leaf('header.login'), leaf('header.register')] } },
    ];
    const { bar, more } = splitHeader(header, ['header.login', 'header.register', 'header.deposit']);
    expect(bar.map((n) => n.slots?.children.map((c) => c.id))).toEqual([
      ['header.balance', 'header.deposit'],
      ['header.login', 'header.register'],
    ]);
    expect(more.map((n) => n.id)).toEqual(['header.download', 'header.member.more']);
    expect(more[1].slots?.children.map((n) => n.id)).toEqual(['header.profile']);
  });
});
