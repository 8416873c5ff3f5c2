import { describe, expect, it } from 'vitest';
import { UNDO_LIMIT, UndoStack } from './undo-stack';

const typing = (key: string) => ({ label: 'Antal', key, coalesce: true });

describe('UndoStack', () => {
  it('keeps consecutive keystrokes in one cell as one step', () => {
    const stack = new UndoStack<string>();
    stack.record('', typing('a:quantity'));
    stack.record('1', typing('a:quantity'));
    stack.record('12', typing('a:quantity'));
    expect(stack.size).toBe(1);
    expect(stack.undo()?.before).toBe('');
  });

  it('starts a new step in another cell and after a non-typing change', () => {
    const stack = new UndoStack<string>();
    stack.record('s0', typing('a:quantity'));
    stack.record('s1', typing('b:quantity'));
    stack.record('s2', { label: 'Ta bort rad', key: null, coalesce: false });
    stack.record('s3', typing('b:quantity'));
    expect(stack.size).toBe(4);
    expect(stack.undo()?.before).toBe('s3');
    expect(stack.undo()?.before).toBe('s2');
  });

  it('does not merge typing after an undo into an older step of the same cell', () => {
    const stack = new UndoStack<string>();
    stack.record('s0', typing('a:quantity'));
    stack.record('s1', typing('b:quantity'));
    stack.undo();
    stack.record('s1b', typing('a:quantity'));
    expect(stack.size).toBe(2);
    expect(stack.undo()?.before).toBe('s1b');
    expect(stack.undo()?.before).toBe('s0');
    expect(stack.undo()).toBeNull();
  });

  it('forgets the oldest steps beyond the limit', () => {
    const stack = new UndoStack<number>();
    for (let i = 0; i < UNDO_LIMIT + 5; i++) stack.record(i, { label: 'x', key: null, coalesce: false });
    expect(stack.size).toBe(UNDO_LIMIT);
  });
});
