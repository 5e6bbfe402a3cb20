import { useState, type ReactElement } from 'react';
import { Link } from '@tanstack/react-router';
import { FieldError, Form, Input, Label, Text, TextField } from 'react-aria-components';
import { FORMAT_LABELS, type Format } from '../../../domain/constants';
import type { PlanAnswer } from '../../../domain/planQueries';
import type { RoundScope } from '../../../domain/scopeRounds';
import { isPlanTarget, PLAN_TARGET_LIMITS, type SplitPlan } from '../../../domain/splitPlanner';
import { formatSeconds, formatTime, toTenths } from '../../../domain/time';
import { usePlan } from '../../data/waveAnalysis';
import { AppButton } from '../../ui/AppButton';
import { Card } from '../../ui/Card';
import { FiguresTable } from '../../ui/FiguresTable';
import { LoadState } from '../../ui/LoadState';
import text from '../../ui/text.module.css';
import ui from '../../ui/ui.module.css';
import styles from './PlanCard.module.css';
import { formatShare } from '../../../domain/stats';

/** "9:30", "9:30.0" or "9:30.25" (minutes, two-digit seconds, any fraction). */
const CLOCK = /^(\d{1,3}):([0-5]\d(?:\.\d+)?)$/;
/** "570", "570.5" or "570 s": seconds alone. */
const SECONDS = /^(\d{1,5}(?:\.\d+)?)\s*s?$/i;

/**
 * A typed target in seconds, to the tenth: m:ss.s ("9:30", "9:30.0") or seconds ("570"), spaces around
 * it ignored; null when it is neither or falls outside PLAN_TARGET_LIMITS.
 */
export function parseTargetTime(typed: string): number | null {
  const trimmed = typed.trim();
  const clock = CLOCK.exec(trimmed);
  const alone = clock ? null : SECONDS.exec(trimmed);
  const seconds = clock ? Number(clock[1]) * 60 + Number(clock[2]) : alone ? Number(alone[1]) : NaN;
  const tenths = toTenths(seconds);
  return isPlanTarget(tenths) ? tenths : null;
}

const TARGET_ERROR = `Enter a time between ${formatTime(PLAN_TARGET_LIMITS.min)} and ${formatTime(PLAN_TARGET_LIMITS.max)}, as m:ss.s`;


const COLUMNS = [
  { title: 'Wave' },
  { title: 'Split' },
  { title: 'Best', className: styles.wideOnly },
  { title: 'Typical', className: styles.wideOnly },
  { title: 'Reached' },
  { title: 'Pace' },
];

/** Each wave's planned split beside its best and typical ones, how often it was reached, and the pace. */
function PlanTable({ plan }: { plan: SplitPlan }): ReactElement {
  return (
    <div className={styles.tableFrame}>
      <FiguresTable caption={`Splits for ${formatTime(plan.target)}`} columns={COLUMNS} className={styles.table}>
        {plan.waves.map((wave) => (
          <tr key={wave.wave_number}>
            <th scope="row">{wave.wave_number}</th>
            <td className={`${styles.figure} ${styles.split}`}>{formatSeconds(wave.split)}</td>
            <td className={`${styles.figure} ${styles.wideOnly}`}>{formatSeconds(wave.best)}</td>
            <td className={`${styles.figure} ${styles.wideOnly}`}>{formatSeconds(wave.typical)}</td>
            <td>
              <span className={styles.figure}>{formatShare(wave.reachedShare)}</span> of rounds
            </td>
            <td className={styles.figure}>{formatTime(wave.pace)}</td>
          </tr>
        ))}
      </FiguresTable>
    </div>
  );
}

/** The address of this plan, to share: /plan with the format, whose splits and the target. */
function ShareLink({ format, of, target }: { format: Format; of: RoundScope; target: number }): ReactElement {
  const whose = 'team' in of ? { team: of.team } : { player: of.player };
  return (
    <Link to="/plan" search={{ format, ...whose, target }} className={styles.share}>
      Share this plan
    </Link>
  );
}

interface PlanCardProps {
  format: Format;
  /** Whose rounds the plan reads: a team (by its key) or a player (in a role, or every role). */
  of: RoundScope;
  /** Whose rounds, as the empty line names them: "Alice", "this team". */
  whose: string;
  /** A target (seconds) applied from the start: the /plan address's. */
  initialTarget?: number;
  /** Told each target the visitor applies, in seconds: the /plan screen writes it to its address. */
  onTargetChange?(seconds: number): void;
}

const validTarget = (target: number | undefined): number | null => (target !== undefined && isPlanTarget(target) ? toTenths(target) : null);

/**
 * The split planner: a target time typed in (or the typical one taken), and the split each wave must
 * take to finish at it, from the team's or the player's own rounds with all ten splits.
 */
export function PlanCard({ format, of, whose, initialTarget, onTargetChange }: PlanCardProps): ReactElement {
  const [target, setTarget] = useState<number | null>(() => validTarget(initialTarget));
  const [typed, setTyped] = useState(() => (target === null ? '' : formatTime(target)));
  const [invalid, setInvalid] = useState(false);
  // A new target from outside (the address, going back or forward) takes the card's place.
  const [seenInitial, setSeenInitial] = useState(initialTarget);
  if (initialTarget !== seenInitial) {
    setSeenInitial(initialTarget);
    const next = validTarget(initialTarget);
    if (next !== target) {
      setTarget(next);
      setTyped(next === null ? '' : formatTime(next));
      setInvalid(false);
    }
  }
  const answer = usePlan({ format, of, target });

  const apply = (seconds: number): void => {
    setTarget(seconds);
    setTyped(formatTime(seconds));
    setInvalid(false);
    onTargetChange?.(seconds);
  };
  const submit = (): void => {
    const parsed = parseTargetTime(typed);
    if (parsed === null) setInvalid(true);
    else apply(parsed);
  };

  const body = (found: PlanAnswer): ReactElement => {
    const typical = found.typicalTotal !== null && isPlanTarget(found.typicalTotal) ? found.typicalTotal : null;
    const plan = found.plan;
    // The plan answered for the target asked: an older answer stays shown while a new one is on its way.
    const unreachable = plan === null && target !== null && answer.status === 'ready';
    return (
      <>
        <ul className={styles.totals}>
          <li>
            Best possible from your best splits: <strong className={styles.figure}>{formatTime(found.bestTotal)}</strong>
          </li>
          <li>
            Typical: <strong className={styles.figure}>{formatTime(found.typicalTotal)}</strong>
          </li>
          <li className={text.muted}>
            From {found.rounds} {found.rounds === 1 ? 'round' : 'rounds'}
          </li>
        </ul>
        <Form
          className={styles.form}
          validationBehavior="aria"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <TextField
            className={`${ui.field} ${styles.field}`}
            value={typed}
            onChange={(value) => {
              setTyped(value);
              setInvalid(false);
            }}
            isInvalid={invalid}
            validationBehavior="aria"
          >
            <Label className={ui.label}>Target time</Label>
            <Input
              className={`${ui.control} ${styles.input}`}
              placeholder={typical === null ? 'm:ss.s' : formatTime(typical)}
              autoComplete="off"
              spellCheck={false}
            />
            <Text slot="description" className={styles.hint}>
              m:ss.s or seconds, e.g. 9:30.0 or 570
            </Text>
            <FieldError className={styles.fieldError}>
              {/* Announced when it appears: the refusal comes while focus is on the field or the button. */}
              <span role="alert">{TARGET_ERROR}</span>
            </FieldError>
          </TextField>
          <div className={styles.actions}>
            <AppButton type="submit" variant="primary">
              Plan
            </AppButton>
            {target === null && typical !== null && <AppButton onPress={() => apply(typical)}>Use my typical time</AppButton>}
          </div>
        </Form>
        {plan && (
          <>
            <PlanTable plan={plan} />
            <p className={`${text.muted} ${styles.overhead}`}>Includes {plan.overhead.toFixed(1)} s between waves.</p>
            <p className={styles.shareLine}>
              <ShareLink format={format} of={of} target={plan.target} />
            </p>
          </>
        )}
        {unreachable && <p role="status">No plan reaches {formatTime(target)}: the time between waves alone is longer.</p>}
      </>
    );
  };

  return (
    <Card title="Split planner">
      <p className={`${text.muted} ${styles.intro}`}>
        The split each wave must take for a {FORMAT_LABELS[format]} round to finish at a target time, from the rounds the scroller submitted with all ten splits.
      </p>
      <LoadState
        query={answer}
        what="split plan"
        inset
        empty={{ text: `No ${FORMAT_LABELS[format]} round of ${whose} has all ten splits from the scroller yet.`, when: (found) => found.rounds === 0 }}
      >
        {body}
      </LoadState>
    </Card>
  );
}
