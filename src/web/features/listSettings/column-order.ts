/**
 * Editing an employee's column choice for a list: show or hide, move up or down. Required columns stay
 * visible (the list would not say which row is which), the same rule the server checks.
 */
import { type ListColumn, type ListType, listColumnCatalogue } from '@shared/api/listSettings.api';

export interface ColumnChoice {
  id: string;
  visible: boolean;
}

export interface LabelledColumn extends ColumnChoice {
  label: string;
  required: boolean;
}

export function labelColumns(type: ListType, choices: readonly ColumnChoice[]): LabelledColumn[] {
  const catalogue = new Map<string, ListColumn>((listColumnCatalogue[type] ?? []).map((c) => [c.id, c]));
  return choices.flatMap((choice) => {
    const known = catalogue.get(choice.id);
    if (!known) return [];
    return [{ ...choice, label: known.label, required: Boolean(known.required) }];
  });
}

export function moveColumn<T>(columns: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  if (index < 0 || index >= columns.length || target < 0 || target >= columns.length) return [...columns];
  const result = [...columns];
  const [moved] = result.splice(index, 1);
  result.splice(target, 0, moved as T);
  return result;
}

export function setColumnVisible<T extends LabelledColumn>(
  columns: readonly T[],
  id: string,
  visible: boolean,
): T[] {
  return columns.map((c) => (c.id === id ? { ...c, visible: visible || c.required } : c));
}
