import type { ReactElement } from 'react';
import { Card } from '../../../ui/Card';
import { DocText } from './DocText';
import { JsonExample } from './JsonExample';
import { resolve, type OpenApiDocument, type SecuritySchemeObject } from './openApi';
import { credentialsLine, schemeAnchor } from './security';
import styles from './apiDocs.module.css';

/** The anchor of the ways to authenticate, for the page's own links to them. */
export const AUTHENTICATION_ID = 'authentication';

const SUCCESS_ENVELOPE = { status: 'ok', data: { id: 4211 } };
const ERROR_ENVELOPE = { status: 'error', error: 'Please sign in to do that.', code: 'unauthorized' };
const ENVELOPE_NOTES =
  '`error` is a message to show a person, `code` a word for a program to act on. A 500 adds `request_id`, to quote when reporting it; a 429 (too many requests) comes with a `Retry-After` header, in seconds.';

/** What every call shares: where to send it, how answers and errors are wrapped, and each way to authenticate. */
export function ApiIntro({ doc, baseUrl }: { doc: OpenApiDocument; baseUrl: string }): ReactElement {
  const schemes = Object.entries(doc.components?.securitySchemes ?? {}).map(([name, entry]) => ({ name, scheme: resolve<SecuritySchemeObject>(doc, entry) ?? {} }));
  return (
    <div className={styles.intro}>
      <Card title="Calling the API">
        <div className={styles.introBody}>
          <p className={styles.baseUrl}>
            Base URL: <code>{baseUrl}</code>
            {doc.info.version && <span className={styles.version}>version {doc.info.version}</span>}
          </p>
          <DocText text={doc.info.description} />
          <h3 className={styles.introTitle}>Answers and errors</h3>
          <div className={styles.envelopes}>
            <figure className={styles.captioned}>
              <figcaption>Success</figcaption>
              <JsonExample value={SUCCESS_ENVELOPE} label="A successful answer" />
            </figure>
            <figure className={styles.captioned}>
              <figcaption>Error</figcaption>
              <JsonExample value={ERROR_ENVELOPE} label="An error answer" />
            </figure>
          </div>
          <DocText text={ENVELOPE_NOTES} />
        </div>
      </Card>
      {schemes.length > 0 && (
        <div id={AUTHENTICATION_ID} className={styles.jumpTarget}>
          <Card title="Authentication">
            <div className={styles.introBody}>
              <p className={styles.cardNote}>Each operation names the schemes it takes, with the role a session needs; one that needs none is open to anyone.</p>
              <ul className={styles.schemes}>
                {schemes.map(({ name, scheme }) => {
                  const line = credentialsLine(scheme);
                  return (
                    <li key={name} className={styles.schemeItem}>
                      <h3 id={schemeAnchor(name)} className={styles.schemeName}>
                        <code>{name}</code>
                      </h3>
                      {line && (
                        <p className={styles.credentials}>
                          Send <code>{line}</code>
                        </p>
                      )}
                      <DocText text={scheme.description} />
                    </li>
                  );
                })}
              </ul>
            </div>
          </Card>
        </div>
      )}
    </div>
  );
}
