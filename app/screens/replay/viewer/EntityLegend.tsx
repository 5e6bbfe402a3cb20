import { memo, type ReactElement } from 'react';
import { ENTITY_STYLES, type EntityKind, type EntityShape } from '../../../../domain/replay';
import styles from './EntityLegend.module.css';

const GROUPS: Array<{ title: string; shape: EntityShape }> = [
  { title: 'Team', shape: 'circle' },
  { title: 'Penance', shape: 'diamond' },
  { title: 'Items and others', shape: 'square' },
];

const hex = (color: number) => `#${color.toString(16).padStart(6, '0')}`;

/** The same shapes, sizes aside, as the canvas draws. */
function Swatch({ shape, color }: { shape: EntityShape; color: number }): ReactElement {
  const fill = { fill: hex(color), stroke: '#1a1a1a', strokeWidth: 1 };
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false" className={styles.swatch}>
      {shape === 'circle' && <circle cx="8" cy="8" r="6.5" {...fill} />}
      {shape === 'diamond' && <path d="M8 .8 15.2 8 8 15.2.8 8z" {...fill} />}
      {shape === 'square' && <rect x="3" y="3" width="10" height="10" {...fill} />}
    </svg>
  );
}

/** Every kind of entity the canvas can show, grouped by shape; it never changes, so it is memoised. */
export const EntityLegend = memo(function EntityLegend(): ReactElement {
  const kinds = Object.keys(ENTITY_STYLES) as EntityKind[];
  return (
    <section className={styles.legend} aria-labelledby="replay-legend">
      <h2 id="replay-legend" className={styles.title}>
        Legend
      </h2>
      {GROUPS.map(({ title, shape }) => (
        <div key={shape} className={styles.group}>
          <h3 className={styles.groupTitle}>{title}</h3>
          <ul className={styles.list}>
            {kinds
              .filter((kind) => ENTITY_STYLES[kind].shape === shape)
              .map((kind) => (
                <li key={kind} className={styles.item} data-kind={kind}>
                  <Swatch shape={shape} color={ENTITY_STYLES[kind].color} />
                  {ENTITY_STYLES[kind].label}
                </li>
              ))}
          </ul>
        </div>
      ))}
    </section>
  );
});
