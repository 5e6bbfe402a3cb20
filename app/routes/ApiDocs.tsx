import { useMemo, useState, type ReactElement } from 'react';
import { Link } from '@tanstack/react-router';
import { AppButton } from '../ui/AppButton';
import { Page } from '../ui/Page';
import { AppSearchField } from '../ui/SearchField';
import { ApiIntro, AUTHENTICATION_ID } from '../components/apiDocs/ApiIntro';
import type { OpenApiDocument } from '../components/apiDocs/openApi';
import { basePath, groupOperations, listOperations, serverUrl } from '../components/apiDocs/operations';
import { OperationList } from '../components/apiDocs/OperationList';
import { useApiDocument } from '../components/apiDocs/useApiDocument';
import text from '../ui/text.module.css';
import styles from './ApiDocs.module.css';

const OPERATIONS_ID = 'operations';

/** The API's reference, read from the OpenAPI document the server publishes: always the running server's own. */
export function ApiDocs(): ReactElement {
  const { loaded, retry } = useApiDocument();
  return (
    <Page title="API" titleId="api-docs-title" stack className={styles.page}>
      <p className={styles.lead}>The calls the site and the RuneLite plugin make, open to your own tools: read rounds, the leaderboard and players, or send rounds with a key.</p>
      {loaded.state === 'loading' && (
        <p role="status" className={text.muted}>
          Loading the API document…
        </p>
      )}
      {loaded.state === 'failed' && (
        <div role="alert" className={styles.failed}>
          <p>{loaded.offline ? 'The API document needs a connection: it loads once you are back online.' : `The API document could not be loaded. ${loaded.message}`}</p>
          <AppButton onPress={retry}>Try again</AppButton>
        </div>
      )}
      {loaded.state === 'ready' && <Reference doc={loaded.doc} />}
    </Page>
  );
}

function Reference({ doc }: { doc: OpenApiDocument }): ReactElement {
  const [query, setQuery] = useState('');
  const server = useMemo(() => serverUrl(doc, window.location.origin), [doc]);
  const groups = useMemo(() => groupOperations(doc, listOperations(doc, basePath(server))), [doc, server]);
  return (
    <>
      {/* On a phone the introduction runs to screens: the operations are a tap away. */}
      <nav aria-label="On this page" className={styles.jumps}>
        <Link to="/api-docs" hash={AUTHENTICATION_ID}>
          Authentication
        </Link>
        <Link to="/api-docs" hash={OPERATIONS_ID}>
          Operations
        </Link>
      </nav>
      <ApiIntro doc={doc} baseUrl={server.href.replace(/\/$/, '')} />
      <div id={OPERATIONS_ID} className={styles.filter}>
        <AppSearchField label="Find an operation" value={query} onChange={setQuery} description="A method, part of a path, or words of its summary: post rounds" />
      </div>
      <OperationList doc={doc} groups={groups} query={query} />
    </>
  );
}
