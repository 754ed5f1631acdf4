import type { ReactNode } from 'react';

export type FigureTableProps = {
  caption: string;
  headers: readonly string[];
  rows: ReadonlyArray<{ id: string; cells: readonly ReactNode[] }>;
};

/** A chart's figures as a table: a caption, a header row, one row per item (the first cell names it). */
export function FigureTable({ caption, headers, rows }: FigureTableProps) {
  return (
    <table className="figure-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          {headers.map((header) => (
            <th key={header} scope="col">
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            {row.cells.map((cell, index) =>
              index === 0 ? (
                <th key={index} scope="row">
                  {cell}
                </th>
              ) : (
                <td key={index}>{cell}</td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
