import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryKey,
  type UseInfiniteQueryResult,
} from '@tanstack/react-query';
import {
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ErrorNotice } from './error-notice.tsx';
import type { VirtualRows as VirtualRowsComponent } from './virtual-rows.tsx';

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
 * Rows drawn plainly (each skipped by the browser's rendering while off screen) up to this
 * many; past it the list draws only the rows near the screen. Most visits never get there,
 * so they never load the virtualiser (it would cost the first page ~10 KB gzip).
 */
export const PLAIN_ROWS_LIMIT = 100;

// lazy() drops the component's type parameter; the cast gives it back.
const VirtualRows = lazy(() =>
  import('./virtual-rows.tsx').then((module) => ({ default: module.VirtualRows })),
) as unknown as typeof VirtualRowsComponent;

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
 * A list that loads its next page as the visitor nears its end. Skeleton rows stand in while
 * the first page loads; pulling down at the top of the page, or the Refresh button, reloads
 * it from the first page. A long list hands over to the virtualiser (lib/virtual-rows.tsx).
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
  const plainRef = useRef<HTMLUListElement>(null);
  const heights = useRef<number[]>([]);
  // A page that arrives is drawn in a background render React splits into slices, so a
  // slow phone stays responsive while twenty cards render.
  const data = useDeferredValue(query.data);
  const items = data?.pages.flatMap((page) => page.items) ?? [];
  const virtual = items.length > PLAIN_ROWS_LIMIT;

  // What the drawn rows say about the end (the deferred pages), not the newest answer yet.
  const drawnHasMore = Boolean(data?.pages.at(-1)?.next_cursor);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  // Plain rows: remember their heights for a hand-over to the virtualiser, once per page
  // arrived (not on every render: a pull gesture re-renders on each touch move), and only
  // as the hand-over nears: reading them makes the browser lay out the page at once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured when the rows change
  useLayoutEffect(() => {
    const rows = plainRef.current?.children;
    if (!rows || rows.length <= PLAIN_ROWS_LIMIT / 2) return;
    heights.current = Array.from(rows, (row) => (row as HTMLElement).offsetHeight);
  }, [items.length]);

  // Plain rows: the next page loads when the end of the list nears the screen. The end mark
  // exists once rows do (the first page's rows render after its arrival, deferred).
  const sentinel = useRef<HTMLDivElement>(null);
  const rowsShown = items.length > 0;
  useEffect(() => {
    const target = sentinel.current;
    if (!target || virtual || !rowsShown) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore();
      },
      { rootMargin: '800px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [loadMore, virtual, rowsShown]);

  const pull = usePullToRefresh(() => void query.refetch());

  if (query.isPending || (query.data && !data)) {
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

  const plainRows = (
    <ul ref={plainRef} className="infinite-list" aria-label={label}>
      {items.map((item, index) => (
        <li
          key={itemKey(item)}
          aria-setsize={drawnHasMore ? -1 : items.length}
          aria-posinset={index + 1}
          className="infinite-list-row"
          style={{ containIntrinsicBlockSize: `auto ${estimateSize}px` }}
        >
          {renderItem(item, index)}
        </li>
      ))}
    </ul>
  );

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
      {virtual ? (
        <Suspense fallback={plainRows}>
          <VirtualRows
            visitKey={visitKey}
            label={label}
            items={items}
            itemKey={itemKey}
            renderItem={renderItem}
            estimateSize={estimateSize}
            knownHeights={heights.current}
            hasNextPage={drawnHasMore}
            onNearEnd={loadMore}
          />
        </Suspense>
      ) : (
        plainRows
      )}
      <div ref={sentinel} className="list-end" aria-live="polite">
        {isFetchingNextPage ? (
          <span className="spinner" role="status" aria-label={t('common.loading')} />
        ) : query.isFetchNextPageError ? (
          <ErrorNotice error={query.error} onRetry={() => void fetchNextPage()} />
        ) : !drawnHasMore ? (
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
