import type { MouseEvent, ReactNode } from 'react';
import { cx } from '../shared/cx.ts';
import { ChevronRightIcon } from '../shared/icons.tsx';
import * as styles from './Breadcrumbs.css.ts';

export interface BreadcrumbItem {
  label: ReactNode;
  /** Omit for the current page (the last item). */
  href?: string;
}

export interface BreadcrumbsProps {
  items: readonly BreadcrumbItem[];
  /** Accessible name of the navigation landmark. */
  label?: string;
  /**
   * Called on a plain left click instead of following the link, so a host can route (or an element can emit
   * assess-navigate). Modified clicks (new tab) keep the browser's behaviour.
   */
  onNavigate?: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
  className?: string;
}

export function Breadcrumbs({ items, label = 'Breadcrumb', onNavigate, className }: BreadcrumbsProps) {
  return (
    <nav aria-label={label} className={className}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const isLast = index === items.length - 1;
          const href = item.href;
          return (
            <li key={index} className={styles.item}>
              {href !== undefined && !isLast ? (
                <a
                  href={href}
                  className={styles.link}
                  onClick={(event) => {
                    if (!onNavigate || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                    event.preventDefault();
                    onNavigate(href, event);
                  }}
                >
                  {item.label}
                </a>
              ) : (
                <span className={cx(isLast && styles.current)} aria-current={isLast ? 'page' : undefined}>
                  {item.label}
                </span>
              )}
              {!isLast && (
                <span className={styles.separator} aria-hidden="true">
                  <ChevronRightIcon size={16} />
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
