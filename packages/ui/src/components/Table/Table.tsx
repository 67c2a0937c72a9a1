import type { Key, ReactNode } from 'react';
import { visuallyHidden } from '../shared/base.css.ts';
import { cx } from '../shared/cx.ts';
import * as styles from './Table.css.ts';

export interface TableColumn<Row> {
  key: string;
  header: ReactNode;
  /** Cell content; defaults to the row's property named by `key`. */
  render?: (row: Row, index: number) => ReactNode;
  align?: 'left' | 'center' | 'right';
  /** Marks this column's cells as row headers (the name in a students table). */
  rowHeader?: boolean;
}

export interface TableProps<Row> {
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  getRowKey: (row: Row, index: number) => Key;
  /** The table's name, read by screen readers and used to label the scroll area. */
  caption: string;
  hideCaption?: boolean;
  /** One row spanning all columns when there are no rows. */
  emptyMessage?: ReactNode;
  className?: string;
}

export function Table<Row>({ columns, rows, getRowKey, caption, hideCaption = false, emptyMessage, className }: TableProps<Row>) {
  return (
    // The scroll area is focusable so keyboard users can scroll a wide table sideways.
    <div className={cx(styles.scroller, className)} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className={hideCaption ? visuallyHidden : styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={cx(styles.th, styles.align[column.align ?? 'left'])}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && emptyMessage !== undefined ? (
            <tr>
              <td colSpan={columns.length} className={cx(styles.td, styles.empty)}>
                {emptyMessage}
              </td>
            </tr>
          ) : (
            rows.map((row, index) => (
              <tr key={getRowKey(row, index)}>
                {columns.map((column) => {
                  const content = column.render
                    ? column.render(row, index)
                    : ((row as Record<string, unknown>)[column.key] as ReactNode);
                  const className = cx(styles.td, styles.align[column.align ?? 'left']);
                  return column.rowHeader ? (
                    <th key={column.key} scope="row" className={className} style={{ fontWeight: 'inherit' }}>
                      {content}
                    </th>
                  ) : (
                    <td key={column.key} className={className}>
                      {content}
                    </td>
                  );
                })}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
