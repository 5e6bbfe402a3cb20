import { useEffect, useState } from 'react';
import { FORMAT_LABELS, FORMATS } from '../domain/constants';
import { formatTime } from '../domain/time';
import type { Round } from '../domain/types';

/** Stands in for the app until the shell lands: proves the API and the build are wired. */
export function Placeholder() {
  const [rounds, setRounds] = useState<Round[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    fetch('/api/v1/rounds/')
      .then((res) => (res.ok ? res.json() : Promise.reject(new Error(res.statusText))))
      .then((body: { data: { data: Round[] } }) => setRounds(body.data.data))
      .catch(() => setFailed(true));
  }, []);

  return (
    <main>
      <h1>BA Times</h1>
      <p>Barbarian Assault round times, leaderboards and replays. The full site is on its way.</p>
      {failed && <p role="alert">The server could not be reached.</p>}
      {!failed && !rounds && <p>Loading rounds...</p>}
      {rounds && (
        <ul aria-label="World records">
          {FORMATS.map((format) => {
            const ofFormat = rounds.filter((r) => r.format === format);
            const best = ofFormat.reduce<number | null>((min, r) => (min === null || r.round_time < min ? r.round_time : min), null);
            return (
              <li key={format}>
                {FORMAT_LABELS[format]}: {ofFormat.length} {ofFormat.length === 1 ? 'round' : 'rounds'}, fastest {formatTime(best)}
              </li>
            );
          })}
        </ul>
      )}
    </main>
  );
}
