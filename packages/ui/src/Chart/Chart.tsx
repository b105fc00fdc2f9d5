import { useEffect, useId, useRef, useState, type HTMLAttributes } from 'react';
import type uPlot from 'uplot';
import { cx } from '../private/cx';
import * as styles from './Chart.css';

export const CHART_KINDS = ['line', 'bar'] as const;
export type ChartKind = (typeof CHART_KINDS)[number];

export interface ChartSeries {
  label: string;
  values: readonly number[];
}

export interface ChartProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** What the chart shows; its figure's caption. */
  title: string;
  /** The x axis, one label per point, already in the reader's words ('2026-11-01', 'week of …'). */
  labels: readonly string[];
  /** One or two series of figures, each as long as `labels`. */
  series: readonly ChartSeries[];
  kind?: ChartKind;
  /** Figures as the reader reads them, on the axis and in the table. */
  formatValue?: (value: number) => string;
  /** The table's header over the labels. */
  labelHeader?: string;
  /** The table's caption; the title by default. */
  tableCaption?: string;
  emptyText?: string;
  loadingText?: string;
  height?: number;
}

/** A theme colour as the canvas needs it: the token resolved against the element it draws in. */
function resolveColor(element: HTMLElement, token: string): string {
  const probe = document.createElement('span');
  probe.style.color = token;
  element.appendChild(probe);
  const color = getComputedStyle(probe).color;
  probe.remove();
  return color;
}

/**
 * A light chart for the back office: uPlot, loaded on first use (it weighs on no other page), drawn on a
 * canvas that assistive technology skips, with the same figures in a table beside it, which is what
 * screen readers and tests read. It follows its box's width and is destroyed with the component.
 */
export function Chart({
  title,
  labels,
  series,
  kind = 'line',
  formatValue = (value) => String(value),
  labelHeader = 'Date',
  tableCaption,
  emptyText = 'No data available',
  loadingText = 'Loading...',
  height = 240,
  className,
  ...rest
}: ChartProps) {
  const captionId = useId();
  const box = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState(false);
  const empty = labels.length === 0;
  // The axis asks for labels long after the render; it reads the latest formatter without redrawing.
  const format = useRef(formatValue);
  useEffect(() => {
    format.current = formatValue;
  }, [formatValue]);

  useEffect(() => {
    const element = box.current;
    if (!element || empty) return undefined;
    let plot: uPlot | undefined;
    let observer: ResizeObserver | undefined;
    let cancelled = false;
    // The axes are drawn on a canvas in the page's own font, once it has arrived: a canvas keeps whatever
    // font it was drawn with, and the device's sans-serif differs from one device to the next.
    // The first family is the page's own font: every subset of it the labels need (Arabic loads apart from
    // Latin). Asking for the whole list would fail at the first stand-in the device does not have.
    const family = getComputedStyle(element).fontFamily;
    const font = `12px ${family}`;
    const drawnText = `${labels.join(' ')} ${format.current(1234567890)}`;
    const fontLoaded = document.fonts.load(`12px ${family.split(',')[0] ?? family}`, drawnText).catch(() => []);
    void Promise.all([import('uplot'), fontLoaded]).then(([{ default: UPlot }]) => {
      if (cancelled) return;
      const text = resolveColor(element, styles.axisColors.text);
      const grid = resolveColor(element, styles.axisColors.grid);
      const axis = { stroke: text, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 }, font };
      const width = Math.max(element.clientWidth - 24, 200);
      // One tick per point when they fit, else every n-th: labels never overlap.
      const step = Math.max(1, Math.ceil(labels.length / Math.max(2, Math.floor(width / 110))));
      const last = labels.length - 1;
      plot = new UPlot(
        {
          width,
          height,
          legend: { show: false },
          cursor: { show: false },
          // Counts and money start at zero; bars need half a slot of room at each end.
          scales: {
            x: { time: false, range: () => (kind === 'bar' ? [-0.5, last + 0.5] : [0, Math.max(last, 1)]) },
            y: { range: (_, _min, max) => [0, max > 0 ? max * 1.1 : 1] },
          },
          axes: [
            {
              ...axis,
              splits: () => labels.flatMap((_, index) => (index % step === 0 ? [index] : [])),
              values: (_, ticks) => ticks.map((tick) => labels[tick] ?? ''),
            },
            { ...axis, size: 100, values: (_, ticks) => ticks.map((tick) => format.current(tick)) },
          ],
          series: [
            {},
            ...series.map((one, index) => {
              const color = resolveColor(element, styles.seriesColors[index % styles.seriesColors.length] ?? styles.seriesColors[0]);
              return kind === 'bar'
                ? { label: one.label, stroke: color, fill: color, width: 0, points: { show: false }, paths: UPlot.paths.bars?.({ size: [0.6, 48] }) }
                : { label: one.label, stroke: color, width: 2, points: { show: labels.length <= 31 } };
            }),
          ],
        },
        [labels.map((_, index) => index), ...series.map((one) => [...one.values])],
        element,
      );
      observer = new ResizeObserver(() => plot?.setSize({ width: Math.max(element.clientWidth - 24, 200), height }));
      observer.observe(element);
      setDrawn(true);
    });
    return () => {
      cancelled = true;
      observer?.disconnect();
      plot?.destroy();
      setDrawn(false);
    };
  }, [labels, series, kind, height, empty]);

  return (
    <figure {...rest} className={cx(styles.figure, className)} aria-labelledby={captionId}>
      <figcaption id={captionId} className={styles.caption}>
        {title}
      </figcaption>
      {empty ? (
        <p className={styles.message}>{emptyText}</p>
      ) : (
        <div ref={box} className={styles.plot} aria-hidden="true" data-drawn={drawn} style={{ minBlockSize: height }}>
          {!drawn && <p className={styles.message}>{loadingText}</p>}
        </div>
      )}
      {!empty && (
        <table className={styles.table}>
          <caption className={styles.tableCaption}>{tableCaption ?? title}</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.headerCell}>
                {labelHeader}
              </th>
              {series.map((one) => (
                <th key={one.label} scope="col" className={styles.headerCell} data-align="end">
                  {one.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {labels.map((label, row) => (
              <tr key={label}>
                <th scope="row" className={styles.cell}>
                  {label}
                </th>
                {series.map((one) => (
                  <td key={one.label} className={styles.cell} data-align="end">
                    {formatValue(one.values[row] ?? 0)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </figure>
  );
}
