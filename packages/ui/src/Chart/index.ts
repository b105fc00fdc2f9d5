export { Chart, CHART_KINDS } from './Chart';
export type { ChartKind, ChartProps, ChartSeries } from './Chart';
