import { useEffect, useEffectEvent, useState, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { IconButton } from '../IconButton/IconButton.tsx';
import { cx } from '../shared/cx.ts';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '../shared/icons.tsx';
import * as styles from './Alert.css.ts';

/** Non-error alerts dismiss themselves after this many milliseconds (spec 01 §9: 5 s). */
export const ALERT_AUTO_DISMISS_MS = 5000;

export type AlertSeverity = 'success' | 'info' | 'warning' | 'error';

export interface AlertProps extends Omit<ComponentPropsWithoutRef<'div'>, 'title' | 'role'> {
  severity?: AlertSeverity;
  title?: ReactNode;
  /** Buttons beside the message (Retry, Force Refresh ...). */
  action?: ReactNode;
  /** Called when the alert closes, by its close button or by the auto-dismiss. */
  onClose?: () => void;
  /** Shows a close button with this accessible name. */
  closeLabel?: string;
  /**
   * Non-error alerts dismiss after 5 s unless this is false (use false for standing banners).
   * Error alerts always stay until closed.
   */
  autoDismiss?: boolean;
}

const ICONS = { success: SuccessIcon, info: InfoIcon, warning: WarningIcon, error: ErrorIcon };

export function Alert({
  severity = 'info',
  title,
  action,
  onClose,
  closeLabel,
  autoDismiss = true,
  className,
  children,
  onMouseEnter,
  onMouseLeave,
  onFocus,
  onBlur,
  ...rest
}: AlertProps) {
  const [visible, setVisible] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const dismisses = autoDismiss && severity !== 'error';
  // The countdown waits while the pointer or focus is on the alert, so nobody loses a message they are reading.
  const paused = hovered || focused;

  const dismiss = useEffectEvent(() => {
    setVisible(false);
    onClose?.();
  });

  useEffect(() => {
    if (!visible || !dismisses || paused) return;
    const timer = setTimeout(() => dismiss(), ALERT_AUTO_DISMISS_MS);
    return () => clearTimeout(timer);
  }, [visible, dismisses, paused]);

  if (!visible) return null;
  const Icon = ICONS[severity];

  return (
    <div
      {...rest}
      role={severity === 'error' ? 'alert' : 'status'}
      className={cx(styles.alert, styles.severities[severity], className)}
      onMouseEnter={(event) => {
        setHovered(true);
        onMouseEnter?.(event);
      }}
      onMouseLeave={(event) => {
        setHovered(false);
        onMouseLeave?.(event);
      }}
      onFocus={(event) => {
        setFocused(true);
        onFocus?.(event);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
        onBlur?.(event);
      }}
    >
      <span className={cx(styles.icon, styles.icons[severity])}>
        <Icon />
      </span>
      <div className={styles.content}>
        {title !== undefined && <p className={styles.title}>{title}</p>}
        {children}
      </div>
      {(action || closeLabel) && (
        <div className={styles.action}>
          {action}
          {closeLabel && (
            <IconButton label={closeLabel} size="sm" onClick={() => {
                setVisible(false);
                onClose?.();
              }}>
              <CloseIcon size={18} />
            </IconButton>
          )}
        </div>
      )}
    </div>
  );
}
