import { useState, type ReactElement } from 'react';
import { ListBox, ListBoxItem } from 'react-aria-components';
import { FORMAT_LABELS } from '../../../../domain/constants';
import { formatLocalDate, formatTime } from '../../../../domain/time';
import type { UnrankedRound } from '../../../../domain/types';
import { queryKeys } from '../../../data/keys';
import { notYet } from '../../../data/query/queryState';
import { useWorkerQuery } from '../../../data/query/useWorkerQuery';
import { useOnline } from '../../../data/syncStatus';
import { LoadState } from '../../../ui/LoadState';
import { AppSearchField } from '../../../ui/SearchField';
import styles from './Compare.module.css';

/** Enough to find a round by eye; the search box finds the rest. */
const LIMIT = 50;

function names(round: UnrankedRound): string {
  return round.players.map((player) => player.character_name).join(', ');
}

/** The rounds this one can be compared with, from the data worker, so it works offline too. */
export function CandidatePicker({ round, onChoose }: { round: UnrankedRound; onChoose(round: UnrankedRound): void }): ReactElement {
  const [search, setSearch] = useState('');
  const online = useOnline();
  const query = { excludeId: round.id, format: round.format, search, limit: LIMIT };
  // Until the device holds its copy (a first visit's), the candidates are on their way.
  const candidates = notYet(
    useWorkerQuery(queryKeys.compareCandidates(query), (worker) => worker.compareCandidates(query)),
    (page) => !page.synced && online,
  );
  return (
    <>
      <p className={styles.note}>Can only compare rounds submitted by the scroller</p>
      <AppSearchField label="Search Player" value={search} onChange={setSearch} />
      <LoadState query={candidates} what="rounds">
        {(page) => (
          <>
            <ListBox
              className={styles.list}
              aria-label="Rounds to compare"
              items={page.rounds}
              onAction={(key) => {
                const chosen = page.rounds.find((candidate) => candidate.id === key);
                if (chosen) onChoose(chosen);
              }}
              renderEmptyState={() => <div className={styles.empty}>No rounds to compare{search.trim() ? ' match this search' : ''}.</div>}
            >
              {(candidate) => (
                <ListBoxItem
                  id={candidate.id}
                  className={styles.option}
                  textValue={`${formatTime(candidate.round_time)} ${FORMAT_LABELS[candidate.format]} ${names(candidate)}`}
                >
                  <span className={styles.time}>{formatTime(candidate.round_time)}</span>
                  <span>{FORMAT_LABELS[candidate.format]}</span>
                  <span className={styles.date}>{formatLocalDate(candidate.round_date)}</span>
                  <span className={styles.players}>{names(candidate)}</span>
                </ListBoxItem>
              )}
            </ListBox>
            <p className={styles.count} aria-live="polite">
              {page.total > page.rounds.length
                ? `Showing the ${page.rounds.length} fastest of ${page.total} rounds: search to narrow.`
                : `${page.total} ${page.total === 1 ? 'round' : 'rounds'}`}
            </p>
          </>
        )}
      </LoadState>
    </>
  );
}
