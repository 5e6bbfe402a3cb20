// Import this folder only lazily (a dynamic import): uPlot and its styles stay out of the app shell.
export { StepChart, type StepChartProps } from './StepChart';
export { ChartWithTable, type ChartWithTableProps } from './ChartWithTable';
export type { ChartPoint, ChartSeries } from './chartData';
