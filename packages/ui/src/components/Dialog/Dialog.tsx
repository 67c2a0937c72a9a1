import { useEffectEvent, useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
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
 * A modal dialog: a native <dialog> opened with showModal(), so it sits in the browser's top layer above
 * everything on the page (a partner's page around an element included) and the rest of the page is inert.
 * Focus moves in on open, Tab stays inside, Escape closes, and focus goes back to the element that had it before
 * (looked up through getRootNode(), so it works inside a shadow root). Where showModal() is missing (jsdom),
 * the dialog opens in place and the same focus handling keeps it modal for the keyboard.
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
  const dialogRef = useRef<HTMLDialogElement>(null);
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

  // On open: remember the opener (the dialog's own root node knows which element has focus), show the dialog
  // in the top layer, move focus in, and give it back on close or unmount. A layout effect, so that the
  // dialog is never painted closed in between.
  useLayoutEffect(() => {
    if (!open) return;
    const dialog = dialogRef.current;
    if (!dialog) return;
    const active = getActiveElement(dialog);
    openerRef.current = active instanceof HTMLElement ? active : null;
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else {
      dialog.setAttribute('open', '');
    }
    focusInitial();
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      const opener = openerRef.current;
      openerRef.current = null;
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  if (!open) return null;

  const handleKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      // The parent decides whether the dialog closes (an upload in progress keeps it open), not the browser.
      event.preventDefault();
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
    <dialog
      ref={dialogRef}
      role={role}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={role === 'alertdialog' ? bodyId : undefined}
      className={styles.overlay}
      onKeyDown={handleKeyDown}
      // The browser's own close request (Escape where keydown did not reach us): the parent decides.
      onCancel={(event) => event.preventDefault()}
      onMouseDown={(event) => {
        // The dialog element fills the viewport around the panel: a press on it, not the panel, is on the backdrop.
        if (event.target === event.currentTarget && !disableBackdropClose) onClose('backdrop');
      }}
    >
      <div ref={panelRef} tabIndex={-1} className={cx(styles.panel, styles.sizes[size], className)}>
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
    </dialog>
  );
}
