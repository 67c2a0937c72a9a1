import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { IconButton } from '../IconButton/IconButton.tsx';
import { cx } from '../shared/cx.ts';
import { CloseIcon } from '../shared/icons.tsx';
import * as styles from './Snackbar.css.ts';

export type SnackbarCloseReason = 'timeout' | 'closeButton';

export interface SnackbarProps {
  open: boolean;
  message: ReactNode;
  onClose: (reason: SnackbarCloseReason) => void;
  /** Milliseconds before it hides itself (5000 in Management, 6000 after creating an assessment); null to stay. */
  autoHideDuration?: number | null;
  severity?: 'default' | 'success' | 'info' | 'warning' | 'error';
  /** A button beside the message (Undo, View). */
  action?: ReactNode;
  /** Shows a close button with this accessible name. */
  closeLabel?: string;
  className?: string;
}

/** A short message at the bottom centre, announced politely; the countdown pauses while hovered or focused. */
export function Snackbar({
  open,
  message,
  onClose,
  autoHideDuration = 5000,
  severity = 'default',
  action,
  closeLabel,
  className,
}: SnackbarProps) {
  const [paused, setPaused] = useState(false);
  const timeout = useEffectEvent(() => onClose('timeout'));

  useEffect(() => {
    if (!open || paused || autoHideDuration === null) return;
    const timer = setTimeout(() => timeout(), autoHideDuration);
    return () => clearTimeout(timer);
  }, [open, paused, autoHideDuration, message]);

  // The live region stays mounted so that screen readers announce messages added to it.
  return (
    <div role="status" aria-live="polite" aria-atomic="true">
      {open && (
        <div
          className={cx(styles.snackbar, styles.severities[severity], className)}
          onMouseEnter={() => setPaused(true)}
          onMouseLeave={() => setPaused(false)}
          onFocus={() => setPaused(true)}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPaused(false);
          }}
        >
          <div className={styles.message}>{message}</div>
          {(action || closeLabel) && (
            <div className={styles.action}>
              {action}
              {closeLabel && (
                <IconButton label={closeLabel} size="sm" onClick={() => onClose('closeButton')}>
                  <CloseIcon size={18} />
                </IconButton>
              )}
            </div>
          )}
        </div>
      )}
    </div>
  );
}
