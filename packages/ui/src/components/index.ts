// The accessible primitives every screen builds on. Each renders in place (no portals), so it works in a shadow root.
export { Alert, ALERT_AUTO_DISMISS_MS, type AlertProps, type AlertSeverity } from './Alert/Alert.tsx';
export { Breadcrumbs, type BreadcrumbItem, type BreadcrumbsProps } from './Breadcrumbs/Breadcrumbs.tsx';
export {
  Button,
  buttonClassName,
  type ButtonProps,
  type ButtonSize,
  type ButtonStyleOptions,
  type ButtonVariant,
} from './Button/Button.tsx';
export { Card, type CardProps } from './Card/Card.tsx';
export { Checkbox, type CheckboxProps } from './Checkbox/Checkbox.tsx';
export { Chip, type ChipColor, type ChipProps } from './Chip/Chip.tsx';
export { Dialog, type DialogCloseReason, type DialogProps } from './Dialog/Dialog.tsx';
export { EmptyState, type EmptyStateProps } from './EmptyState/EmptyState.tsx';
export { Screen, ScreenHeader, type ScreenHeaderProps, type ScreenProps } from './Screen/Screen.tsx';
export { IconButton, type IconButtonProps } from './IconButton/IconButton.tsx';
export { LoadFailed, type LoadFailedProps } from './LoadFailed/LoadFailed.tsx';
export { LoadingState, type LoadingStateProps } from './LoadingState/LoadingState.tsx';
export {
  Pagination,
  defaultPaginationLabels,
  type PaginationLabels,
  type PaginationProps,
} from './Pagination/Pagination.tsx';
export { pageRange, type PageItem } from './Pagination/pageRange.ts';
export { PdfFileField, type PdfFileFieldProps } from './PdfFileField/PdfFileField.tsx';
export { ProgressBar, type ProgressBarProps, type ProgressColor } from './ProgressBar/ProgressBar.tsx';
export { Select, type SelectOption, type SelectProps } from './Select/Select.tsx';
export { Snackbar, type SnackbarCloseReason, type SnackbarProps } from './Snackbar/Snackbar.tsx';
export { Spinner, type SpinnerProps } from './Spinner/Spinner.tsx';
export { StatCards, type Stat, type StatCardsProps } from './StatCards/StatCards.tsx';
export { Stepper, type StepperProps, type StepperStep } from './Stepper/Stepper.tsx';
export { Table, type TableColumn, type TableProps } from './Table/Table.tsx';
export { Tabs, type TabItem, type TabsProps } from './Tabs/Tabs.tsx';
export { TextField, type TextFieldProps } from './TextField/TextField.tsx';
export {
  ToggleGroup,
  type ExclusiveToggleGroupProps,
  type MultipleToggleGroupProps,
  type ToggleGroupProps,
  type ToggleOption,
} from './ToggleGroup/ToggleGroup.tsx';
export { focusRing, visuallyHidden } from './shared/base.css.ts';
export { Heading, type HeadingLevel, type HeadingProps } from './shared/Heading.tsx';
export { getActiveElement, getTabbable } from './shared/focus.ts';
export {
  createIcon,
  CheckIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseIcon,
  ErrorIcon,
  FirstPageIcon,
  GridIcon,
  InfoIcon,
  LastPageIcon,
  ListIcon,
  SuccessIcon,
  WarningIcon,
  EditIcon,
  DeleteIcon,
  MailIcon,
  UploadIcon,
  FilterIcon,
  SearchIcon,
  PdfIcon,
  LockIcon,
  BoltIcon,
} from './shared/icons.tsx';
