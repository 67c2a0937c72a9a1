import { useMemo } from 'react';
import { Table, type TableColumn } from '@assess/ui';
import { ANALYTICS_TEXTS } from '../Analytics/texts.ts';
import { scoreText, tableRows, type ChartSeries, type TableRow } from './chart-format.ts';

/** The chart's data as a table: one row a day, one column a line. */
export function ChartTable({ label, series }: { label: string; series: readonly ChartSeries[] }) {
  const rows = useMemo(() => tableRows(series), [series]);
  const columns: TableColumn<TableRow>[] = [
    { key: 'date', header: ANALYTICS_TEXTS.date, rowHeader: true, render: (row) => row.day },
    ...series.map<TableColumn<TableRow>>((line, index) => ({
      key: `series-${index}`,
      header: series.length > 1 ? line.label : ANALYTICS_TEXTS.score,
      align: 'right',
      render: (row) => {
        const score = row.scores[index];
        return score === null || score === undefined ? '–' : scoreText(score);
      },
    })),
  ];
  return <Table caption={label} columns={columns} rows={rows} getRowKey={(row) => row.day} />;
}
