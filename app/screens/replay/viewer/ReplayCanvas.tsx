import { useEffect, useRef, useState, type ReactElement } from 'react';
import type { ArenaCollision } from '../../../../domain/arena';
import { MAP_COLUMNS, MAP_ROWS, TILE_SIZE_PX } from '../../../../domain/constants';
import type { ReplayEntity } from '../../../../domain/types';
import { mapSize } from './geometry';
import type { EntityHover } from './scene/ReplayScene';
import { ReplayStage } from './stage/ReplayStage';
import { useFittedTileSize } from './useFittedTileSize';
import styles from './ReplayCanvas.module.css';

export interface ReplayCanvasProps {
  arena: ArenaCollision | null;
  wave: number;
  frames: ReplayEntity[][] | null;
  tick: number;
  playing: boolean;
  tickMs: number;
  smooth: boolean;
}

/** The replay's picture, sized to fit, with the label of the entity under the pointer. */
export function ReplayCanvas(props: ReplayCanvasProps): ReactElement {
  const fitRef = useRef<HTMLDivElement>(null);
  const hostRef = useRef<HTMLDivElement>(null);
  const tileSize = useFittedTileSize(fitRef);
  const [stage, setStage] = useState<ReplayStage | null>(null);
  const [failed, setFailed] = useState(false);
  const [hover, setHover] = useState<EntityHover | null>(null);
  const { arena } = props;

  useEffect(() => {
    const host = hostRef.current!;
    let live = true;
    let created: ReplayStage | null = null;
    ReplayStage.create(arena, {
      // Straight onto the element: a test or a benchmark waits for it, React need not re-render.
      onDrawn: (wave, tick) => {
        Object.assign(host.dataset, { drawnWave: String(wave), drawnTick: String(tick) });
      },
      onHover: setHover,
    })
      .then((made) => {
        if (!live) return made.destroy();
        created = made;
        made.canvas.setAttribute('role', 'img');
        host.prepend(made.element);
        setStage(made);
      })
      .catch((err: unknown) => {
        console.error('The replay canvas could not start.', err);
        if (live) setFailed(true);
      });
    return () => {
      live = false;
      created?.destroy();
    };
  }, [arena]);

  const { wave, frames, tick, playing, tickMs, smooth } = props;
  useEffect(() => {
    if (!stage || tileSize === null) return;
    stage.canvas.setAttribute('aria-label', `Replay of wave ${wave}, tick ${tick}`);
    stage.update({ tileSize, wave, frames, tick, playing, tickMs, smooth });
  }, [stage, tileSize, wave, frames, tick, playing, tickMs, smooth]);

  const size = mapSize(tileSize ?? TILE_SIZE_PX);
  // Until the first layout is measured, the map's proportions at up to its full size: what is below
  // stays put when the exact size, in whole device pixels, arrives.
  const hostSize = tileSize === null ? { width: '100%', maxWidth: size.width, aspectRatio: `${MAP_COLUMNS} / ${MAP_ROWS}` } : size;
  return (
    <div ref={fitRef} className={styles.fit}>
      {failed && (
        <p role="alert" className={styles.failed}>
          The replay could not be drawn: this browser could not start its graphics.
        </p>
      )}
      <div ref={hostRef} className={styles.host} style={hostSize} data-testid="replay-canvas">
        {hover && (
          <span
            className={styles.label}
            style={{ left: hover.at.x, top: hover.at.y }}
            data-side={hover.at.x > size.width / 2 ? 'left' : 'right'}
            data-below={hover.at.y < size.height / 4 || undefined}
            aria-hidden="true"
          >
            {hover.description}
          </span>
        )}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {hover?.description ?? ''}
      </p>
    </div>
  );
}
