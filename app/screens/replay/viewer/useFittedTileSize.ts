import { useEffect, useState, type RefObject } from 'react';
import { fitTileSize } from './geometry';

/**
 * The tile size that fits the element's width, following it as the window or phone turns; null until
 * the first layout. It is read from the resize observer, which the browser calls with the layout it
 * made anyway: reading the width as the viewer mounts forced a layout of the whole page inside
 * React's commit, the largest part of that long task on a phone.
 */
export function useFittedTileSize(ref: RefObject<HTMLElement | null>): number | null {
  const [tileSize, setTileSize] = useState<number | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setTileSize(fitTileSize(entry!.contentRect.width, window.devicePixelRatio || 1)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return tileSize;
}
