import { DEFAULT_PUSH_CHOICES, type PushChoices } from '../../domain/push';
import { RefusedHere } from './action';
import { api } from './api';

/** Whether this browser can get notifications here: 'unsupported' without the Push API, 'blocked' when the user refused them. */
export type PushAvailability = 'available' | 'unsupported' | 'blocked';

export function pushAvailability(): PushAvailability {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return 'unsupported';
  return Notification.permission === 'denied' ? 'blocked' : 'available';
}

const CHOICES_KEY = 'push-choices';

/** The choices this device last sent with its subscription. */
export function storedChoices(): PushChoices {
  const stored = localStorage.getItem(CHOICES_KEY);
  return stored ? { ...DEFAULT_PUSH_CHOICES, ...(JSON.parse(stored) as Partial<PushChoices>) } : DEFAULT_PUSH_CHOICES;
}

/** This device's push subscription, if it has one. */
export async function deviceSubscription(): Promise<PushSubscription | null> {
  if (pushAvailability() === 'unsupported') return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** The VAPID key as the Push API takes it: base64url to bytes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  return Uint8Array.from(atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4)), (c) => c.charCodeAt(0));
}

/**
 * Asks the browser's permission, subscribes this device with the site's key and sends the
 * subscription with `choices` (the same endpoint again updates them). Throws with words for the user.
 */
export async function notifyThisDevice(choices: PushChoices): Promise<void> {
  if ((await Notification.requestPermission()) !== 'granted') throw new RefusedHere('Notifications were not allowed in this browser.');
  const registration = await navigator.serviceWorker.ready;
  let subscription = await registration.pushManager.getSubscription();
  if (!subscription) {
    const key = (await api<{ data: { public_key: string } }>('/push/key/')).data.data.public_key;
    subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(key) }).catch((err: unknown) => {
      throw new RefusedHere(`This browser could not subscribe to notifications (${err instanceof Error ? err.message : String(err)}).`);
    });
  }
  await api('/push/subscriptions/', { method: 'POST', body: { ...subscription.toJSON(), notify: choices } });
  localStorage.setItem(CHOICES_KEY, JSON.stringify(choices));
}

/** Stops notifications on this device: on the server (best effort, as on sign-out offline) and in the browser. */
export async function stopNotifyingThisDevice(): Promise<void> {
  const subscription = await deviceSubscription();
  if (!subscription) return;
  await api('/push/subscriptions/', { method: 'DELETE', body: { endpoint: subscription.endpoint } }).catch(() => undefined);
  await subscription.unsubscribe();
}
