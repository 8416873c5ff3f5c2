import { describe, expect, it } from 'vitest';
import {
  clampToLines,
  editorKey,
  type GridNavContext,
  type GridNavState,
  gridKey,
  normalize,
  tabTarget,
} from './grid-navigation';

/**
 * Columns: 0 nr, 1 code, 2 description, 3 quantity, 4 price, 5 sum (read-only), 6 icons (read-only).
 * Row 1 is a comment: its description covers 3–5.
 */
function context(overrides: Partial<GridNavContext> = {}): GridNavContext {
  const kinds = ['ARTICLE', 'COMMENT', 'ARTICLE'];
  return {
    lineCount: 3,
    hasAddRow: true,
    readOnly: false,
    colCount: 7,
    addCol: 1,
    nrCol: 0,
    editable: (row, col) => {
      if (kinds[row] === 'COMMENT') return col === 2;
      return col >= 1 && col <= 4;
    },
    covered: (row, col) => kinds[row] === 'COMMENT' && col >= 3 && col <= 5,
    uidAt: (row) => (row < 3 ? `u${row}` : null),
    ...overrides,
  };
}

const base: GridNavState = { row: 0, col: 2, editing: null, selected: [], anchor: null };
const press = (
  state: GridNavState,
  key: string,
  mods: { shift?: boolean; ctrl?: boolean; alt?: boolean } = {},
) => gridKey(state, { key, ...mods }, context());

describe('moving the active cell', () => {
  it('arrows move one cell and stop at the edges', () => {
    expect(press(base, 'ArrowRight').state).toMatchObject({ row: 0, col: 3 });
    expect(press(base, 'ArrowLeft').state).toMatchObject({ row: 0, col: 1 });
    expect(press({ ...base, col: 0 }, 'ArrowLeft').state).toMatchObject({ col: 0 });
    expect(press({ ...base, col: 6 }, 'ArrowRight').state).toMatchObject({ col: 6 });
    expect(press(base, 'ArrowUp').state).toMatchObject({ row: 0 });
  });

  it('a comment row text is one stop: down into it lands on its start, right jumps past it', () => {
    const onComment = press({ ...base, col: 4 }, 'ArrowDown').state;
    expect(onComment).toMatchObject({ row: 1, col: 2 });
    expect(press(onComment, 'ArrowRight').state).toMatchObject({ row: 1, col: 6 });
    expect(press({ ...onComment, col: 6 }, 'ArrowLeft').state).toMatchObject({ row: 1, col: 2 });
  });

  it('down from the last line reaches the add row on its input', () => {
    const result = press({ ...base, row: 2, col: 4 }, 'ArrowDown');
    expect(result.state).toMatchObject({ row: 3, col: 1 });
  });

  it('Home, End and Ctrl+Home', () => {
    expect(press(base, 'End').state).toMatchObject({ col: 6 });
    expect(press({ ...base, row: 2, col: 4 }, 'Home').state).toMatchObject({ row: 2, col: 0 });
    expect(press({ ...base, row: 2, col: 4 }, 'Home', { ctrl: true }).state).toMatchObject({
      row: 0,
      col: 0,
    });
  });

  it('Tab walks editable cells and wraps to the next row; Shift+Tab walks back', () => {
    expect(press({ ...base, col: 4 }, 'Tab').state).toMatchObject({ row: 1, col: 2 });
    expect(press({ ...base, row: 1, col: 2 }, 'Tab').state).toMatchObject({ row: 2, col: 1 });
    expect(press({ ...base, row: 2, col: 1 }, 'Tab', { shift: true }).state).toMatchObject({
      row: 1,
      col: 2,
    });
    const last = press({ ...base, row: 2, col: 4 }, 'Tab');
    expect(last.state).toMatchObject({ row: 3, col: 1 });
    expect(last.effects).toEqual([{ type: 'focusAdd' }]);
  });

  it('Shift+Tab from the first editable cell leaves the grid', () => {
    const result = press({ ...base, col: 1 }, 'Tab', { shift: true });
    expect(result.handled).toBe(false);
  });

  it('tabTarget skips read-only and covered cells', () => {
    expect(tabTarget({ row: 0, col: 4 }, false, context())).toEqual({ row: 1, col: 2 });
    expect(tabTarget({ row: 0, col: 1 }, true, context())).toBeNull();
  });
});

describe('editing', () => {
  it('Enter and F2 start editing an editable cell with its value', () => {
    expect(press(base, 'Enter').state.editing).toEqual({ initialText: null });
    expect(press(base, 'F2').state.editing).toEqual({ initialText: null });
  });

  it('Enter on a read-only cell moves down instead', () => {
    const result = press({ ...base, col: 5 }, 'Enter');
    expect(result.state).toMatchObject({ row: 1, editing: null });
  });

  it('typing a character starts editing with that character', () => {
    expect(press({ ...base, col: 3 }, '5').state.editing).toEqual({ initialText: '5' });
    expect(press({ ...base, col: 5 }, '5').handled).toBe(false);
    expect(press({ ...base, col: 3 }, 'c', { ctrl: true }).state.editing).toBeNull();
  });

  it('typing on the add row focuses its input', () => {
    expect(press({ ...base, row: 3, col: 1 }, 'a').effects).toEqual([{ type: 'focusAdd' }]);
  });

  it('Enter in an editor commits and moves down; Tab commits and moves on; Esc cancels', () => {
    const editing = { ...base, col: 3, editing: { initialText: null } };
    const enter = editorKey(editing, { key: 'Enter' }, context(), { multiline: false });
    expect(enter.effects).toEqual([{ type: 'commit' }]);
    expect(enter.state).toMatchObject({ row: 1, col: 2, editing: null });
    const tab = editorKey(editing, { key: 'Tab' }, context(), { multiline: false });
    expect(tab.state).toMatchObject({ row: 0, col: 4, editing: null });
    const esc = editorKey(editing, { key: 'Escape' }, context(), { multiline: false });
    expect(esc.effects).toEqual([{ type: 'cancel' }]);
    expect(esc.state).toMatchObject({ row: 0, col: 3, editing: null });
  });

  it('in a multi-line editor Shift+Enter and arrows belong to the text', () => {
    const editing = { ...base, row: 1, col: 2, editing: { initialText: null } };
    expect(editorKey(editing, { key: 'Enter', shift: true }, context(), { multiline: true }).handled).toBe(
      false,
    );
    expect(editorKey(editing, { key: 'ArrowDown' }, context(), { multiline: true }).handled).toBe(false);
    expect(editorKey(editing, { key: 'ArrowDown' }, context(), { multiline: false }).handled).toBe(true);
  });

  it('Enter on the last line commits and goes to the add row', () => {
    const editing = { ...base, row: 2, col: 3, editing: { initialText: null } };
    const result = editorKey(editing, { key: 'Enter' }, context(), { multiline: false });
    expect(result.effects).toEqual([{ type: 'commit' }, { type: 'focusAdd' }]);
  });
});

describe('rows', () => {
  it('Shift+Space selects the row and Delete removes the selection', () => {
    const selected = press(base, ' ', { shift: true }).state;
    expect(selected.selected).toEqual(['u0']);
    const removed = press(selected, 'Delete');
    expect(removed.effects).toEqual([{ type: 'remove', uids: ['u0'] }]);
    expect(removed.state.selected).toEqual([]);
  });

  it('Shift+ArrowDown extends a row selection from its anchor', () => {
    const selected = press(base, ' ', { shift: true }).state;
    const extended = press(press(selected, 'ArrowDown', { shift: true }).state, 'ArrowDown', { shift: true });
    expect(extended.state.selected).toEqual(['u0', 'u1', 'u2']);
  });

  it('Delete on the row number removes the row; elsewhere it clears the cell', () => {
    expect(press({ ...base, col: 0 }, 'Delete').effects).toEqual([{ type: 'remove', uids: ['u0'] }]);
    expect(press({ ...base, col: 3 }, 'Delete').effects).toEqual([{ type: 'clear', row: 0, col: 3 }]);
  });

  it('Alt+arrows move the row and the active cell with it', () => {
    const down = press(base, 'ArrowDown', { alt: true });
    expect(down.effects).toEqual([{ type: 'move', uids: ['u0'], delta: 1 }]);
    expect(down.state.row).toBe(1);
    expect(press(base, 'ArrowUp', { alt: true }).effects).toEqual([]);
  });

  it('Ctrl+Z asks for undo, Ctrl+D duplicates', () => {
    expect(press(base, 'z', { ctrl: true }).effects).toEqual([{ type: 'undo' }]);
    expect(press(base, 'd', { ctrl: true }).effects).toEqual([{ type: 'duplicate', uids: ['u0'] }]);
  });

  it('read-only: no removing, moving or editing', () => {
    const ctx = context({ readOnly: true, hasAddRow: false, editable: () => false });
    const selected = gridKey(base, { key: ' ', shift: true }, ctx).state;
    expect(gridKey(selected, { key: 'Delete' }, ctx).effects).toEqual([]);
    expect(gridKey(base, { key: 'ArrowDown', alt: true }, ctx).effects).toEqual([]);
    expect(gridKey(base, { key: 'x' }, ctx).state.editing).toBeNull();
  });

  it('keeps the active cell and selection on real lines after lines go away', () => {
    const state = { ...base, row: 2, selected: ['u2', 'gone'] };
    const ctx = context({ lineCount: 1, uidAt: (r) => (r === 0 ? 'u2' : null) });
    expect(clampToLines(state, ctx)).toMatchObject({ row: 1, col: 1, selected: ['u2'] });
    expect(normalize({ row: 0, col: 4 }, context())).toEqual({ row: 0, col: 4 });
  });
});
