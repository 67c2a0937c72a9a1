import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import * as styles from './Menu.css.ts';

export interface MenuItem {
  key: string;
  label: string;
  /** A route to go to; otherwise onSelect runs. */
  to?: string;
  onSelect?: () => void;
  /** Makes the item a radio choice (the theme menu). */
  checked?: boolean;
}

export interface MenuProps {
  /** The accessible name of the menu, and of the button that opens it unless buttonLabel is given. */
  label: string;
  /** The button's own name, when it shows text that its name must contain (the avatar initials). */
  buttonLabel?: string;
  /** What the button shows (an icon or the avatar initials). */
  trigger: ReactNode;
  items: readonly MenuItem[];
  /** Text shown above the items (the signed-in e-mail). */
  header?: ReactNode;
  triggerClassName?: string;
}

/**
 * A menu button (WAI-ARIA menu pattern): opens with click, Enter, Space or the arrow keys; arrows move between
 * items; Escape closes and gives focus back to the button; a click outside or Tab closes it.
 */
export function Menu({ label, buttonLabel = label, trigger, items, header, triggerClassName }: MenuProps) {
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLElement | null)[]>([]);

  useEffect(() => {
    if (!open) return;
    itemRefs.current[focusIndex]?.focus();
  }, [open, focusIndex]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const openAt = (index: number) => {
    setFocusIndex((index + items.length) % items.length);
    setOpen(true);
  };

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(items.length - 1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = { ArrowDown: focusIndex + 1, ArrowUp: focusIndex - 1, Home: 0, End: items.length - 1 };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      setFocusIndex((next + items.length) % items.length);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  const select = (item: MenuItem) => {
    close(!item.to);
    item.onSelect?.();
  };

  return (
    <div ref={rootRef} className={styles.root}>
      <button
        ref={buttonRef}
        type="button"
        aria-label={buttonLabel}
        title={buttonLabel}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        className={triggerClassName ?? styles.trigger}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKeyDown}
      >
        {trigger}
      </button>
      {open && (
        <div id={menuId} role="menu" aria-label={label} className={styles.menu} onKeyDown={onMenuKeyDown}>
          {header !== undefined && (
            <div role="presentation" className={styles.header}>
              {header}
            </div>
          )}
          {items.map((item, index) => {
            const common = {
              ref: (element: HTMLElement | null) => {
                itemRefs.current[index] = element;
              },
              tabIndex: index === focusIndex ? 0 : -1,
              className: styles.item,
              onClick: () => select(item),
            };
            if (item.to) {
              return (
                <Link key={item.key} to={item.to} role="menuitem" {...common}>
                  {item.label}
                </Link>
              );
            }
            const checkable = item.checked !== undefined;
            return (
              <button
                key={item.key}
                type="button"
                role={checkable ? 'menuitemradio' : 'menuitem'}
                aria-checked={checkable ? item.checked : undefined}
                {...common}
              >
                {checkable && (
                  <span className={styles.check} aria-hidden="true">
                    {item.checked ? '✓' : ''}
                  </span>
                )}
                {item.label}
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}
