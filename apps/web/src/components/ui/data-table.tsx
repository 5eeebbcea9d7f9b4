/**
 * A small read-only table of figures: a caption for screen readers, a header cell for each column,
 * and rows of cells (the shipping and layaway tables of the policy pages, a product's EMI plans).
 */
import type { ReactNode } from 'react';

const LOOKS = {
  /** Ruled rows set in the page's text; the first cell of a row names it. */
  document: {
    head: 'border-b border-ink text-ink',
    headCell: 'py-3 pr-4 font-medium last:pr-0',
    row: 'border-b border-line',
    rowHeader: 'py-3 pr-4 font-normal text-ink',
    cell: 'py-3 pr-4 last:pr-0',
  },
  /** Small print in a box (under a price). */
  compact: {
    head: 'text-muted',
    headCell: 'px-3 py-1.5 font-normal',
    row: 'border-t border-line text-ink',
    rowHeader: 'px-3 py-1.5 font-normal',
    cell: 'px-3 py-1.5',
  },
} as const;

export interface DataTableProps {
  caption: string;
  columns: readonly string[];
  rows: readonly { key: string | number; cells: readonly ReactNode[] }[];
  look: keyof typeof LOOKS;
  /** The first cell of each row is the row's header (`th scope="row"`). */
  rowHeaders?: boolean;
  className?: string;
}

export function DataTable({ caption, columns, rows, look, rowHeaders = false, className }: DataTableProps) {
  const c = LOOKS[look];
  return (
    <table className={className}>
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className={c.head}>
          {columns.map((column) => (
            <th key={column} scope="col" className={c.headCell}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(({ key, cells: [first, ...rest] }) => (
          <tr key={key} className={c.row}>
            {rowHeaders ? (
              <th scope="row" className={c.rowHeader}>
                {first}
              </th>
            ) : (
              <td className={c.cell}>{first}</td>
            )}
            {rest.map((cell, i) => (
              <td key={i} className={c.cell}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
