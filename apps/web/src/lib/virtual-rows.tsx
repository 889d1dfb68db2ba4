import { useWindowVirtualizer, type VirtualItem, type Virtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * Row sizes measured on a visit, by history entry: coming back to a list (Back from a
 * profile) lays it out exactly as it was, so the restored scroll position lands on the same
 * row.
 */
const sizesByVisit = new Map<string, Map<VirtualItem['key'], number>>();
/** The window's scroll position on that visit, put back once the rows are laid out again. */
const scrollByVisit = new Map<string, number>();

/** Keeps a visit's measured row sizes (added to, never replaced) and its window offset. */
function rememberVisit(visitKey: string, instance: Virtualizer<Window, Element>) {
  const sizes = sizesByVisit.get(visitKey) ?? new Map<VirtualItem['key'], number>();
  for (const [key, size] of instance.itemSizeCache) sizes.set(key, size);
  sizesByVisit.set(visitKey, sizes);
  // The virtualiser's own view of the window offset: it stops following the window once the
  // list is gone, so the next page's scroll-to-top is never saved as this visit's position.
  if (instance.scrollOffset !== null) scrollByVisit.set(visitKey, instance.scrollOffset);
}

/**
 * Draws only the rows near the screen (window scrolling), so a list of thousands stays as
 * light as one of twenty. `knownHeights` are the heights the plain list measured before it
 * handed over, so the switch does not move anything on screen.
 */
export function VirtualRows<Item>({
  visitKey,
  label,
  items,
  itemKey,
  renderItem,
  estimateSize,
  knownHeights,
  hasNextPage,
  onNearEnd,
}: {
  visitKey: string;
  label: string;
  items: Item[];
  itemKey: (item: Item) => string | number;
  renderItem: (item: Item, index: number) => ReactNode;
  estimateSize: number;
  knownHeights: readonly number[];
  hasNextPage: boolean;
  onNearEnd: () => void;
}) {
  const listRef = useRef<HTMLUListElement>(null);
  const [scrollMargin, setScrollMargin] = useState(() => listRef.current?.offsetTop ?? 0);
  useLayoutEffect(() => {
    setScrollMargin(listRef.current?.offsetTop ?? 0);
  });

  const remember = (instance: Virtualizer<Window, Element>) => rememberVisit(visitKey, instance);
  // Read before the virtualiser starts: it reports the window's offset as soon as it mounts.
  const [restoreTo] = useState(() => scrollByVisit.get(visitKey));
  // The plain rows' heights join this visit's sizes, so a later visit knows them too.
  useState(() => {
    const sizes = sizesByVisit.get(visitKey) ?? new Map<VirtualItem['key'], number>();
    knownHeights.forEach((height, index) => {
      const item = items[index];
      if (item !== undefined && !sizes.has(itemKey(item))) sizes.set(itemKey(item), height);
    });
    sizesByVisit.set(visitKey, sizes);
  });
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: (index) => sizesByVisit.get(visitKey)?.get(itemKey(items[index]!)) ?? estimateSize,
    overscan: 6,
    scrollMargin,
    getItemKey: (index) => itemKey(items[index]!),
    onChange: (instance) => {
      if (!instance.isScrolling) remember(instance);
    },
  });
  // Leaving mid-scroll (a tap right after a fling) still keeps the latest sizes and offset.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the list goes
  useEffect(() => () => remember(virtualizer), []);

  // Coming back (the same history entry): the rows are laid out as they were, then the window
  // returns to where it was, after the first measurements settle.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the list appears
  useLayoutEffect(() => {
    if (restoreTo === undefined) return;
    window.scrollTo(0, restoreTo);
    const frame = requestAnimationFrame(() => window.scrollTo(0, restoreTo));
    return () => cancelAnimationFrame(frame);
  }, []);
  const rows = virtualizer.getVirtualItems();
  const lastRow = rows.at(-1);

  useEffect(() => {
    if (lastRow && lastRow.index >= items.length - 5) onNearEnd();
  }, [lastRow, items.length, onNearEnd]);

  return (
    <ul
      ref={listRef}
      className="infinite-list"
      aria-label={label}
      style={{ height: virtualizer.getTotalSize(), position: 'relative' }}
    >
      {rows.map((row) => (
        <li
          key={row.key}
          data-index={row.index}
          ref={virtualizer.measureElement}
          aria-setsize={hasNextPage ? -1 : items.length}
          aria-posinset={row.index + 1}
          className="infinite-list-row virtual"
          style={{ transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` }}
        >
          {renderItem(items[row.index]!, row.index)}
        </li>
      ))}
    </ul>
  );
}
