import type { ReactElement } from 'react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { FORMAT_LABELS, type Format } from '../../domain/constants';
import { useBenchmarks } from '../data/benchmarks';
import { useRecordsPage } from '../data/players';
import { Card } from '../ui/Card';
import { Page } from '../ui/Page';
import { RecordHistory } from '../components/records/RecordHistory';
import { RecordProgression } from '../components/records/RecordProgression';
import { RoleRecords } from '../components/records/RoleRecords';
import { WaveRecords } from '../components/records/WaveRecords';
import { FormatToggles } from '../components/players/FormatToggles';
import type { RecordEntry } from '../../domain/player/types';
import text from '../ui/text.module.css';

/** The record standing now: the last that beat the one before it. */
const standingRecord = (history: readonly RecordEntry[]): number | null => history.findLast((entry) => !entry.tie)?.time ?? null;

/** Records: each format's world records over time, and the fastest personal best in each role today. */
export function Records(): ReactElement {
  const search = useSearch({ from: '/records' });
  const navigate = useNavigate({ from: '/records' });
  const answer = useRecordsPage();
  const benchmarks = useBenchmarks();
  const formats = answer?.formats ?? [];
  const shown = formats.find((f) => f.format === search.format) ?? formats[0];
  const setFormat = (format: Format) => void navigate({ search: { format }, replace: true, resetScroll: false });
  return (
    <Page title="Records" titleId="records-title" stack>
      {!answer || (!shown && !answer.synced) ? (
        <p role="status" className={text.muted}>
          Loading records…
        </p>
      ) : !shown ? (
        <p className={text.muted}>No rounds recorded yet.</p>
      ) : (
        <>
          <FormatToggles formats={formats} shown={shown.format} onChange={setFormat} />
          <Card title={`${FORMAT_LABELS[shown.format]} world record progression`}>
            <RecordProgression key={shown.format} format={shown.format} history={shown.history} />
            <RecordHistory caption={`Every ${FORMAT_LABELS[shown.format]} world record, newest first`} format={shown.format} history={shown.history} />
          </Card>
          <Card title={`${FORMAT_LABELS[shown.format]} wave records`}>
            {benchmarks ? (
              <WaveRecords records={benchmarks.waveRecords[shown.format]} worldRecord={standingRecord(shown.history)} />
            ) : (
              <p role="status" className={text.muted}>
                Loading wave records…
              </p>
            )}
          </Card>
          <Card title={`${FORMAT_LABELS[shown.format]} fastest personal bests by role`}>
            <RoleRecords caption={`The fastest ${FORMAT_LABELS[shown.format]} personal best in each role today`} roles={shown.roles} />
          </Card>
        </>
      )}
    </Page>
  );
}
