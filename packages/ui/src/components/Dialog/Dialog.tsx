import { useEffect, useEffectEvent, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { IconButton } from '../IconButton/IconButton.tsx';
import { cx } from '../shared/cx.ts';
import { getActiveElement, getTabbable } from '../shared/focus.ts';
import { CloseIcon } from '../shared/icons.tsx';
import * as styles from './Dialog.css.ts';

export type DialogCloseReason = 'escape' | 'backdrop' | 'closeButton';

export interface DialogProps {
  open: boolean;
  onClose: (reason: DialogCloseReason) => void;
  /** The visible title; the dialog is labelled by it. */
  title: ReactNode;
  children?: ReactNode;
  /** Footer buttons (Cancel, Save ...). */
  actions?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** 'alertdialog' for confirmations that interrupt (delete, submit). */
  role?: 'dialog' | 'alertdialog';
  /** Shows a close button in the header with this accessible name. */
  closeLabel?: string;
  /** Element to focus on open; by default the first focusable element in the body, then in the actions. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Keeps the dialog open on a click outside it (forms with unsaved input). */
  disableBackdropClose?: boolean;
  className?: string;
}

/**
 * A modal dialog rendered in place: focus moves in on open, Tab stays inside, Escape closes, and focus goes back
 * to the element that had it before (looked up through getRootNode(), so it works inside a shadow root).
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  actions,
  size = 'md',
  role = 'dialog',
  closeLabel,
  initialFocusRef,
  disableBackdropClose = false,
  className,
}: DialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const actionsRef = useRef<HTMLDivElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);

  const focusInitial = useEffectEvent(() => {
    const target =
      initialFocusRef?.current ??
      (bodyRef.current && getTabbable(bodyRef.current)[0]) ??
      (actionsRef.current && getTabbable(actionsRef.current)[0]) ??
      panelRef.current;
    target?.focus();
  });

  // On open: remember the opener (the dialog's own root node knows which element has focus), move
  // focus in, and give it back on close or unmount.
  useEffect(() => {
    if (!open) return;
    const panel = panelRef.current;
    if (!panel) return;
    const active = getActiveElement(panel);
    openerRef.current = active instanceof HTMLElement ? active : null;
    focusInitial();
    return () => {
      const opener = openerRef.current;
      openerRef.current = null;
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  if (!open) return null;

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose('escape');
      return;
    }
    if (event.key !== 'Tab') return;
    const panel = panelRef.current;
    if (!panel) return;
    const tabbable = getTabbable(panel);
    const first = tabbable[0];
    const last = tabbable[tabbable.length - 1];
    const active = getActiveElement(panel);
    if (!first || !last) {
      event.preventDefault();
      panel.focus();
    } else if (event.shiftKey && (active === first || active === panel || !panel.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !panel.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div
      className={styles.overlay}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && !disableBackdropClose) onClose('backdrop');
      }}
    >
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={role === 'alertdialog' ? bodyId : undefined}
        tabIndex={-1}
        className={cx(styles.panel, styles.sizes[size], className)}
        onKeyDown={handleKeyDown}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {closeLabel && (
            <IconButton label={closeLabel} size="sm" onClick={() => onClose('closeButton')}>
              <CloseIcon />
            </IconButton>
          )}
        </div>
        <div ref={bodyRef} id={bodyId} className={styles.body}>
          {children}
        </div>
        {actions && (
          <div ref={actionsRef} className={styles.actions}>
            {actions}
          </div>
        )}
      </div>
    </div>
  );
}
