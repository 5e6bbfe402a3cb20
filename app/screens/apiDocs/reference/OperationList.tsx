import type { ReactElement } from 'react';
import { DocText } from './DocText';
import type { OpenApiDocument } from './openApi';
import { OperationItem } from './OperationItem';
import { groupTitle, matchesFilter, slug, type OperationGroup } from './operations';
import { useOpenOperations } from './useOpenOperations';
import styles from './apiDocs.module.css';

/** The operations under their groups' headings, those the filter leaves, with a count a screen reader hears. */
export function OperationList(props: { doc: OpenApiDocument; groups: readonly OperationGroup[]; query: string }): ReactElement {
  const { open, setOpen } = useOpenOperations();
  const total = props.groups.reduce((sum, group) => sum + group.operations.length, 0);
  const shown = props.groups
    .map((group) => ({ ...group, operations: group.operations.filter((operation) => matchesFilter(operation, props.query)) }))
    .filter((group) => group.operations.length > 0);
  const matching = shown.reduce((sum, group) => sum + group.operations.length, 0);
  return (
    <div className={styles.list}>
      <p role="status" className={styles.count}>
        {props.query.trim() ? `${matching} of ${total} operations match “${props.query.trim()}”.` : `${total} operations.`}
      </p>
      {shown.map((group) => {
        const headingId = `group-${slug(group.name)}`;
        return (
          <section key={group.name} className={styles.group} aria-labelledby={headingId}>
            <h2 id={headingId} className={styles.groupTitle}>
              {groupTitle(group.name)}
            </h2>
            <DocText text={group.description} className={styles.groupDescription} />
            {group.operations.map((operation) => (
              <OperationItem key={operation.id} doc={props.doc} operation={operation} isOpen={open.has(operation.id)} onOpenChange={setOpen} />
            ))}
          </section>
        );
      })}
    </div>
  );
}
