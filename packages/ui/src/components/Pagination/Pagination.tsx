import { IconButton } from '../IconButton/IconButton.tsx';
import { Select } from '../Select/Select.tsx';
import { cx } from '../shared/cx.ts';
import { ChevronLeftIcon, ChevronRightIcon, FirstPageIcon, LastPageIcon } from '../shared/icons.tsx';
import { pageRange } from './pageRange.ts';
import * as styles from './Pagination.css.ts';

export interface PaginationLabels {
  nav: string;
  first: string;
  previous: string;
  next: string;
  last: string;
  page: (page: number) => string;
  status: (page: number, pageCount: number) => string;
  pageSize: string;
}

export const defaultPaginationLabels: PaginationLabels = {
  nav: 'Pagination',
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
  page: (page) => `Page ${page}`,
  status: (page, pageCount) => `Page ${page} of ${pageCount}`,
  pageSize: 'Items per page',
};

export interface PaginationProps {
  /** Current page, from 1. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  pageSize?: number;
  /** Shows a page-size select with these choices (e.g. 5, 10, 20, 50). */
  pageSizeOptions?: readonly number[];
  /** Called with the new size; the page goes back to 1 through onPageChange. */
  onPageSizeChange?: (pageSize: number) => void;
  /** Shows numbered page buttons between previous and next. */
  showPageNumbers?: boolean;
  labels?: Partial<PaginationLabels>;
  className?: string;
}

export function Pagination({
  page,
  pageCount,
  onPageChange,
  pageSize,
  pageSizeOptions,
  onPageSizeChange,
  showPageNumbers = true,
  labels: labelOverrides,
  className,
}: PaginationProps) {
  const labels = { ...defaultPaginationLabels, ...labelOverrides };
  const count = Math.max(1, pageCount);
  const current = Math.min(Math.max(1, page), count);
  const go = (target: number) => {
    if (target !== current && target >= 1 && target <= count) onPageChange(target);
  };

  return (
    <nav aria-label={labels.nav} className={cx(styles.nav, className)}>
      <ul className={styles.pages}>
        <li>
          <IconButton label={labels.first} disabled={current === 1} onClick={() => go(1)}>
            <FirstPageIcon />
          </IconButton>
        </li>
        <li>
          <IconButton label={labels.previous} disabled={current === 1} onClick={() => go(current - 1)}>
            <ChevronLeftIcon />
          </IconButton>
        </li>
        {showPageNumbers &&
          pageRange(current, count).map((item) =>
            typeof item === 'number' ? (
              <li key={item}>
                <button
                  type="button"
                  className={styles.page}
                  aria-label={labels.page(item)}
                  aria-current={item === current ? 'page' : undefined}
                  onClick={() => go(item)}
                >
                  {item}
                </button>
              </li>
            ) : (
              <li key={item} className={styles.ellipsis} aria-hidden="true">
                …
              </li>
            ),
          )}
        <li>
          <IconButton label={labels.next} disabled={current === count} onClick={() => go(current + 1)}>
            <ChevronRightIcon />
          </IconButton>
        </li>
        <li>
          <IconButton label={labels.last} disabled={current === count} onClick={() => go(count)}>
            <LastPageIcon />
          </IconButton>
        </li>
      </ul>
      <span className={styles.status} aria-live="polite">
        {labels.status(current, count)}
      </span>
      {pageSizeOptions && onPageSizeChange && (
        <div className={styles.size}>
          <Select
            label={labels.pageSize}
            value={pageSize === undefined ? undefined : String(pageSize)}
            options={pageSizeOptions.map((option) => String(option))}
            onChange={(event) => {
              onPageSizeChange(Number(event.target.value));
              if (current !== 1) onPageChange(1);
            }}
          />
        </div>
      )}
    </nav>
  );
}
