import { useLayoutEffect, useState, type RefObject } from 'react';
import { TILE_SIZE_PX } from '../../domain/constants';
import { fitTileSize } from './geometry';

/** The tile size that fits the element's width, following it as the window or phone turns. */
export function useFittedTileSize(ref: RefObject<HTMLElement | null>): number {
  const [tileSize, setTileSize] = useState(TILE_SIZE_PX);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setTileSize(fitTileSize(element.clientWidth, window.devicePixelRatio || 1));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return tileSize;
}
