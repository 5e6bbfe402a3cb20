import { useId, useMemo, useState, type ReactElement } from 'react';
import { Link } from '@tanstack/react-router';
import { PAGE_SIZE } from '../../../../../domain/constants';
import type { ApiKey } from '../../../../../domain/types';
import type { PageSize } from '../../../../../domain/roundList/types';
import { useAction } from '../../../../data/action';
import { offlineReason, useOnline } from '../../../../data/syncStatus';
import { AppButton } from '../../../../ui/AppButton';
import { Card } from '../../../../ui/Card';
import { LoadState } from '../../../../ui/LoadState';
import { Pagination } from '../../../../ui/Pagination';
import { AppSwitch } from '../../../../ui/Switch';
import { BlockedNote } from '../../../../ui/BlockedNote';
import { ApiKeysTable } from './ApiKeysTable';
import { DisableKeyDialog } from './DisableKeyDialog';
import type { KeysTableProps } from './keyColumns';
import { DEFAULT_KEY_SORT, listedKeys, type KeySort } from './keyView';
import { useApiKeys } from './useApiKeys';
import { WindowedKeysTable } from './WindowedKeysTable';
import styles from './keys.module.css';

function emptyText(total: number): string {
  return total === 0 ? 'No API keys yet: Generate New Key makes one.' : 'No active API keys: turn on Show Disabled Keys to see the disabled ones.';
}

/**
 * SPEC §2's API Key Management: generate, list, copy and disable keys. The list holds the plugin's
 * tokens too, so possibly thousands: a page at a time, or all of them in a scrolling window.
 * Generating and disabling need the server.
 */
export function ApiKeysCard(): ReactElement {
  const { list, generate, disable } = useApiKeys();
  const blocked = offlineReason(useOnline(), 'managing API keys');
  const blockedId = useId();
  const [showDisabled, setShowDisabled] = useState(false);
  const [sort, setSort] = useState<KeySort>(DEFAULT_KEY_SORT);
  const [pageSize, setPageSize] = useState<PageSize>(PAGE_SIZE);
  const [requestedPage, setPage] = useState(0);
  const { busy: generating, run } = useAction();
  const [freshId, setFreshId] = useState<number | null>(null);
  const [disabling, setDisabling] = useState<ApiKey | null>(null);

  const keys = list.data ?? null;
  const listed = useMemo(() => (keys ? listedKeys(keys, sort, showDisabled) : []), [keys, sort, showDisabled]);
  const size = pageSize === 'all' ? Math.max(listed.length, 1) : pageSize;
  // A page past the end (its last keys disabled and hidden) shows the last one there is.
  const page = Math.min(requestedPage, Math.max(0, Math.ceil(listed.length / size) - 1));
  const pageKeys = useMemo(() => listed.slice(page * size, (page + 1) * size), [listed, page, size]);

  async function generateKey(): Promise<void> {
    const generated = await run(generate);
    if (!generated.ok || !keys) return;
    const key = generated.data;
    // Opens the page the new key sorts onto, where it is marked.
    setFreshId(key.id);
    setPage(Math.floor(listedKeys([...keys, key], sort, showDisabled).findIndex((k) => k.id === key.id) / size));
  }

  function resort(next: KeySort): void {
    setSort(next);
    setPage(0);
  }

  const table: KeysTableProps = {
    keys: pageKeys,
    sort,
    onSort: resort,
    freshId,
    blocked,
    blockedId,
    onDisable: setDisabling,
    emptyText: emptyText(keys?.length ?? 0),
  };

  return (
    <Card title="API Key Management">
      <div className={styles.body}>
        <div className={styles.toolbar}>
          <AppButton
            variant="primary"
            isDisabled={blocked !== null}
            isPending={generating}
            aria-describedby={blocked ? blockedId : undefined}
            onPress={() => void generateKey()}
          >
            Generate New Key
          </AppButton>
          <AppSwitch
            label="Show Disabled Keys"
            isSelected={showDisabled}
            onChange={(selected) => {
              setShowDisabled(selected);
              setPage(0);
            }}
          />
          <Link to="/api-docs" className={styles.docsLink}>
            API documentation
          </Link>
        </div>
        <BlockedNote reason={blocked} id={blockedId} />
        <LoadState query={list} what="API keys" inset failed="The API keys could not be loaded." onRetry={list.reload}>
          {() => (
            <div>
              {pageSize === 'all' ? <WindowedKeysTable {...table} /> : <ApiKeysTable {...table} />}
              <Pagination
                page={page}
                pageSize={pageSize}
                total={listed.length}
                moves={{ onPage: setPage }}
                onPageSize={(next) => {
                  setPageSize(next);
                  setPage(0);
                }}
              />
            </div>
          )}
        </LoadState>
      </div>
      <DisableKeyDialog apiKey={disabling} blocked={blocked} onConfirm={disable} onClose={() => setDisabling(null)} />
    </Card>
  );
}
