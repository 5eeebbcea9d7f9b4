/**
 * A dense table in its own scroll box: the header row stays in view while the rows scroll, and on a
 * phone the table scrolls sideways instead of squeezing its columns.
 */
import type { ReactNode } from 'react';

/** A column heading: its text, or its text with the classes of its cells (e.g. `text-right`). */
export type Column = string | { label: ReactNode; className?: string };

/** The header cells of `columns`. */
export function ColumnHeads({ columns }: { columns: readonly Column[] }) {
  return (
    <>
      {columns.map((c, i) =>
        typeof c === 'string' ? (
          <Th key={c}>{c}</Th>
        ) : (
          <Th key={i} className={c.className}>
            {c.label}
          </Th>
        ),
      )}
    </>
  );
}

/** The narrow first column of a table with a picture a row. */
export const pictureColumn: Column = { label: <span className="sr-only">Picture</span>, className: 'w-16' };

/** A right-aligned column (amounts, counts, actions). */
export const right = (label: string): Column => ({
  label,
  className: 'text-right',
});

export interface DataTableProps {
  caption: string;
  /** The header cells, as `columns` or as `<Th>`s in `head`. */
  columns?: readonly Column[];
  head?: ReactNode;
  children: ReactNode;
  minWidth?: string;
  /** Cap the height and scroll inside (long lists). */
  bounded?: boolean;
}

export function DataTable({ caption, columns, head = columns ? <ColumnHeads columns={columns} /> : null, children, minWidth = 'min-w-[720px]', bounded = true }: DataTableProps) {
  return (
    <div className={`${bounded ? 'max-h-[calc(100vh-14rem)] min-h-24' : ''} overflow-auto border border-line bg-white`} tabIndex={0} role="region" aria-label={caption}>
      <table className={`w-full ${minWidth} border-collapse text-left text-sm`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 z-10 bg-sand text-xs tracking-wide text-ink-soft uppercase shadow-[0_1px_0_var(--color-line)]">
          <tr>{head}</tr>
        </thead>
        <tbody className="divide-y divide-line">{children}</tbody>
      </table>
    </div>
  );
}

export function Th({ children, className = '' }: { children?: ReactNode; className?: string }) {
  return (
    <th scope="col" className={`px-3 py-2.5 font-medium whitespace-nowrap ${className}`}>
      {children}
    </th>
  );
}

export function Td({ children, className = '' }: { children?: ReactNode; className?: string }) {
  return <td className={`px-3 py-2 align-middle ${className}`}>{children}</td>;
}
