import type { ReactElement } from 'react';
import { HELP_IMAGE_SIZES, helpImagePath, type HelpImage } from '../content/helpImages';
import styles from './blocks.module.css';

/**
 * A screenshot of the app in the reader's theme. The files are twice the CSS size ("2x"), sharp on
 * high-density screens and never shown larger than they were taken.
 */
export function HelpFigure(props: { image: HelpImage; alt: string; caption: string }): ReactElement {
  const { width, height } = HELP_IMAGE_SIZES[props.image];
  return (
    <figure className={styles.figure}>
      <picture>
        <source media="(prefers-color-scheme: light)" srcSet={`${helpImagePath(props.image, 'light')} 2x`} />
        <img className={styles.image} src={helpImagePath(props.image, 'dark')} srcSet={`${helpImagePath(props.image, 'dark')} 2x`} alt={props.alt} width={width} height={height} loading="lazy" decoding="async" />
      </picture>
      <figcaption className={styles.caption}>{props.caption}</figcaption>
    </figure>
  );
}
