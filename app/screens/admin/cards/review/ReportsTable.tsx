import type { ReactElement } from 'react';
import type { ReviewReport, ReviewRound } from '../../../../../domain/review';
import { formatLocalDate, formatTime } from '../../../../../domain/time';
import { AppButton } from '../../../../ui/AppButton';
import { FiguresTable } from '../../../../ui/FiguresTable';
import { filledSummary, KEY_TYPE_LABELS } from './reviewView';
import text from '../../../../ui/text.module.css';
import styles from './review.module.css';

const NONE_SHOWN = '—';

// A phone shows Received, Time and Shown: the other columns read under the first two.
const COLUMNS = [
  { title: 'Received' },
  { title: 'Submitted by', className: styles.wideOnly },
  { title: 'Scroller', className: styles.wideOnly },
  { title: 'Time' },
  { title: 'Waves', className: styles.wideOnly },
  { title: 'Identified', className: styles.wideOnly },
  { title: 'Key', className: styles.wideOnly },
  { title: 'Shown' },
];

export interface ReportActions {
  /** Why changes cannot be made now (offline), and the id of the note saying so. */
  blocked: string | null;
  blockedId: string;
  /** An action on this round is on its way. */
  busy: boolean;
  onShow(report: ReviewReport): void;
  onDrop(report: ReviewReport): void;
}

/** The round's reports, in the order they arrived, each showable and droppable. */
export function ReportsTable({ round, ...actions }: { round: ReviewRound } & ReportActions): ReactElement {
  return (
    <FiguresTable label={`Reports of round #${round.id}`} columns={COLUMNS} className={styles.reports}>
      {round.reports.map((report) => (
        <ReportRow key={report.id} round={round} report={report} {...actions} />
      ))}
    </FiguresTable>
  );
}

/** Whose UUID key the report carried; a Discord name may be long and unbroken, so it alone breaks anywhere. */
function Identified({ report }: { report: ReviewReport }): ReactElement {
  if (!report.identified_as) return <>Unidentified</>;
  return (
    <>
      Identified: <span className={styles.name}>{report.identified_as.discord_username}</span>
    </>
  );
}

function ReportRow({ round, report, ...actions }: { round: ReviewRound; report: ReviewReport } & ReportActions): ReactElement {
  const scroller = report.scroller ? 'Scroller' : 'Not the scroller';
  const filled = filledSummary(report);
  return (
    <tr data-dropped={report.dropped || undefined} data-shown={report.shown || undefined}>
      <th scope="row" className={styles.received}>
        {formatLocalDate(report.received_at)}
        <span className={styles.phoneOnly}>
          {report.submitted_by ?? NONE_SHOWN} · {KEY_TYPE_LABELS[report.key_type]} key
        </span>
        <span className={styles.phoneOnly}>
          <Identified report={report} />
        </span>
        {filled && <span className={styles.filled}>Fills in {filled}</span>}
      </th>
      <td className={`${styles.name} ${styles.wideOnly}`}>{report.submitted_by ?? NONE_SHOWN}</td>
      <td className={styles.wideOnly}>{report.scroller ? 'Yes' : 'No'}</td>
      <td className={styles.time}>
        <span className={styles.reportTime}>{formatTime(report.round_time)}</span>
        <span className={styles.phoneOnly}>
          {report.waves} {report.waves === 1 ? 'wave' : 'waves'}
        </span>
        <span className={styles.phoneOnly}>{scroller}</span>
      </td>
      <td className={styles.wideOnly}>{report.waves}</td>
      <td className={styles.wideOnly}>
        <Identified report={report} />
      </td>
      <td className={styles.wideOnly}>{KEY_TYPE_LABELS[report.key_type]}</td>
      <td>
        <ReportActionsCell round={round} report={report} {...actions} />
      </td>
    </tr>
  );
}

/** Shown, or the button to show it; Drop for any report still kept. */
function ReportActionsCell({ round, report, blocked, blockedId, busy, onShow, onDrop }: { round: ReviewRound; report: ReviewReport } & ReportActions): ReactElement {
  if (report.dropped) return <span className={text.muted}>Dropped</span>;
  const which = (
    <span className="visually-hidden">
      {' '}
      (report #{report.id} of round #{round.id})
    </span>
  );
  const disabled = busy || blocked !== null;
  const describedBy = blocked ? blockedId : undefined;
  return (
    <div className={styles.reportActions}>
      {report.shown ? (
        <span className={styles.shown}>
          <span aria-hidden="true">✓</span> Shown
        </span>
      ) : (
        <AppButton size="small" isDisabled={disabled} aria-describedby={describedBy} onPress={() => onShow(report)}>
          Show this one{which}
        </AppButton>
      )}
      <AppButton size="small" isDisabled={disabled} aria-describedby={describedBy} onPress={() => onDrop(report)}>
        Drop{which}
      </AppButton>
    </div>
  );
}
