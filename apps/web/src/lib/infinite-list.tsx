import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryKey,
  type UseInfiniteQueryResult,
} from '@tanstack/react-query';
import { useWindowVirtualizer, type VirtualItem } from '@tanstack/react-virtual';
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ErrorNotice } from './error-notice.tsx';

/** One page of a keyset-paginated list, as every `find` call answers. */
export interface CursorPage<Item> {
  items: Item[];
  next_cursor: string | null;
}

/** Query options for a list read a page at a time, each page asking from the last cursor. */
export function cursorPagesQuery<Item>(
  queryKey: QueryKey,
  fetchPage: (cursor: string | undefined, signal: AbortSignal) => Promise<CursorPage<Item>>,
  staleTime = 60_000,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: CursorPage<Item>) => last.next_cursor ?? undefined,
    staleTime,
  });
}

/**
 * Row sizes measured on a visit, by history entry: coming back to a list (Back from a
 * profile) lays it out exactly as it was, so the restored scroll position lands on the same
 * row.
 */
const measurementsByVisit = new Map<string, VirtualItem[]>();

/** Pull distance that triggers a refresh, in CSS pixels. */
const PULL_THRESHOLD = 64;

export interface InfiniteListProps<Item> {
  /** Names this list within its page (a page may show two). */
  id: string;
  label: string;
  query: UseInfiniteQueryResult<InfiniteData<CursorPage<Item>>>;
  itemKey: (item: Item) => string | number;
  renderItem: (item: Item, index: number) => ReactNode;
  /** A row's usual height; rows are measured once drawn. */
  estimateSize: number;
  emptyMessage: ReactNode;
  /** How many skeleton rows stand in while the first page loads. */
  skeletonRows?: number;
}

/**
 * A list that loads its next page as the visitor nears its end, and draws only the rows near
 * the screen (a list of thousands stays as light as one of twenty). Skeleton rows stand in
 * while the first page loads; pulling down at the top of the page, or the Refresh button,
 * reloads it from the first page.
 */
export function InfiniteList<Item>({
  id,
  label,
  query,
  itemKey,
  renderItem,
  estimateSize,
  emptyMessage,
  skeletonRows = 4,
}: InfiniteListProps<Item>) {
  const { t } = useTranslation();
  const location = useLocation();
  const visitKey = `${location.key}:${id}`;
  const listRef = useRef<HTMLUListElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];

  useLayoutEffect(() => {
    setScrollMargin(listRef.current?.offsetTop ?? 0);
  });

  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => estimateSize,
    overscan: 6,
    scrollMargin,
    getItemKey: (index) => itemKey(items[index]!),
    initialMeasurementsCache: measurementsByVisit.get(visitKey),
    onChange: (instance) => {
      if (!instance.isScrolling) measurementsByVisit.set(visitKey, instance.measurementsCache);
    },
  });
  const rows = virtualizer.getVirtualItems();
  const lastRow = rows.at(-1);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  useEffect(() => {
    if (lastRow && lastRow.index >= items.length - 5 && hasNextPage && !isFetchingNextPage) {
      void fetchNextPage();
    }
  }, [lastRow, items.length, hasNextPage, isFetchingNextPage, fetchNextPage]);

  const pull = usePullToRefresh(() => void query.refetch());

  if (query.isPending) {
    return (
      <ul className="infinite-list" aria-busy="true" aria-label={t('common.loading')}>
        {Array.from({ length: skeletonRows }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={index} className="skeleton-card" style={{ height: estimateSize - 12 }} />
        ))}
      </ul>
    );
  }
  if (query.isError && items.length === 0) {
    return <ErrorNotice error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (items.length === 0) {
    return <p className="empty-note">{emptyMessage}</p>;
  }

  return (
    <div className="infinite-list-frame" {...pull.handlers}>
      <div className="list-tools">
        {pull.distance > 0 && (
          <span className="pull-note" aria-hidden="true">
            {pull.distance >= PULL_THRESHOLD ? t('list.releaseToRefresh') : t('list.pullToRefresh')}
          </span>
        )}
        <button
          type="button"
          className="link-button"
          onClick={() => void query.refetch()}
          disabled={query.isRefetching}
        >
          {query.isRefetching && !isFetchingNextPage ? t('common.loading') : t('list.refresh')}
        </button>
      </div>
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
            className="infinite-list-row"
            style={{ transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` }}
          >
            {renderItem(items[row.index]!, row.index)}
          </li>
        ))}
      </ul>
      <div className="list-end" aria-live="polite">
        {isFetchingNextPage ? (
          <span className="spinner" role="status" aria-label={t('common.loading')} />
        ) : query.isFetchNextPageError ? (
          <ErrorNotice error={query.error} onRetry={() => void fetchNextPage()} />
        ) : !hasNextPage ? (
          <span>{t('list.end', { count: items.length })}</span>
        ) : null}
      </div>
    </div>
  );
}

/** Touch: pulling down while the page is at its top, then letting go past the threshold. */
function usePullToRefresh(onRefresh: () => void) {
  const start = useRef<number | null>(null);
  const [distance, setDistance] = useState(0);
  return {
    distance,
    handlers: {
      onTouchStart: (event: React.TouchEvent) => {
        start.current = window.scrollY <= 0 ? (event.touches[0]?.clientY ?? null) : null;
      },
      onTouchMove: (event: React.TouchEvent) => {
        if (start.current === null) return;
        setDistance(Math.max(0, (event.touches[0]?.clientY ?? 0) - start.current));
      },
      onTouchEnd: () => {
        if (distance >= PULL_THRESHOLD) onRefresh();
        start.current = null;
        setDistance(0);
      },
    },
  };
}
