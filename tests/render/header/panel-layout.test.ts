import { describe, expect, it } from 'vitest';
import type { Item } from '../../../src/engine/types/view-model.ts';
import { accountIdLabelKey, panelAreas } from '../../../src/render/header/index.ts';

const item = (id: string, extra: Partial<Item> = {}): Item => ({ id, type: 'basic', title: id, href: `/${id}`, ...extra });

describe('dropdown panel layout', () => {
  it('orders areas top, main, sidebar, bottom; items without area go to main', () => {
    const areas = panelAreas([
      item('b', { area: 'bottom' }),
      item('s', { area: 'sidebar' }),
      item('m1'),
      item('t', { area: 'top' }),
      item('m2', { area: 'main' }),
    ]);
    expect(areas.map((a) => [a.area, a.groups.flatMap((g) => g.items.map((i) => i.id))])).toEqual([
      ['top', ['t']],
      ['main', ['m1', 'm2']],
      ['sidebar', ['s']],
      ['bottom', ['b']],
    ]);
  });

  it('groups consecutive items with the same groupName, keeping data order', () => {
    const [main] = panelAreas([item('a', { groupName: 'Deposits' }), item('b', { groupName: 'Deposits' }), item('c', { groupName: 'Guides' }), item('d')]);
    expect(main?.groups.map((g) => [g.name, g.items.map((i) => i.id)])).toEqual([
      ['Deposits', ['a', 'b']],
      ['Guides', ['c']],
      [undefined, ['d']],
    ]);
  });

  it('leaves out empty areas', () => {
    expect(panelAreas([]).length).toBe(0);
  });
});

describe('account identifier labels', () => {
  it('maps known identifier names to string keys and leaves text alone', () => {
    expect(accountIdLabelKey('IBAN')).toBe('iban');
    expect(accountIdLabelKey('account-number')).toBe('accountNumber');
    expect(accountIdLabelKey('sortCode')).toBe('sortCode');
    expect(accountIdLabelKey('Kontonummer')).toBeNull();
  });
});
