// The accessible primitives every screen builds on. Each renders in place (no portals), so it works in a shadow root.
export { Alert } from './Alert/Alert.tsx';
export { type BreadcrumbItem, Breadcrumbs } from './Breadcrumbs/Breadcrumbs.tsx';
export { Button, buttonClassName } from './Button/Button.tsx';
export { Card } from './Card/Card.tsx';
export { Checkbox } from './Checkbox/Checkbox.tsx';
export { Chip, type ChipColor } from './Chip/Chip.tsx';
export { Dialog } from './Dialog/Dialog.tsx';
export { EmptyState } from './EmptyState/EmptyState.tsx';
export { IconButton } from './IconButton/IconButton.tsx';
export { LoadFailed } from './LoadFailed/LoadFailed.tsx';
export { LoadingState } from './LoadingState/LoadingState.tsx';
export { Pagination } from './Pagination/Pagination.tsx';
export { PdfFileField } from './PdfFileField/PdfFileField.tsx';
export { ProgressBar, type ProgressColor } from './ProgressBar/ProgressBar.tsx';
export { Screen, ScreenHeader } from './Screen/Screen.tsx';
export { Select, type SelectOption } from './Select/Select.tsx';
export { visuallyHidden } from './shared/base.css.ts';
export { Heading, type HeadingLevel } from './shared/Heading.tsx';
export {
  BoltIcon,
  CloseIcon,
  createIcon,
  DeleteIcon,
  EditIcon,
  FilterIcon,
  GridIcon,
  ListIcon,
  LockIcon,
  MailIcon,
  PdfIcon,
  SearchIcon,
  UploadIcon,
  WarningIcon,
} from './shared/icons.tsx';
export { Snackbar } from './Snackbar/Snackbar.tsx';
export { StaleSaveNotice } from './StaleSaveNotice/StaleSaveNotice.tsx';
export { StatCards } from './StatCards/StatCards.tsx';
export { Stepper } from './Stepper/Stepper.tsx';
export { Table, type TableColumn } from './Table/Table.tsx';
export { Tabs } from './Tabs/Tabs.tsx';
export { TextField } from './TextField/TextField.tsx';
export { ToggleGroup } from './ToggleGroup/ToggleGroup.tsx';
