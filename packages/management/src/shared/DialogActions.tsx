import type { ReactNode } from 'react';
import { Button } from '@assess/ui';

/** A management dialog's buttons: Cancel (off while the dialog works), then the dialog's own. */
export function DialogActions({ busy, onCancel, children }: { busy: boolean; onCancel: () => void; children: ReactNode }) {
  return (
    <>
      <Button variant="text" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      {children}
    </>
  );
}
