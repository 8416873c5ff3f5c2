/**
 * Ctrl+Z for the editor. Each change pushes the state before it; consecutive keystrokes in the same cell
 * (a change marked `coalesce` with the same key) stay one step, so one Ctrl+Z takes back the whole word.
 */
export interface UndoChange {
  label: string;
  /** The cell or field the change is in (`<itemUid>:<field>`, `header:mark`). */
  key: string | null;
  coalesce: boolean;
}

export interface UndoEntry<T> {
  before: T;
  label: string;
}

export const UNDO_LIMIT = 200;

export class UndoStack<T> {
  private entries: UndoEntry<T>[] = [];
  /** The key of the step still open for more keystrokes; null after any other change or an undo. */
  private openKey: string | null = null;

  record(before: T, change: UndoChange): void {
    if (change.coalesce && change.key !== null && change.key === this.openKey) return;
    this.entries.push({ before, label: change.label });
    if (this.entries.length > UNDO_LIMIT) this.entries.shift();
    this.openKey = change.coalesce ? change.key : null;
  }

  /** The state to go back to, or null when there is nothing to undo. */
  undo(): UndoEntry<T> | null {
    this.openKey = null;
    return this.entries.pop() ?? null;
  }

  get size(): number {
    return this.entries.length;
  }

  peekLabel(): string | null {
    return this.entries.at(-1)?.label ?? null;
  }

  clear(): void {
    this.entries = [];
    this.openKey = null;
  }
}
