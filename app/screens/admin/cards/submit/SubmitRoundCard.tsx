import { useState, type ReactElement } from 'react';
import { Form } from 'react-aria-components';
import { WAVE_COUNT } from '../../../../../domain/constants';
import { useAction } from '../../../../data/action';
import { useSession } from '../../../../data/session';
import { offlineReason, useOnline } from '../../../../data/syncStatus';
import { AppButton } from '../../../../ui/AppButton';
import { Card } from '../../../../ui/Card';
import { FormatSelect } from './FormatSelect';
import { NumberInput, TextInput } from './fields';
import { PlayersList } from './PlayersList';
import {
  initialDraft,
  timedWaveCount,
  withFormat,
  withPlayerAdded,
  withPlayerChanged,
  withPlayerRemoved,
  withWaveChanged,
  withWavesCleared,
} from './roundDraft';
import { mainAccountName } from '../../../../../domain/account';
import { toRoundPayload } from './roundPayload';
import { submitRound } from './submitRound';
import { WaveTimesDialog } from './WaveTimesDialog';
import text from '../../../../ui/text.module.css';
import styles from './submit.module.css';

function waveSummary(timed: number): string {
  return timed === 0 ? 'No wave times entered.' : `${timed} of ${WAVE_COUNT} waves timed.`;
}

/**
 * An admin enters a round by hand: format, time, date, team and wave splits (SPEC §2). Nothing is
 * checked here (SPEC §5): the server's refusal names the field, and the form keeps what was typed.
 */
export function SubmitRoundCard(): ReactElement {
  const { user } = useSession();
  const blocked = offlineReason(useOnline(), 'submitting a round');
  const [draft, setDraft] = useState(() => initialDraft());
  const [wavesOpen, setWavesOpen] = useState(false);
  const { busy: submitting, run } = useAction();

  const submit = async (): Promise<void> => {
    if (blocked || submitting) return;
    const stored = await run(() => submitRound(toRoundPayload(draft, mainAccountName(user))));
    if (stored.ok) setDraft(initialDraft());
  };

  return (
    <Card title="Submit Round">
      <Form
        className={styles.form}
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {/* Screen readers hear 'required' on each such field instead. */}
        <p className={`${text.muted} ${styles.hint}`} aria-hidden="true">
          Fields marked * are required.
        </p>
        <div className={styles.details}>
          <FormatSelect value={draft.format} onChange={(format) => setDraft((held) => withFormat(held, format))} />
          <NumberInput
            label="Round Time (seconds)"
            value={draft.round_time}
            onChange={(round_time) => setDraft((held) => ({ ...held, round_time }))}
            isRequired
          />
          <TextInput
            label="Created At"
            type="datetime-local"
            value={draft.created_at}
            onChange={(created_at) => setDraft((held) => ({ ...held, created_at }))}
          />
        </div>
        <PlayersList
          players={draft.players}
          onChange={(key, patch) => setDraft((held) => withPlayerChanged(held, key, patch))}
          onRemove={(key) => setDraft((held) => withPlayerRemoved(held, key))}
          onAdd={() => setDraft(withPlayerAdded)}
        />
        <section className={styles.section} aria-labelledby="submit-waves-title">
          <h3 id="submit-waves-title" className={styles.sectionTitle}>
            Wave Times
          </h3>
          <div className={styles.row}>
            <AppButton onPress={() => setWavesOpen(true)}>Edit Wave Times</AppButton>
            <span className={`${text.muted} ${styles.hint}`}>{waveSummary(timedWaveCount(draft.waves))}</span>
          </div>
        </section>
        <div className={styles.submitRow}>
          <AppButton type="submit" variant="primary" isDisabled={blocked !== null || submitting}>
            Submit Round
          </AppButton>
          {blocked && <p className={styles.reason}>{blocked}</p>}
        </div>
      </Form>
      <WaveTimesDialog
        isOpen={wavesOpen}
        onOpenChange={setWavesOpen}
        waves={draft.waves}
        onChange={(waveNumber, patch) => setDraft((held) => withWaveChanged(held, waveNumber, patch))}
        onClear={() => setDraft(withWavesCleared)}
      />
    </Card>
  );
}
