import { useMemo, useState, type ReactElement } from 'react';
import { Link } from '@tanstack/react-router';
import { errorMessage } from '../../data/query/queryState';
import { LoadState } from '../../ui/LoadState';
import { Page } from '../../ui/Page';
import { AppSearchField } from '../../ui/SearchField';
import { ApiIntro, AUTHENTICATION_ID } from './reference/ApiIntro';
import type { OpenApiDocument } from './reference/openApi';
import { basePath, groupOperations, listOperations, serverUrl } from './reference/operations';
import { OperationList } from './reference/OperationList';
import { failedOffline, useApiDocument } from './reference/useApiDocument';
import styles from './ApiDocsPage.module.css';

const OPERATIONS_ID = 'operations';

/** The API's reference, read from the OpenAPI document the server publishes: always the running server's own. */
export function ApiDocs(): ReactElement {
  const doc = useApiDocument();
  return (
    <Page title="API" titleId="api-docs-title" stack className={styles.page}>
      <p className={styles.lead}>The calls the site and the RuneLite plugin make, open to your own tools: read rounds, the leaderboard and players, or send rounds with a key.</p>
      <LoadState
        query={doc}
        what="the API document"
        failed={(error) =>
          failedOffline(error) ? 'The API document needs a connection: it loads once you are back online.' : `The API document could not be loaded. ${errorMessage(error)}`
        }
        onRetry={doc.reload}
      >
        {(loaded) => <Reference doc={loaded} />}
      </LoadState>
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
