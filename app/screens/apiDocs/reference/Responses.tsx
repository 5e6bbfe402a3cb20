import type { ReactElement } from 'react';
import { InlineText } from './DocText';
import { jsonMedia, mediaExample } from './examples';
import { JsonExample } from './JsonExample';
import type { ApiOperation } from './operations';
import { resolve, type HeaderObject, type OpenApiDocument, type ResponseObject } from './openApi';
import { describeSchema } from './schemaFields';
import { SchemaView } from './SchemaFields';
import styles from './apiDocs.module.css';

/** '2XX' and '201' alike: the class of a status, for its colour. */
const statusClass = (status: string) => (/^[1-5]/.test(status) ? `${status[0]}xx` : 'default');

/** Each answer an operation may give: its status, what it means, its headers, and an example body (its fields where there is none). */
export function Responses({ doc, operation }: { doc: OpenApiDocument; operation: ApiOperation }): ReactElement {
  return (
    <section className={styles.part} aria-label={`Responses of ${operation.method.toUpperCase()} ${operation.path}`}>
      <h4 className={styles.partTitle}>Responses</h4>
      <ul className={styles.responses}>
        {operation.responses.map(({ status, response }) => (
          <li key={status} className={styles.response}>
            <p className={styles.responseHead}>
              <span className={styles.status} data-status={statusClass(status)}>
                {status === 'default' ? 'Other' : status}
              </span>
              <span className={styles.responseText}>
                <InlineText text={response.description ?? ''} />
              </span>
            </p>
            <ResponseHeaders doc={doc} response={response} />
            <ResponseBody doc={doc} response={response} label={`Example ${status === 'default' ? 'failure' : status} answer`} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function ResponseHeaders({ doc, response }: { doc: OpenApiDocument; response: ResponseObject }): ReactElement | null {
  const headers = Object.entries(response.headers ?? {});
  if (headers.length === 0) return null;
  return (
    <ul className={styles.headers}>
      {headers.map(([name, entry]) => {
        const description = resolve<HeaderObject>(doc, entry)?.description;
        return (
          <li key={name}>
            Header <code>{name}</code>
            {description && `: ${description}`}
          </li>
        );
      })}
    </ul>
  );
}

function ResponseBody({ doc, response, label }: { doc: OpenApiDocument; response: ResponseObject; label: string }): ReactElement | null {
  const chosen = jsonMedia(response.content);
  if (!chosen) return null;
  const example = mediaExample(doc, chosen.media);
  if (example !== undefined) return <JsonExample value={example} label={label} />;
  return chosen.media.schema === undefined ? null : <SchemaView shape={describeSchema(doc, chosen.media.schema)} />;
}
