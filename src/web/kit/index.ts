/**
 * The web kit: the pieces every register and form page is built from, so each works and reads the same.
 * Forms over versioned records, register lists, register dialogs and number inputs on the shared parsing.
 */

export { DialogButtons } from './dialog/DialogButtons';
export { DialogFooter } from './dialog/DialogFooter';
export { RegisterDialog, useDialogClose } from './dialog/RegisterDialog';
export { ConflictAlert, type ConflictAlertProps, conflictChoices } from './form/ConflictAlert';
export { ConflictDialog, type ConflictDialogProps } from './form/ConflictDialog';
export { FormActionBar } from './form/FormActionBar';
export { FormAlerts } from './form/FormAlerts';
export { FormSection } from './form/FormSection';
export {
  combineErrors,
  type FieldErrors,
  ruleFieldErrors,
  serverFieldErrors,
  zodFieldErrors,
} from './form/field-errors';
export {
  type FieldMapping,
  formPathFromServerField,
  issuesToErrors,
  type MappedMessages,
  mapServerMessages,
} from './form/form-paths';
export { GeneralErrors } from './form/GeneralErrors';
export { type MergeOptions, type MergeResult, mergeChanges } from './form/merge-changes';
export { applySaveError, focusFirstError, refusalOf, type SaveErrorHandlers } from './form/save-errors';
export {
  confirmClosingUnsaved,
  confirmLeavingUnsaved,
  type UnsavedChangesOptions,
  type UnsavedChangesText,
  unsavedChangesText,
  useUnsavedChangesPrompt,
} from './form/use-unsaved-changes';
export {
  useVersionedForm,
  type VersionedFormOptions,
  type VersionedFormState,
  type VersionedFormTarget,
} from './form/use-versioned-form';
export { VersionedForm } from './form/VersionedForm';
export { ChoiceControl } from './inputs/ChoiceControl';
export { MoneyInput, PercentInput, QuantityInput } from './inputs/NumberInputs';
export {
  bpToInput,
  bpToPercent,
  bpToPercentText,
  EMPTY_NUMBER,
  type InputResult,
  inputToBp,
  inputToOre,
  inputToQuantity,
  oreToInput,
  type PercentResult,
  percentMessages,
  percentTextToBp,
  percentToBp,
  priceInputMessage,
  quantityMessages,
  quantityToInput,
} from './inputs/numbers';
export { RichTextInput, type RichTextInputProps } from './inputs/RichTextInput';
export { SearchInput } from './inputs/SearchInput';
export { ColumnSkeletonRows, PageCheckbox, sortDirection } from './list/column-table';
export { ListFooter, type Noun, OffsetListFooter } from './list/ListFooter';
export {
  EmptyState,
  ListEmpty,
  nextSort,
  PAGE_SIZE,
  RecordLink,
  RemoveRowButton,
  SkeletonRows,
  SortableTh,
  type SortState,
} from './list/list-parts';
export {
  FilterBar,
  RegisterList,
  type RegisterListProps,
  RowCheckbox,
  SelectAllCheckbox,
} from './list/RegisterList';
export { removeAfterConfirm } from './list/remove-rows';
export { SelectionBar } from './list/SelectionBar';
export { SortableHeader, type SortDirection } from './list/SortableHeader';
export { type ListQuery, useRegisterList } from './list/use-register-list';
export { type Selection, useSelection } from './list/use-selection';
export { type PageTab, PageTabs } from './nav/PageTabs';
export { CardSection } from './section/CardSection';
