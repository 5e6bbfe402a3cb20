import { DATA_CHANNEL, type DataMoved } from '../../../domain/dataChannel';
import { dataWorker } from '../dataWorker';

const versionListeners = new Set<() => void>();
let knownVersion: number | undefined;
let versionChannel: BroadcastChannel | null = null;

function versionMoved(version: number): void {
  if (knownVersion !== undefined && version <= knownVersion) return;
  knownVersion = version;
  for (const listener of versionListeners) listener();
}

/**
 * Calls `listener` once the local data version is known and again whenever any tab's sync moves it;
 * returns the unsubscribe. A move alone renders nothing: only an answer that changed does.
 */
export function onDataVersion(listener: () => void): () => void {
  versionListeners.add(listener);
  if (knownVersion !== undefined) listener();
  if (!versionChannel) {
    versionChannel = new BroadcastChannel(DATA_CHANNEL);
    versionChannel.onmessage = (event: MessageEvent<DataMoved>) => versionMoved(event.data.version);
    void dataWorker().dataVersion().then(versionMoved, (err: unknown) => console.error('data worker query failed', err));
  }
  return () => {
    versionListeners.delete(listener);
  };
}
