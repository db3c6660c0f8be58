import { useLayoutEffect, useRef, useState } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';

/** Within this many pixels of the end the reader counts as "at the bottom" and follows new items. */
const FOLLOW_SLACK = 48;

/**
 * A virtualised list that follows new items while the reader is at the bottom and, once they scrolled up,
 * keeps the item they look at in place (older ones may leave the list at the top) and says there is
 * something new (`unseen`) until they come back down (`jumpDown`). `follow()` makes the next items be
 * followed again (after the reader sent one of their own).
 */
export function useFollowingList<T>(items: readonly T[], keyOf: (item: T) => string, estimateSize: number) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const [unseen, setUnseen] = useState(false);
  const anchor = useRef<{ id: string; delta: number } | null>(null);

  // The virtualizer is read fresh on every render (the calling component is not memoised by the compiler).
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimateSize,
    overscan: 8,
    getItemKey: (i) => keyOf(items[i]!),
  });

  const onScroll = () => {
    const el = scrollRef.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < FOLLOW_SLACK;
    if (atBottom.current) setUnseen(false);
    const first = virtualizer.getVirtualItems().find((v) => v.end > el.scrollTop);
    anchor.current = first ? { id: String(first.key), delta: first.start - el.scrollTop } : null;
  };

  // New items: follow them at the bottom; otherwise keep the one the reader looks at in place and say so.
  useLayoutEffect(() => {
    if (items.length === 0) return;
    if (atBottom.current) {
      virtualizer.scrollToIndex(items.length - 1, { align: 'end' });
      return;
    }
    setUnseen(true);
    const a = anchor.current;
    const el = scrollRef.current;
    if (!a || !el) return;
    const i = items.findIndex((item) => keyOf(item) === a.id);
    if (i < 0) return;
    const offset = virtualizer.getOffsetForIndex(i, 'start')?.[0];
    if (offset !== undefined) el.scrollTop = offset - a.delta;
  }, [items, virtualizer, keyOf]);

  const jumpDown = () => {
    atBottom.current = true;
    setUnseen(false);
    virtualizer.scrollToIndex(items.length - 1, { align: 'end' });
  };
  const follow = () => {
    atBottom.current = true;
  };

  return { scrollRef, virtualizer, onScroll, unseen, jumpDown, follow };
}
