import type { CSSProperties } from 'react';

export type ChartRow = { label: string; value: number; text: string };

/**
 * A bar chart drawn by charts.css (CSS only: a table styled as bars, no script). It is a picture of the
 * table printed beside it, which is what assistive technology reads, so the chart itself is hidden from it.
 */
export function BarChart({
  rows,
  kind = 'bar',
  testId,
}: {
  rows: ChartRow[];
  kind?: 'bar' | 'column';
  testId?: string;
}) {
  const max = Math.max(1, ...rows.map((row) => row.value));
  return (
    <div className={`insights-chart insights-chart-${kind}`} aria-hidden="true" data-testid={testId}>
      <table
        className={`charts-css ${kind} show-labels data-spacing-2 ${kind === 'column' ? 'show-primary-axis' : ''}`}
      >
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td style={{ '--size': String(row.value / max) } as CSSProperties}>
                <span className="data">{row.text}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
