import { Fragment, useEffect, useRef, useState, type ReactNode } from 'react';
import './comparison-table.css';

export interface ComparisonColumn {
  key: string;
  header: ReactNode;
  /** Added to the column's header and to each of its cells (e.g. the current plan). */
  className?: string;
}

export interface ComparisonCell {
  content: ReactNode;
  className?: string;
}

export interface ComparisonRow {
  key: string;
  /** The row's label (a row header). */
  header: ReactNode;
  /** The label as the stack layout shows it above the values on a phone (no controls: it is aria-hidden). */
  stackedHeader?: ReactNode;
  cells: ComparisonCell[];
}

interface ComparisonTableProps {
  /** The table's accessible name; also the scroll region's. */
  label: string;
  /** Shown above the table and naming it (defaults to none: `label` names it). */
  caption?: ReactNode;
  /** The label column's header ("Feature", "Criterion"). */
  corner: ReactNode;
  columns: ComparisonColumn[];
  rows: ComparisonRow[];
  /** One full-width row instead of the rows when there are none. */
  empty?: ReactNode;
  /**
   * How it stays whole on a phone. `scroll` (reports): with one or two columns each row's label
   * sits above its values at ≤ 640 px, so they fit the width; from three on, the label column is
   * sticky and the table scrolls sideways with `scrollHint` shown. `stack` (plan comparison): at
   * ≤ 640 px each row's label sits above its values, so four columns fit 390 px without sideways
   * scroll; the header row sticks under the page's header.
   */
  layout?: 'scroll' | 'stack';
  /** The "scroll sideways" hint (translated by the caller); scroll layout only. */
  scrollHint?: string;
  className?: string;
}

/** True while the element's content is wider than the element (it scrolls sideways). */
function useOverflowsX(ref: React.RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, [ref]);
  return overflows;
}

/**
 * One comparison table for the whole product: items or plans as columns, features as rows. A
 * real <table> (caption, column and row headers) in both layouts; the phone layouts are CSS.
 * In the stack layout a phone shows each label in a row of its own above the values: that row is
 * aria-hidden, the real row header stays in the table for assistive technology.
 */
export function ComparisonTable({
  label,
  caption,
  corner,
  columns,
  rows,
  empty,
  layout = 'scroll',
  scrollHint,
  className,
}: ComparisonTableProps) {
  const ref = useRef<HTMLDivElement>(null);
  const overflows = useOverflowsX(ref);
  const stack = layout === 'stack';
  // One or two items stack their labels on a phone as well: the values get the whole width, so
  // the table fits 390 px with no sideways scroll and no word broken (CSS decides when).
  const stackedLabels = stack || columns.length <= 2;
  const span = columns.length + 1;
  return (
    <div
      className={[
        'comparison-table',
        `comparison-table--${layout}`,
        stackedLabels ? 'comparison-table--stacks' : null,
        'scroll-table',
        className,
      ]
        .filter(Boolean)
        .join(' ')}
      data-items={columns.length}
    >
      <div ref={ref} className="table-scroll" role="group" aria-label={label} tabIndex={stack ? undefined : 0}>
        <table className="comparison-table__table" aria-label={caption ? undefined : label}>
          {caption ? <caption>{caption}</caption> : null}
          <thead>
            <tr>
              <th scope="col" className="comparison-table__corner">
                {corner}
              </th>
              {columns.map((column) => (
                <th scope="col" key={column.key} className={column.className}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && empty ? (
              <tr>
                <td colSpan={span}>{empty}</td>
              </tr>
            ) : (
              rows.map((row) => (
                <Fragment key={row.key}>
                  {stackedLabels ? (
                    <tr className="comparison-table__stacked-label" aria-hidden="true">
                      {/* A report's label runs across every value; the plan table's leaves its last column. */}
                      <td colSpan={stack ? span - 1 : span}>{row.stackedHeader ?? row.header}</td>
                    </tr>
                  ) : null}
                  <tr>
                    <th scope="row">{row.header}</th>
                    {row.cells.map((cell, index) => (
                      <td
                        key={columns[index]?.key ?? index}
                        className={[columns[index]?.className, cell.className].filter(Boolean).join(' ') || undefined}
                      >
                        {cell.content}
                      </td>
                    ))}
                  </tr>
                </Fragment>
              ))
            )}
          </tbody>
        </table>
      </div>
      {stack ? null : (
        <p className="scroll-table__hint report-no-print" hidden={!overflows}>
          {scrollHint}
          <span aria-hidden="true"> →</span>
        </p>
      )}
    </div>
  );
}
