import { useId, useState } from 'react';
import { Alert, Button, Dialog } from '@assess/ui';
import * as styles from '../shared/dialog.css.ts';
import { INVITATION_TEXTS } from './texts.ts';

export interface InvitationDialogProps {
  studentName: string;
  link: string;
  onCopied: () => void;
  onClose: () => void;
}

/** After an invitation was sent: the shareable link with a copy button (spec 02 §2). */
export function InvitationDialog({ studentName, link, onCopied, onClose }: InvitationDialogProps) {
  const linkId = useId();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(link);
      setCopy('copied');
      onCopied();
    } catch {
      setCopy('failed');
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={INVITATION_TEXTS.title}
      actions={
        <Button variant="primary" onClick={onClose}>
          Close
        </Button>
      }
    >
      <div className={styles.form}>
        <Alert severity="success">{INVITATION_TEXTS.sent}</Alert>
        <div className={styles.linkField}>
          <label htmlFor={linkId} className={styles.rowLabel}>
            {INVITATION_TEXTS.linkLabel}
          </label>
          <input
            id={linkId}
            readOnly
            value={link}
            className={styles.linkInput}
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button variant="outlined" onClick={() => void copyLink()}>
            {INVITATION_TEXTS.copy}
          </Button>
        </div>
        <p role="status" className={copy === 'failed' ? styles.problems : styles.muted}>
          {copy === 'copied' ? INVITATION_TEXTS.copied : copy === 'failed' ? INVITATION_TEXTS.copyFailed : ''}
        </p>
        <p className={styles.flat}>{INVITATION_TEXTS.explanation(studentName)}</p>
      </div>
    </Dialog>
  );
}
