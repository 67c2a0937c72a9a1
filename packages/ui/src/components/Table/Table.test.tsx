import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Table, type TableColumn } from './Table.tsx';

interface Student {
  id: string;
  name: string;
  email: string;
}

const columns: TableColumn<Student>[] = [
  { key: 'name', header: 'Name', rowHeader: true },
  { key: 'email', header: 'Email' },
  { key: 'actions', header: 'Actions', align: 'right', render: (row) => <button type="button">Edit {row.name}</button> },
];

describe('Table', () => {
  it('renders a captioned table with column and row headers', () => {
    render(
      <Table
        caption="Students"
        columns={columns}
        rows={[{ id: '1', name: 'Ada', email: 'ada@example.com' }]}
        getRowKey={(row) => row.id}
      />,
    );
    const table = screen.getByRole('table', { name: 'Students' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Name', 'Email', 'Actions']);
    expect(within(table).getByRole('rowheader').textContent).toBe('Ada');
    expect(within(table).getByRole('cell', { name: 'ada@example.com' })).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Edit Ada' })).toBeTruthy();
    const region = screen.getByRole('region', { name: 'Students' });
    expect(region.tabIndex).toBe(0);
  });

  it('shows the empty message across all columns', () => {
    render(
      <Table
        caption="Students"
        columns={columns}
        rows={[]}
        getRowKey={(row) => row.id}
        emptyMessage='No students found. Click "Add Student" to create one.'
      />,
    );
    const cell = screen.getByRole('cell');
    expect(cell.textContent).toBe('No students found. Click "Add Student" to create one.');
    expect(cell.getAttribute('colspan')).toBe('3');
  });
});
