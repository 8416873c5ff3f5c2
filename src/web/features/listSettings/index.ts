/** The columns an employee chose for a list, and the button that changes them. */
export { ColumnSettingsButton } from './ColumnSettingsButton';
export { type ColumnChoice, type LabelledColumn, labelColumns } from './column-order';
export { useListColumns } from './use-list-columns';
