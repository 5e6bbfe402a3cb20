import { useEffect } from 'react';

/**
 * Records a User Timing mark once the content beside it is on screen and live: on a prerendered page,
 * once React has hydrated it, which happens after the app's shell (a Suspense boundary's content
 * hydrates in a later pass). Where a measure of the app's start ends.
 */
export function ShownMark({ name }: { name: string }) {
  useEffect(() => {
    performance.mark(name);
  }, [name]);
  return null;
}
