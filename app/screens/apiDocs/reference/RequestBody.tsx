import type { ReactElement } from 'react';
import { DocText } from './DocText';
import { jsonMedia, mediaExample } from './examples';
import { JsonExample } from './JsonExample';
import type { OpenApiDocument, RequestBodyObject } from './openApi';
import { describeSchema } from './schemaFields';
import { SchemaView } from './SchemaFields';
import styles from './apiDocs.module.css';

/** What a call sends: its media type, whether a body is needed, its fields, and an example where the document gives one. */
export function RequestBody({ doc, body, operationName }: { doc: OpenApiDocument; body: RequestBodyObject; operationName: string }): ReactElement {
  const chosen = jsonMedia(body.content);
  const example = chosen ? mediaExample(doc, chosen.media) : undefined;
  return (
    <section className={styles.part} aria-label={`Request body of ${operationName}`}>
      <h4 className={styles.partTitle}>Request body</h4>
      <p className={styles.partNote}>
        {chosen && <code>{chosen.type}</code>}
        {chosen && ', '}
        {body.required ? 'required' : 'optional'}
      </p>
      <DocText text={body.description} />
      {chosen?.media.schema !== undefined && <SchemaView shape={describeSchema(doc, chosen.media.schema)} />}
      {example !== undefined && (
        <figure className={styles.captioned}>
          <figcaption>Example</figcaption>
          <JsonExample value={example} label={`Example request body of ${operationName}`} />
        </figure>
      )}
    </section>
  );
}
