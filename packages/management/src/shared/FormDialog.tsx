import type { ReactNode } from 'react';
import { Button, Dialog } from '@assess/ui';
import * as styles from './dialog.css.ts';
import { DialogActions } from './DialogActions.tsx';

export interface FormDialogProps {
  title: ReactNode;
  saving: boolean;
  onCancel: () => void;
  onSubmit: () => void;
  /** The form's fields. */
  children: ReactNode;
  /** What the dialog shows outside the form (a snackbar, say). */
  after?: ReactNode;
}

/**
 * A dialog holding one form, with Cancel and Save: Save and Enter in a field both submit; while saving, Save shows
 * it and neither Cancel nor a click outside closes the dialog.
 */
export function FormDialog({ title, saving, onCancel, onSubmit, children, after }: FormDialogProps) {
  return (
    <Dialog
      open
      onClose={() => !saving && onCancel()}
      title={title}
      actions={
        <DialogActions busy={saving} onCancel={onCancel}>
          <Button variant="primary" onClick={onSubmit} loading={saving}>
            Save
          </Button>
        </DialogActions>
      }
    >
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {children}
        {/* Enter in a field submits, as in any form. */}
        <button type="submit" hidden />
      </form>
      {after}
    </Dialog>
  );
}
