import { Button, Dialog } from '@assess/ui';
import * as styles from '../shared/dialog.css.ts';
import { DialogActions } from '../shared/DialogActions.tsx';
import { DELETE_TEXTS } from './texts.ts';

export interface ConfirmDeleteDialogProps {
  name: string;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Confirm Delete (spec 02 §2), as an alert dialog. */
export function ConfirmDeleteDialog({ name, deleting, onCancel, onConfirm }: ConfirmDeleteDialogProps) {
  return (
    <Dialog
      open
      role="alertdialog"
      size="sm"
      onClose={() => !deleting && onCancel()}
      title={DELETE_TEXTS.title}
      actions={
        <DialogActions busy={deleting} onCancel={onCancel}>
          <Button variant="danger" onClick={onConfirm} loading={deleting}>
            Delete
          </Button>
        </DialogActions>
      }
    >
      <p className={styles.flat}>{DELETE_TEXTS.question(name)}</p>
    </Dialog>
  );
}
