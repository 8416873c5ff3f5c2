import { describe, expect, it } from 'vitest';
import { labelColumns, moveColumn, setColumnVisible } from './column-order';

describe('labelColumns', () => {
  it('names the catalogue’s columns in the saved order and drops unknown ones', () => {
    const columns = labelColumns('EMPLOYEES', [
      { id: 'email', visible: true },
      { id: 'gone', visible: true },
      { id: 'loginName', visible: true },
    ]);
    expect(columns).toEqual([
      { id: 'email', visible: true, label: 'E-post', required: false },
      { id: 'loginName', visible: true, label: 'Inloggning', required: true },
    ]);
  });
});

describe('moveColumn', () => {
  const ids = ['a', 'b', 'c'];
  it('moves up and down', () => {
    expect(moveColumn(ids, 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveColumn(ids, 1, 1)).toEqual(['a', 'c', 'b']);
  });
  it('leaves the ends where they are', () => {
    expect(moveColumn(ids, 0, -1)).toEqual(ids);
    expect(moveColumn(ids, 2, 1)).toEqual(ids);
  });
});

describe('setColumnVisible', () => {
  it('hides an optional column but never a required one', () => {
    const columns = labelColumns('CLIENTS', [
      { id: 'code', visible: true },
      { id: 'email', visible: true },
    ]);
    expect(setColumnVisible(columns, 'email', false).map((c) => c.visible)).toEqual([true, false]);
    expect(setColumnVisible(columns, 'code', false).map((c) => c.visible)).toEqual([true, true]);
  });
});
