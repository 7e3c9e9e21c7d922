import { startTransition, useEffect, useState } from 'react';

/**
 * Items (match cards, standings rows) added to the page per frame. React slices its render, but
 * not the commit nor the browser's style, layout and paint of what a frame added: on a mid-range
 * phone 64 match cards in one frame already make a task over 50 ms, this many stay well below.
 */
const ITEMS_PER_FRAME = 16;

/**
 * How many of `total` items, in reading order, are on the page: ITEMS_PER_FRAME at first, then
 * ITEMS_PER_FRAME more each frame (in a background render) until all are there. A short list is
 * drawn at once.
 */
export function useDrawnProgressively(total: number): number {
  const [drawn, setDrawn] = useState(ITEMS_PER_FRAME);
  useEffect(() => {
    if (drawn >= total) return;
    const frame = requestAnimationFrame(() => startTransition(() => setDrawn((count) => count + ITEMS_PER_FRAME)));
    return () => cancelAnimationFrame(frame);
  }, [drawn, total]);
  return drawn;
}
