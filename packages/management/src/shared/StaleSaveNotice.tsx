import { useState } from 'react';
import { ApiError } from '@assess/core';
import { Alert, Button } from '@assess/ui';
import { STALE_SAVE_TEXTS } from './texts.ts';

/** Whether a save was refused because someone else saved the record since it was opened (409). */
export function isStaleSave(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409;
}

export interface StaleSaveNoticeProps {
  /** The server's refusal, as it says it. */
  message: string;
  /** Reads the record again; the dialog keeps what was typed and saves over the version read. */
  onReload: () => Promise<unknown>;
}

/**
 * A save refused as stale (another teacher, another tab): says so, with a Reload that brings the record as it now
 * is while the form keeps what was typed; once reloaded, says that the next Save puts the edits over theirs.
 */
export function StaleSaveNotice({ message, onReload }: StaleSaveNoticeProps) {
  const [reloading, setReloading] = useState(false);
  const [reloaded, setReloaded] = useState(false);
  if (reloaded) return <Alert severity="info">{STALE_SAVE_TEXTS.reloaded}</Alert>;
  return (
    <Alert
      severity="error"
      action={
        <Button
          size="sm"
          variant="outlined"
          loading={reloading}
          onClick={() => {
            setReloading(true);
            void onReload().then(
              () => setReloaded(true),
              () => setReloading(false),
            );
          }}
        >
          {STALE_SAVE_TEXTS.reload}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
