// Import this folder only lazily (a dynamic import): uPlot and its styles stay out of the app shell.
export { StepChart, type StepChartProps } from './StepChart';
export { ChartWithTable, type ChartWithTableProps } from './ChartWithTable';
export type { ChartPoint, ChartSeries } from './chartData';
// React.lazy takes a module's default export: the chart with its table is what a page shows.
export { ChartWithTable as default } from './ChartWithTable';
