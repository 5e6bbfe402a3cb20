import type { ReactElement } from 'react';
import type { ContentBlock } from '../content/types';
import { HelpFigure } from './HelpFigure';
import { HtmlBlock } from './HtmlBlock';
import { Stepper } from './Stepper';
import styles from './blocks.module.css';

function Block({ block }: { block: ContentBlock }): ReactElement {
  switch (block.kind) {
    case 'text':
      return block.tone === 'warning' ? (
        <p className={styles.warning} role="note">
          {block.text}
        </p>
      ) : (
        <p className={styles.text}>{block.text}</p>
      );
    case 'html':
      return <HtmlBlock html={block.html} />;
    case 'image':
      return <HelpFigure image={block.image} alt={block.alt} caption={block.caption} />;
    case 'stepper':
      return <Stepper label={block.label} steps={block.steps} />;
  }
}

/** An answer, or a step of one, from its blocks in order. */
export function ContentBlocks({ blocks }: { blocks: readonly ContentBlock[] }): ReactElement {
  return (
    <div className={styles.blocks}>
      {blocks.map((block, i) => (
        <Block key={i} block={block} />
      ))}
    </div>
  );
}
