import { useState } from 'react';
import { Alert } from '../Alert/Alert.tsx';
import { Button } from '../Button/Button.tsx';

export interface StaleSaveNoticeProps {
  /** The server's refusal (409), as it says it. */
  message: string;
  /** The button's text, e.g. 'Reload'. */
  reloadLabel: string;
  /** What is said once reloaded: their changes are shown, the user's edits are kept, and Save puts them over. */
  reloadedText: string;
  /** Reads the record again; the form keeps what was typed and its next save goes over the version read. */
  onReload: () => Promise<unknown> | void;
  /** Given, the notice can be dismissed. */
  onClose?: () => void;
}

/**
 * A save refused because someone else (another teacher, another tab) saved the record since it was opened: says so,
 * with a Reload that brings the record as it now is while the form keeps what was typed, then says that the next
 * Save puts the edits over theirs. A reload that fails leaves the refusal and its button in place.
 */
export function StaleSaveNotice({ message, reloadLabel, reloadedText, onReload, onClose }: StaleSaveNoticeProps) {
  const [reloading, setReloading] = useState(false);
  const [reloaded, setReloaded] = useState(false);
  if (reloaded)
    return (
      <Alert severity="info" onClose={onClose}>
        {reloadedText}
      </Alert>
    );
  return (
    <Alert
      severity="error"
      onClose={onClose}
      action={
        <Button
          size="sm"
          variant="outlined"
          loading={reloading}
          onClick={() => {
            setReloading(true);
            // Called at once (a screen may only ask its parent to read again), then waited for if it returns a promise.
            new Promise((resolve) => resolve(onReload())).then(
              () => setReloaded(true),
              () => setReloading(false),
            );
          }}
        >
          {reloadLabel}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
