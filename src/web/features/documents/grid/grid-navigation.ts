/**
 * Keyboard behaviour of the line grid as a pure function: one active cell, spreadsheet keys (arrows, Tab,
 * Enter, F2, typing starts an edit, Esc cancels), row selection and row moves. The component turns the
 * returned effects into line changes; everything here is testable without a browser.
 */

export interface GridPosition {
  row: number;
  col: number;
}

export interface EditState {
  /** The text the editor starts with: null keeps the cell's value, a string replaces it (typing a key). */
  initialText: string | null;
}

export interface GridNavState {
  row: number;
  col: number;
  editing: EditState | null;
  /** Selected rows by line uid, so a selection survives reordering. */
  selected: readonly string[];
  /** Where Shift+arrow extends a row selection from. */
  anchor: string | null;
}

export interface GridNavContext {
  /** Line rows, not counting the add row. */
  lineCount: number;
  /** The last row is the "add" row (not in read-only mode). */
  hasAddRow: boolean;
  readOnly: boolean;
  colCount: number;
  /** The column index where the add row's input is. */
  addCol: number;
  /** The column index of the row number (selects the row). */
  nrCol: number;
  editable(row: number, col: number): boolean;
  /** A comment row's text spans several columns; a covered cell is not a stop of its own. */
  covered(row: number, col: number): boolean;
  uidAt(row: number): string | null;
}

export interface KeyInput {
  key: string;
  shift?: boolean;
  ctrl?: boolean;
  alt?: boolean;
}

export type GridEffect =
  | { type: 'undo' }
  | { type: 'remove'; uids: string[] }
  | { type: 'move'; uids: string[]; delta: -1 | 1 }
  | { type: 'duplicate'; uids: string[] }
  | { type: 'clear'; row: number; col: number }
  | { type: 'commit' }
  | { type: 'cancel' }
  | { type: 'contextMenu'; row: number }
  | { type: 'focusAdd' };

export interface KeyResult {
  state: GridNavState;
  effects: GridEffect[];
  /** The key was the grid's: the component prevents the browser's default. */
  handled: boolean;
}

export const initialNavState: GridNavState = { row: 0, col: 2, editing: null, selected: [], anchor: null };

const PAGE_ROWS = 10;

export function rowCount(ctx: GridNavContext): number {
  return ctx.lineCount + (ctx.hasAddRow ? 1 : 0);
}

export function isAddRow(row: number, ctx: GridNavContext): boolean {
  return ctx.hasAddRow && row === ctx.lineCount;
}

function clamp(n: number, min: number, max: number): number {
  return Math.max(min, Math.min(max, n));
}

/** The start of the span a covered cell belongs to (a comment's text starts at the column before). */
function spanStart(row: number, col: number, ctx: GridNavContext): number {
  let c = col;
  while (c > 0 && ctx.covered(row, c)) c -= 1;
  return c;
}

/** Puts a position on a real cell: inside the grid, the add row on its input, never on a covered cell. */
export function normalize(pos: GridPosition, ctx: GridNavContext): GridPosition {
  const rows = rowCount(ctx);
  if (rows === 0) return { row: 0, col: ctx.addCol };
  const row = clamp(pos.row, 0, rows - 1);
  if (isAddRow(row, ctx)) return { row, col: ctx.addCol };
  return { row, col: spanStart(row, clamp(pos.col, 0, ctx.colCount - 1), ctx) };
}

function at(state: GridNavState, pos: GridPosition, ctx: GridNavContext): GridNavState {
  const n = normalize(pos, ctx);
  return { ...state, row: n.row, col: n.col, editing: null };
}

/** One cell to the right, skipping the cells a comment covers. */
function rightOf(row: number, col: number, ctx: GridNavContext): number | null {
  let c = col + 1;
  while (c < ctx.colCount && ctx.covered(row, c)) c += 1;
  return c < ctx.colCount ? c : null;
}

/** The next (or previous) editable cell in reading order, for Tab; the add row's input ends the walk. */
export function tabTarget(pos: GridPosition, backwards: boolean, ctx: GridNavContext): GridPosition | null {
  const rows = rowCount(ctx);
  let { row, col } = pos;
  for (let steps = 0; steps < rows * ctx.colCount + 1; steps++) {
    col += backwards ? -1 : 1;
    if (col >= ctx.colCount) {
      row += 1;
      col = 0;
    } else if (col < 0) {
      row -= 1;
      col = ctx.colCount - 1;
    }
    if (row < 0 || row >= rows) return null;
    if (isAddRow(row, ctx)) return { row, col: ctx.addCol };
    if (!ctx.covered(row, col) && ctx.editable(row, col)) return { row, col };
  }
  return null;
}

function selectedOrActive(state: GridNavState, ctx: GridNavContext): string[] {
  if (state.selected.length > 0) return [...state.selected];
  const uid = ctx.uidAt(state.row);
  return uid ? [uid] : [];
}

function rowsBetween(a: number, b: number, ctx: GridNavContext): string[] {
  const uids: string[] = [];
  for (let r = Math.min(a, b); r <= Math.max(a, b); r++) {
    const uid = ctx.uidAt(r);
    if (uid) uids.push(uid);
  }
  return uids;
}

function rowOf(uid: string | null, ctx: GridNavContext): number {
  if (uid === null) return -1;
  for (let r = 0; r < ctx.lineCount; r++) if (ctx.uidAt(r) === uid) return r;
  return -1;
}

/** A printable key (one character, no Ctrl/Alt) starts editing with that character. */
export function isPrintable(input: KeyInput): boolean {
  return input.key.length === 1 && !input.ctrl && !input.alt;
}

const done = (state: GridNavState, effects: GridEffect[] = []): KeyResult => ({
  state,
  effects,
  handled: true,
});
const ignored = (state: GridNavState): KeyResult => ({ state, effects: [], handled: false });

/** A key pressed while the grid (not an editor) has focus. */
export function gridKey(state: GridNavState, input: KeyInput, ctx: GridNavContext): KeyResult {
  const { row, col } = state;
  const rows = rowCount(ctx);
  const line = !isAddRow(row, ctx) && row < ctx.lineCount;
  const key = input.key;

  if (input.ctrl && !input.alt && (key === 'z' || key === 'Z') && !input.shift) {
    return done(state, [{ type: 'undo' }]);
  }
  if (input.ctrl && !input.alt && (key === 'd' || key === 'D')) {
    return line && !ctx.readOnly
      ? done(state, [{ type: 'duplicate', uids: selectedOrActive(state, ctx) }])
      : done(state);
  }
  if (input.alt && (key === 'ArrowUp' || key === 'ArrowDown')) {
    if (!line || ctx.readOnly) return done(state);
    const delta = key === 'ArrowUp' ? -1 : 1;
    const uids = selectedOrActive(state, ctx);
    const target = row + delta;
    if (target < 0 || target >= ctx.lineCount) return done(state);
    return done({ ...state, row: target, editing: null }, [{ type: 'move', uids, delta }]);
  }
  if (input.shift && key === ' ' && line) {
    const uid = ctx.uidAt(row)!;
    const selected = state.selected.includes(uid)
      ? state.selected.filter((u) => u !== uid)
      : [...state.selected, uid];
    return done({ ...state, selected, anchor: uid });
  }
  if (input.shift && (key === 'ArrowUp' || key === 'ArrowDown') && state.selected.length > 0) {
    const target = clamp(row + (key === 'ArrowUp' ? -1 : 1), 0, Math.max(0, ctx.lineCount - 1));
    const anchorRow = rowOf(state.anchor, ctx);
    const from = anchorRow >= 0 ? anchorRow : row;
    return done({ ...at(state, { row: target, col }, ctx), selected: rowsBetween(from, target, ctx) });
  }
  if (key === 'ContextMenu' || (input.shift && key === 'F10')) {
    return line ? done(state, [{ type: 'contextMenu', row }]) : done(state);
  }

  switch (key) {
    case 'ArrowUp':
      return done(at(state, { row: input.ctrl ? 0 : row - 1, col }, ctx));
    case 'ArrowDown':
      return done(at(state, { row: input.ctrl ? rows - 1 : row + 1, col }, ctx));
    case 'ArrowLeft': {
      if (isAddRow(row, ctx)) return done(state);
      return done(at(state, { row, col: input.ctrl ? 0 : spanStart(row, Math.max(0, col - 1), ctx) }, ctx));
    }
    case 'ArrowRight': {
      if (isAddRow(row, ctx)) return done(state);
      const next = input.ctrl ? ctx.colCount - 1 : rightOf(row, col, ctx);
      return done(at(state, { row, col: next ?? col }, ctx));
    }
    case 'Home':
      return done(at(state, input.ctrl ? { row: 0, col: 0 } : { row, col: 0 }, ctx));
    case 'End':
      return done(at(state, input.ctrl ? { row: rows - 1, col } : { row, col: ctx.colCount - 1 }, ctx));
    case 'PageUp':
      return done(at(state, { row: row - PAGE_ROWS, col }, ctx));
    case 'PageDown':
      return done(at(state, { row: row + PAGE_ROWS, col }, ctx));
    case 'Tab': {
      const target = tabTarget({ row, col }, Boolean(input.shift), ctx);
      // Tab past the last cell leaves the grid, as in any form.
      if (!target) return ignored({ ...state, editing: null });
      return done(at(state, target, ctx), isAddRow(target.row, ctx) ? [{ type: 'focusAdd' }] : []);
    }
    case 'Enter':
    case 'F2': {
      if (isAddRow(row, ctx)) return done(state, [{ type: 'focusAdd' }]);
      if (line && col === ctx.nrCol && key === 'Enter') {
        return gridKey(state, { key: ' ', shift: true }, ctx);
      }
      if (line && ctx.editable(row, col)) return done({ ...state, editing: { initialText: null } });
      return key === 'Enter' ? done(at(state, { row: row + 1, col }, ctx)) : done(state);
    }
    case 'Escape':
      if (state.selected.length === 0) return ignored(state);
      return done({ ...state, selected: [], anchor: null });
    case 'Delete':
    case 'Backspace': {
      if (state.selected.length > 0 && !ctx.readOnly)
        return done({ ...state, selected: [], anchor: null }, [
          { type: 'remove', uids: [...state.selected] },
        ]);
      if (ctx.readOnly) return done(state);
      if (line && col === ctx.nrCol && key === 'Delete') {
        return done(state, [{ type: 'remove', uids: selectedOrActive(state, ctx) }]);
      }
      if (line && ctx.editable(row, col)) {
        return key === 'Delete'
          ? done(state, [{ type: 'clear', row, col }])
          : done({ ...state, editing: { initialText: '' } });
      }
      return done(state);
    }
  }
  if (isPrintable(input)) {
    if (isAddRow(row, ctx)) return done(state, [{ type: 'focusAdd' }]);
    if (line && ctx.editable(row, col)) return done({ ...state, editing: { initialText: key } });
    return ignored(state);
  }
  return ignored(state);
}

/**
 * A key pressed in a cell editor. Enter commits and moves down, Tab commits and moves on, Esc cancels;
 * arrows up/down commit and move in single-line editors. Anything else belongs to the text field.
 */
export function editorKey(
  state: GridNavState,
  input: KeyInput,
  ctx: GridNavContext,
  options: { multiline: boolean },
): KeyResult {
  const { row, col } = state;
  const commitAndGo = (pos: GridPosition | null): KeyResult => {
    const next = pos ? at(state, pos, ctx) : { ...state, editing: null };
    const effects: GridEffect[] = [{ type: 'commit' }];
    if (pos && isAddRow(next.row, ctx)) effects.push({ type: 'focusAdd' });
    return done(next, effects);
  };
  switch (input.key) {
    case 'Escape':
      return done({ ...state, editing: null }, [{ type: 'cancel' }]);
    case 'Enter':
      if (options.multiline && input.shift) return ignored(state);
      if (input.alt || input.ctrl) return ignored(state);
      return commitAndGo({ row: row + (input.shift ? -1 : 1), col });
    case 'Tab':
      return commitAndGo(tabTarget({ row, col }, Boolean(input.shift), ctx) ?? { row, col });
    case 'ArrowUp':
    case 'ArrowDown':
      if (options.multiline || input.alt) return ignored(state);
      return commitAndGo({ row: row + (input.key === 'ArrowUp' ? -1 : 1), col });
  }
  return ignored(state);
}

/** After the lines change (removed, added, reordered), keeps the active cell on a real cell. */
export function clampToLines(state: GridNavState, ctx: GridNavContext): GridNavState {
  const n = normalize({ row: state.row, col: state.col }, ctx);
  const live = new Set<string>();
  for (let r = 0; r < ctx.lineCount; r++) {
    const uid = ctx.uidAt(r);
    if (uid) live.add(uid);
  }
  const selected = state.selected.filter((u) => live.has(u));
  if (n.row === state.row && n.col === state.col && selected.length === state.selected.length) return state;
  return { ...state, row: n.row, col: n.col, selected };
}
