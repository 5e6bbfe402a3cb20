import type { ReactElement } from 'react';
import { Link } from '@tanstack/react-router';
import { FORMAT_LABELS } from '../../../../../domain/constants';
import type { ReviewRound } from '../../../../../domain/review';
import { formatLocalDate, formatTime } from '../../../../../domain/time';
import { AppButton } from '../../../../ui/AppButton';
import { Chip } from '../../../../ui/Chip';
import { PlayerLink } from '../../../../components/playerLinks/PlayerLink';
import { ReportsTable, type ReportActions } from './ReportsTable';
import { placeBadge, STATUS_LABELS, STATUS_MARKS, type RecordHistories } from './reviewView';
import styles from './review.module.css';

export interface ReviewRoundProps extends ReportActions {
  round: ReviewRound;
  histories: RecordHistories;
  onApprove(): void;
  onReject(): void;
  /** Hands the choice of the shown report back to the rule. */
  onRuleChoice(): void;
}

/** One round to review: what it is, who played it, its reports, and for a held one, the verdict. */
export function ReviewRoundItem({ round, histories, onApprove, onReject, onRuleChoice, ...actions }: ReviewRoundProps): ReactElement {
  const place = placeBadge(round, histories);
  const held = round.status === 'held';
  const disabled = actions.busy || actions.blocked !== null;
  const describedBy = actions.blocked ? actions.blockedId : undefined;
  return (
    <li className={styles.round} data-status={round.status}>
      <div className={styles.head}>
        <h4 className={styles.roundTitle}>
          <Link to="/details/$id" params={{ id: String(round.id) }}>
            Round #{round.id}
          </Link>
        </h4>
        <span className={styles.figures}>
          {FORMAT_LABELS[round.format]} · {formatTime(round.round_time)}
        </span>
        <span className={styles.badges}>
          <span className={styles.badge} data-status={round.status}>
            <span aria-hidden="true">{STATUS_MARKS[round.status]}</span>
            {STATUS_LABELS[round.status]}
          </span>
          {place && <Chip tone={place.tone}>{place.label}</Chip>}
        </span>
        {held && (
          <span className={styles.verdict}>
            <AppButton variant="primary" size="small" isDisabled={disabled} aria-describedby={describedBy} onPress={onApprove}>
              Approve<span className="visually-hidden"> round #{round.id}</span>
            </AppButton>
            <AppButton variant="danger" size="small" isDisabled={disabled} aria-describedby={describedBy} onPress={onReject}>
              Reject<span className="visually-hidden"> round #{round.id}</span>
            </AppButton>
          </span>
        )}
      </div>
      <p className={styles.team}>
        <span className={styles.label}>Team:</span>{' '}
        {round.players.map((player, i) => (
          <span key={player.character_name}>
            {i > 0 && ', '}
            <PlayerLink name={player.character_name} />
          </span>
        ))}
      </p>
      <p className={styles.facts}>
        <span>Received {formatLocalDate(round.received_at)}</span>
        {round.real_time !== null && <span>Real time {formatTime(round.real_time)}</span>}
        {round.status === 'rejected' && round.review_reason && <span>Rejected: {round.review_reason}</span>}
        {round.chosen_report_id !== null && <span>Shows report #{round.chosen_report_id}, chosen by an admin</span>}
      </p>
      {round.chosen_report_id !== null && (
        <p className={styles.facts}>
          <AppButton size="small" isDisabled={disabled} aria-describedby={describedBy} onPress={onRuleChoice}>
            Back to the rule&rsquo;s choice<span className="visually-hidden"> for round #{round.id}</span>
          </AppButton>
        </p>
      )}
      <ReportsTable round={round} {...actions} />
    </li>
  );
}
