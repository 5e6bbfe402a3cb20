import type { ReactElement } from 'react';
import { Link, useSearch } from '@tanstack/react-router';
import { FORMAT_LABELS } from '../../../domain/constants';
import { useRecordsToCompare } from '../../data/recordsToCompare';
import { useRecordsPage } from '../../data/players';
import { Card } from '../../ui/Card';
import { LoadState } from '../../ui/LoadState';
import { Page } from '../../ui/Page';
import { RecordHistory } from './parts/RecordHistory';
import { RecordProgression } from './parts/RecordProgression';
import { RoleTopTens } from './parts/RoleTopTens';
import { WaveRecords } from './parts/WaveRecords';
import { WaveTopTen } from './parts/WaveTopTen';
import { EVERY_FORMAT, FormatToggles } from '../../components/playerLinks/FormatToggles';
import type { RecordEntry } from '../../../domain/player/types';

/** The record standing now, the last that beat the one before it, as the sum of best is set against it. */
function worldRecordOf(history: readonly RecordEntry[]): { label: string; time: number } | null {
  const standing = history.findLast((entry) => !entry.tie);
  return standing ? { label: 'World record', time: standing.time } : null;
}

/** Records: each format's world records over time, its wave records, and each role's fastest players today. */
export function Records(): ReactElement {
  const search = useSearch({ from: '/records' });
  const page = useRecordsPage();
  const recordsToCompare = useRecordsToCompare();
  // Every format while the records come, and in the page prerendered before them: one can be chosen already.
  const choices = page.data?.formats ?? (page.status === 'error' ? [] : EVERY_FORMAT);
  const chosen = choices.find((f) => f.format === search.format) ?? choices[0];
  return (
    <Page title="Records" titleId="records-title" stack>
      {chosen && <FormatToggles formats={choices} shown={chosen.format} />}
      {chosen && (
        <p>
          <Link to="/teams" search={{ format: chosen.format }}>
            Teams: every {FORMAT_LABELS[chosen.format]} team by its best time
          </Link>
        </p>
      )}
      <LoadState query={page} what="records" empty={{ text: 'No rounds recorded yet.', when: (answer) => answer.formats.length === 0 }}>
        {({ formats }) => {
          const shown = formats.find((f) => f.format === search.format) ?? formats[0]!;
          return (
            <>
              <Card title={`${FORMAT_LABELS[shown.format]} world record progression`}>
                <RecordProgression key={shown.format} format={shown.format} history={shown.history} />
                <RecordHistory caption={`Every ${FORMAT_LABELS[shown.format]} world record, newest first`} format={shown.format} history={shown.history} />
              </Card>
              <Card title={`${FORMAT_LABELS[shown.format]} wave records`}>
                <LoadState query={recordsToCompare} what="wave records">
                  {(loaded) => <WaveRecords records={loaded.waveRecords[shown.format]} against={worldRecordOf(shown.history)} />}
                </LoadState>
                <WaveTopTen key={shown.format} format={shown.format} tops={shown.waveTops} />
              </Card>
              <Card title={`${FORMAT_LABELS[shown.format]} fastest players by role`}>
                <RoleTopTens format={shown.format} roles={shown.roles} />
              </Card>
            </>
          );
        }}
      </LoadState>
    </Page>
  );
}
