import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactElement } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { alignData, hoverTargets, nearestTarget, stepsInTimeOrder, type ChartPoint, type ChartSeries, type ChartTarget } from './chartData';
import styles from './StepChart.module.css';

export type { ChartPoint, ChartSeries } from './chartData';

export interface StepChartProps {
  title: string;
  /** Keep it stable (memoised): a new array rebuilds the chart, as do new formatters. */
  series: ChartSeries[];
  /** formats a value for axis and tooltip, e.g. formatTime */
  formatValue(value: number): string;
  formatDate(t: number): string;
  height?: number;
  /** Called with a point that has an href when Enter or a click chooses it. */
  onActivate?(point: ChartPoint): void;
}

/** What the tooltip shows and where, in CSS px within the chart. */
interface Active {
  target: ChartTarget;
  by: 'pointer' | 'keyboard';
  left: number;
  top: number;
  flipX: boolean;
  flipY: boolean;
}

// About a fingertip: the faint dots are small targets.
const HOVER_RADIUS = 16;
const FONT_PX = 12;
const TICK_SIZE = 4;
const AXIS_GAP = 4;

function place(u: uPlot, target: ChartTarget, by: Active['by']): Active {
  const x = u.valToPos(target.point.t, 'x');
  const y = u.valToPos(target.point.value, 'y');
  return {
    target,
    by,
    left: u.over.offsetLeft + x,
    top: u.over.offsetTop + y,
    flipX: x > u.over.clientWidth / 2,
    flipY: y < u.over.clientHeight / 3,
  };
}

/** The page's theme colours: the canvas cannot use CSS variables itself. */
function readPalette(element: HTMLElement) {
  const style = getComputedStyle(element);
  return { label: style.getPropertyValue('--muted').trim(), line: style.getPropertyValue('--border').trim() };
}

/** Measures on the chart's own canvas, restoring its font: uPlot caches the one it last set. */
function textWidth(u: uPlot, font: string, text: string): number {
  u.ctx.save();
  u.ctx.font = font;
  const width = u.ctx.measureText(text).width;
  u.ctx.restore();
  return Math.ceil(width);
}

/** A step line per series over faint dots for every round, with a tooltip that the keyboard can drive. */
export function StepChart(props: StepChartProps): ReactElement {
  const { series, formatValue, formatDate, height = 280, onActivate } = props;
  const mountRef = useRef<HTMLDivElement>(null);
  const plotRef = useRef<uPlot | null>(null);
  const [active, setActive] = useState<Active | null>(null);
  const order = useMemo(() => stepsInTimeOrder(series), [series]);
  const targets = useMemo(() => hoverTargets(series), [series]);
  const hintId = useId();

  useEffect(() => {
    const mount = mountRef.current;
    if (!mount) return;
    const { data, stepIdxs } = alignData(series, Date.now());
    const font = `${FONT_PX}px ${getComputedStyle(mount).fontFamily}`;
    let palette = readPalette(mount);
    const end = data[0].at(-1);
    const lastDate = end === undefined ? '' : formatDate(end);
    const axis = {
      font,
      stroke: () => palette.label,
      grid: { stroke: () => palette.line, width: 1 },
      ticks: { stroke: () => palette.line, width: 1, size: TICK_SIZE },
      gap: AXIS_GAP,
    };
    const u = new uPlot(
      {
        width: mount.clientWidth,
        height,
        ms: 1,
        legend: { show: false },
        cursor: { x: false, y: false, points: { show: false }, drag: { x: false, y: false } },
        // Room on the right for half of the last date, which is centred on its tick.
        padding: [12, (self) => (lastDate ? textWidth(self, font, lastDate) / 2 : 0), 0, 0],
        series: [
          {},
          ...series.map((s) => ({
            label: s.name,
            stroke: s.color,
            alpha: 0.3,
            paths: () => null,
            points: { show: true, size: 5, width: 1, fill: s.color },
          })),
          ...series.map((s, i) => ({
            label: s.name,
            stroke: s.color,
            width: 2,
            spanGaps: true,
            paths: uPlot.paths.stepped!({ align: 1 }),
            points: { show: false, filter: stepIdxs[i], size: 6, fill: s.color },
          })),
        ],
        axes: [
          {
            ...axis,
            size: FONT_PX * 1.5 + TICK_SIZE + AXIS_GAP * 2,
            space: (self, _axis, _min, max) => textWidth(self, font, formatDate(max)) + 16,
            values: (_self, splits) => splits.map(formatDate),
          },
          {
            ...axis,
            size: (self, values) => Math.max(0, ...(values ?? []).map((v) => textWidth(self, font, v))) + TICK_SIZE + AXIS_GAP * 2,
            values: (_self, splits) => splits.map(formatValue),
          },
        ],
        hooks: {
          setCursor: [
            (self) => {
              const { left = -1, top = -1 } = self.cursor;
              const position = (target: ChartTarget) => [self.valToPos(target.point.t, 'x'), self.valToPos(target.point.value, 'y')] as const;
              const hit = left < 0 ? null : nearestTarget(targets, position, left, top, HOVER_RADIUS);
              setActive((current) => {
                if (!hit) return current?.by === 'pointer' ? null : current;
                return current?.target.point === hit.point ? current : place(self, hit, 'pointer');
              });
            },
          ],
          setSize: [(self) => setActive((current) => current && place(self, current.target, current.by))],
        },
      },
      data,
      mount,
    );
    plotRef.current = u;

    const resize = new ResizeObserver(() => {
      if (mount.clientWidth !== u.width) u.setSize({ width: mount.clientWidth, height });
    });
    resize.observe(mount);
    const scheme = matchMedia('(prefers-color-scheme: dark)');
    const repaint = () => {
      palette = readPalette(mount);
      u.redraw(false);
    };
    scheme.addEventListener('change', repaint);
    return () => {
      scheme.removeEventListener('change', repaint);
      resize.disconnect();
      u.destroy();
      plotRef.current = null;
      setActive(null);
    };
  }, [series, targets, formatValue, formatDate, height]);

  const activate = (by: Active['by']) => {
    if (active?.by === by && active.target.point.href) onActivate?.(active.target.point);
  };

  /** Which of the steps a key moves to: from the shown one, or from an end when none is. */
  const stepFor = (key: string): number | undefined => {
    const at = active ? order.findIndex((target) => target.point === active.target.point) : -1;
    const last = order.length - 1;
    if (key === 'ArrowRight') return at < 0 ? 0 : Math.min(at + 1, last);
    if (key === 'ArrowLeft') return at < 0 ? last : Math.max(at - 1, 0);
    if (key === 'Home') return 0;
    if (key === 'End') return last;
    return undefined;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter') activate('keyboard');
    if (event.key === 'Escape') setActive(null);
    const step = stepFor(event.key);
    const target = step === undefined ? undefined : order[step];
    if (!plotRef.current || !target) return;
    event.preventDefault();
    setActive(place(plotRef.current, target, 'keyboard'));
  };

  const activeSeries = active ? series[active.target.series] : undefined;
  return (
    <div className={styles.chart}>
      <div
        className={styles.plot}
        tabIndex={0}
        role="application"
        aria-label={`${props.title}: chart`}
        aria-describedby={hintId}
        data-link={onActivate && active?.target.point.href ? '' : undefined}
        onKeyDown={onKeyDown}
        onBlur={() => setActive((current) => (current?.by === 'keyboard' ? null : current))}
        onClick={() => activate('pointer')}
      >
        <div ref={mountRef} className={styles.mount} style={{ minHeight: height }} />
        {active && activeSeries && (
          <span className={styles.marker} style={{ left: active.left, top: active.top, background: activeSeries.color }} aria-hidden="true" />
        )}
        <div
          className={styles.tooltip}
          role="status"
          aria-live="polite"
          aria-atomic="true"
          style={active ? { left: active.left, top: active.top } : undefined}
          data-flip-x={active?.flipX || undefined}
          data-flip-y={active?.flipY || undefined}
        >
          {active && activeSeries && (
            <>
              <strong className={styles.tooltipLine}>{activeSeries.name}</strong>{' '}
              <span className={styles.tooltipLine}>{formatValue(active.target.point.value)}</span>{' '}
              <span className={styles.tooltipLine}>{formatDate(active.target.point.t)}</span>
              {active.target.point.label && (
                <>
                  {' '}
                  <span className={styles.tooltipLine}>{active.target.point.label}</span>
                </>
              )}
            </>
          )}
        </div>
      </div>
      <p id={hintId} className="visually-hidden">
        Left and right arrows move between the times on the line, Home and End go to the first and last.
        {onActivate && ' Enter opens the one shown.'}
      </p>
      <ul className={styles.legend}>
        {series.map((s) => (
          <li key={s.name}>
            <span className={styles.swatch} style={{ background: s.color }} aria-hidden="true" />
            {s.name}
          </li>
        ))}
      </ul>
    </div>
  );
}
