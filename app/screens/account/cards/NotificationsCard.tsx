import { useEffect, useState, type ReactElement } from 'react';
import type { PushChoices } from '../../../../domain/push';
import { runAction, useAction } from '../../../data/action';
import { deviceSubscription, notifyThisDevice, pushAvailability, stopNotifyingThisDevice, storedChoices } from '../../../data/push';
import { AppButton } from '../../../ui/AppButton';
import { Card } from '../../../ui/Card';
import { AppSwitch } from '../../../ui/Switch';
import styles from './account.module.css';

const SWITCHES: readonly { key: keyof PushChoices; label: string }[] = [
  { key: 'pbs', label: "Followed players' new PBs" },
  { key: 'records', label: 'World records' },
  { key: 'live', label: "Followed players' live rounds" },
];

/** Web Push on this device: turned on with the browser's permission, with switches for what to be told. */
export function NotificationsCard(): ReactElement {
  const availability = pushAvailability();
  const [subscribed, setSubscribed] = useState<boolean | null>(null);
  const [choices, setChoices] = useState(storedChoices);
  const { busy, run } = useAction();
  useEffect(() => {
    void deviceSubscription().then((held) => setSubscribed(held !== null), () => setSubscribed(false));
  }, []);

  const notify = async (chosen: PushChoices) => {
    const done = await run(() => runAction(() => notifyThisDevice(chosen)));
    if (done.ok) {
      setChoices(chosen);
      setSubscribed(true);
    }
  };
  const stop = async () => {
    const done = await run(() => runAction(stopNotifyingThisDevice));
    if (done.ok) setSubscribed(false);
  };

  return (
    <Card title="Notifications">
      {availability === 'unsupported' && <p role="status">Notifications are not available in this browser.</p>}
      {availability === 'blocked' && <p role="status">Notifications are blocked for this site in your browser&apos;s settings.</p>}
      {availability === 'available' && subscribed === false && (
        <AppButton variant="primary" isDisabled={busy} onPress={() => void notify(choices)}>
          Notify me on this device
        </AppButton>
      )}
      {availability === 'available' && subscribed && (
        <>
          <div className={styles.switches}>
            {SWITCHES.map(({ key, label }) => (
              <AppSwitch key={key} label={label} isSelected={choices[key]} isDisabled={busy} onChange={(on) => void notify({ ...choices, [key]: on })} />
            ))}
          </div>
          <AppButton isDisabled={busy} onPress={() => void stop()}>
            Stop notifications on this device
          </AppButton>
        </>
      )}
      <p className={styles.text}>
        Each device is turned on by itself, with the browser&apos;s permission: this phone, that computer. Signing out stops notifications on the device.
      </p>
    </Card>
  );
}
