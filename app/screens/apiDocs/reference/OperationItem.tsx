import { memo, type ReactElement } from 'react';
import { Link } from '@tanstack/react-router';
import { Button, Disclosure, DisclosurePanel, Heading } from 'react-aria-components';
import { AccessLine } from './AccessLine';
import { DocText } from './DocText';
import { MethodBadge } from './MethodBadge';
import type { OpenApiDocument } from './openApi';
import type { ApiOperation } from './operations';
import { ParametersTable } from './ParametersTable';
import { RequestBody } from './RequestBody';
import { Responses } from './Responses';
import styles from './apiDocs.module.css';

/**
 * One operation: its method, path and summary, opening on who may call it, its parameters, body and
 * answers. Memoised: each key typed in the filter renders the list again.
 */
export const OperationItem = memo(function OperationItem(props: {
  doc: OpenApiDocument;
  operation: ApiOperation;
  isOpen: boolean;
  onOpenChange(id: string, isOpen: boolean): void;
}): ReactElement {
  const { doc, operation } = props;
  const name = `${operation.method.toUpperCase()} ${operation.path}`;
  return (
    <Disclosure className={styles.operation} isExpanded={props.isOpen} onExpandedChange={(isOpen) => props.onOpenChange(operation.id, isOpen)}>
      <div className={styles.operationHead}>
        {/* The anchor sits on the heading: the hash that names it opens it. */}
        <Heading level={3} id={operation.id} className={styles.operationHeading}>
          <Button slot="trigger" className={styles.trigger}>
            <span className={styles.signature}>
              <MethodBadge method={operation.method} />
              <code className={styles.path}>{operation.path}</code>
            </span>
            {operation.summary && <span className={styles.summary}>{operation.summary}</span>}
          </Button>
        </Heading>
        <Link to="/api-docs" hash={operation.id} className={styles.permalink} aria-label={`Link to ${name}`}>
          #
        </Link>
      </div>
      {/* A closed panel stays in the page, hidden: its contents are built only once it opens. */}
      <DisclosurePanel className={styles.panel}>
        {props.isOpen && (
          <>
            <AccessLine requirements={operation.security} />
            {operation.deprecated && <p className={styles.deprecated}>Deprecated: it may go in a later release.</p>}
            <DocText text={operation.description} />
            {operation.parameters.length > 0 && (
              <section className={styles.part} aria-label={`Parameters of ${name}`}>
                <h4 className={styles.partTitle}>Parameters</h4>
                <ParametersTable doc={doc} parameters={operation.parameters} label={`Parameters of ${name}`} />
              </section>
            )}
            {operation.requestBody && <RequestBody doc={doc} body={operation.requestBody} operationName={name} />}
            {operation.responses.length > 0 && <Responses doc={doc} operation={operation} />}
          </>
        )}
      </DisclosurePanel>
    </Disclosure>
  );
});
