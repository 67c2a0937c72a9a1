import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '../shared/cx.ts';
import * as styles from './Tabs.css.ts';

export interface TabItem<V extends string = string> {
  value: V;
  label: ReactNode;
  /** A count shown after the label (My Reports 3). */
  badge?: ReactNode;
  disabled?: boolean;
  /** The panel shown while this tab is selected. */
  content?: ReactNode;
}

export interface TabsProps<V extends string = string> {
  items: readonly TabItem<V>[];
  /** Selected tab (controlled). */
  value?: V;
  /** First selected tab (uncontrolled); defaults to the first enabled tab. */
  defaultValue?: V;
  onChange?: (value: V) => void;
  /** Accessible name of the tab list. */
  label: string;
  orientation?: 'horizontal' | 'vertical';
  className?: string;
}

/** WAI-ARIA tabs: arrow keys move between enabled tabs and select them, Home and End jump to the ends. */
export function Tabs<V extends string = string>({
  items,
  value,
  defaultValue,
  onChange,
  label,
  orientation = 'horizontal',
  className,
}: TabsProps<V>) {
  const baseId = useId();
  const firstEnabled = items.find((item) => !item.disabled)?.value;
  const [internal, setInternal] = useState<V | undefined>(defaultValue ?? firstEnabled);
  const selected = value ?? internal;
  const tabRefs = useRef(new Map<V, HTMLButtonElement>());

  const select = (next: V) => {
    if (value === undefined) setInternal(next);
    if (next !== selected) onChange?.(next);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const enabled = items.filter((item) => !item.disabled);
    if (enabled.length === 0) return;
    const current = enabled.findIndex((item) => item.value === (event.target as HTMLElement).dataset.value);
    const previousKey = orientation === 'horizontal' ? 'ArrowLeft' : 'ArrowUp';
    const nextKey = orientation === 'horizontal' ? 'ArrowRight' : 'ArrowDown';
    let target: TabItem<V> | undefined;
    if (event.key === nextKey) target = enabled[(current + 1) % enabled.length];
    else if (event.key === previousKey) target = enabled[(current - 1 + enabled.length) % enabled.length];
    else if (event.key === 'Home') target = enabled[0];
    else if (event.key === 'End') target = enabled[enabled.length - 1];
    if (!target) return;
    event.preventDefault();
    tabRefs.current.get(target.value)?.focus();
    select(target.value);
  };

  const tabId = (v: V) => `${baseId}-tab-${v}`;
  const panelId = (v: V) => `${baseId}-panel-${v}`;
  const selectedItem = items.find((item) => item.value === selected);
  // One tab is always reachable with Tab, even when the selected one is missing or disabled.
  const tabStop = selectedItem && !selectedItem.disabled ? selectedItem.value : firstEnabled;

  return (
    <div className={cx(styles.tabs, orientation === 'vertical' && styles.vertical, className)}>
      <div role="tablist" aria-label={label} aria-orientation={orientation} className={styles.list} onKeyDown={handleKeyDown}>
        {items.map((item) => {
          const isSelected = item.value === selected;
          return (
            <button
              key={item.value}
              ref={(node) => {
                if (node) tabRefs.current.set(item.value, node);
                else tabRefs.current.delete(item.value);
              }}
              type="button"
              role="tab"
              id={tabId(item.value)}
              data-value={item.value}
              aria-selected={isSelected}
              aria-controls={isSelected ? panelId(item.value) : undefined}
              tabIndex={item.value === tabStop ? 0 : -1}
              disabled={item.disabled}
              className={styles.tab}
              onClick={() => select(item.value)}
            >
              {item.label}
              {/* The space keeps the label and the count apart in the accessible name. */}
              {item.badge !== undefined && ' '}
              {item.badge !== undefined && <span className={styles.badge}>{item.badge}</span>}
            </button>
          );
        })}
      </div>
      {selectedItem && (
        <div
          role="tabpanel"
          id={panelId(selectedItem.value)}
          aria-labelledby={tabId(selectedItem.value)}
          tabIndex={0}
          className={styles.panel}
        >
          {selectedItem.content}
        </div>
      )}
    </div>
  );
}
