import { lightThemeClass, themeRootClass } from '../../theme/index.ts';
import { Alert } from '../Alert/Alert.tsx';
import { Breadcrumbs } from '../Breadcrumbs/Breadcrumbs.tsx';
import { Button } from '../Button/Button.tsx';
import { Card } from '../Card/Card.tsx';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { Chip } from '../Chip/Chip.tsx';
import { Dialog } from '../Dialog/Dialog.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { LoadingState } from '../LoadingState/LoadingState.tsx';
import { Pagination } from '../Pagination/Pagination.tsx';
import { ProgressBar } from '../ProgressBar/ProgressBar.tsx';
import { Select } from '../Select/Select.tsx';
import { CloseIcon } from '../shared/icons.tsx';
import { Snackbar } from '../Snackbar/Snackbar.tsx';
import { Stepper } from '../Stepper/Stepper.tsx';
import { Table } from '../Table/Table.tsx';
import { Tabs } from '../Tabs/Tabs.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { ToggleGroup } from '../ToggleGroup/ToggleGroup.tsx';

const noop = () => undefined;

/** Every primitive once, for tests that check rules across all of them. */
export function Gallery() {
  return (
    <div className={`${lightThemeClass} ${themeRootClass}`}>
      <Breadcrumbs items={[{ label: 'Dashboard', href: '/dashboard' }, { label: 'Reports' }]} />
      <Button>Refresh</Button>
      <Button variant="outlined" loading>
        Uploading...
      </Button>
      <IconButton label="Close">
        <CloseIcon />
      </IconButton>
      <Card title="Graded" headingLevel={2} actions={<Button variant="text">View Details</Button>}>
        3
      </Card>
      <Chip color="success" onRemove={noop}>
        graded
      </Chip>
      <Alert severity="error" closeLabel="Close alert" action={<Button size="sm">Retry</Button>}>
        Failed to load assessments. Please try again.
      </Alert>
      <Tabs label="Sections" items={[{ value: 'a', label: 'Overview', content: 'x' }, { value: 'b', label: 'Feedback' }]} />
      <Stepper steps={['Basic Information', 'Upload Files', 'Review & Submit']} activeStep={1} />
      <ProgressBar label="usage" value={40} />
      <ProgressBar label="processing" />
      <Table caption="Students" columns={[{ key: 'name', header: 'Name' }]} rows={[{ name: 'Ada' }]} getRowKey={(row) => row.name} />
      <Pagination page={2} pageCount={5} pageSize={10} pageSizeOptions={[5, 10, 20, 50]} onPageChange={noop} onPageSizeChange={noop} />
      <TextField label="Title" helperText="Required" />
      <TextField label="Description" multiline />
      <Select label="Status" options={['All Status', 'Pending']} />
      <Checkbox label="Generate weak-areas PDF" />
      <ToggleGroup label="View" value="grid" onChange={noop} options={[{ value: 'grid', label: 'Grid' }, { value: 'list', label: 'List' }]} />
      <Snackbar open message="Saved" onClose={noop} closeLabel="Dismiss" autoHideDuration={null} />
      <LoadingState title="Loading Your Files..." />
      <EmptyState title="No files found" headingLevel={2} actions={<Button>Upload your first file</Button>} />
      <Dialog open onClose={noop} title="Upload Files" closeLabel="Close dialog" actions={<Button>Upload</Button>}>
        <TextField label="Entity ID" />
      </Dialog>
    </div>
  );
}
