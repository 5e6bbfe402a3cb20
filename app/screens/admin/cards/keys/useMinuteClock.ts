import { useEffect, useState } from 'react';

/** The time now, moving on once a minute: enough to mark keys as they expire while the panel is open. */
export function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}
