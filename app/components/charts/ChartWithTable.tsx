import { useState, type ReactElement } from 'react';
import { DataTable } from '../../ui/DataTable';
import { ShowAsTable } from '../../ui/ShowAsTable';
import { stepsInTimeOrder } from './chartData';
import { StepChart, type StepChartProps } from './StepChart';
import styles from './StepChart.module.css';

export type ChartWithTableProps = StepChartProps & { tableCaption?: string; valueHeader?: string; seriesHeader?: string };

/** A step chart that can turn into a table of the same steps, for reading them one by one. */
export function ChartWithTable({ tableCaption, valueHeader = 'Time', seriesHeader = 'Role', ...chart }: ChartWithTableProps): ReactElement {
  const [asTable, setAsTable] = useState(false);
  return (
    <div className={styles.charted}>
      <div className={styles.toolbar}>
        <ShowAsTable asTable={asTable} onChange={setAsTable} />
      </div>
      {asTable ? (
        // A narrow screen scrolls the table sideways: the keyboard can too.
        <div className={styles.scroller} tabIndex={0} role="region" aria-label={tableCaption ?? chart.title}>
          <DataTable
            className={styles.table}
            caption={tableCaption ?? chart.title}
            captionClassName={styles.caption}
            columns={[seriesHeader, valueHeader, 'Date'].map((title) => ({ title, className: styles.column }))}
          >
            {stepsInTimeOrder(chart.series).map(({ series, point }, i) => (
              <tr key={i}>
                <td className={styles.cell}>
                  <span className={styles.swatch} style={{ background: chart.series[series]?.color }} aria-hidden="true" />
                  {chart.series[series]?.name}
                </td>
                <td className={styles.cell}>{chart.formatValue(point.value)}</td>
                <td className={styles.cell}>{chart.formatDate(point.t)}</td>
              </tr>
          ))}
          </DataTable>
        </div>
      ) : (
        <StepChart {...chart} />
      )}
    </div>
  );
}
