import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { ErrorNotice } from '../../../lib/error-notice.tsx';
import { DetailSkeleton } from './parts.tsx';

export type DetailKind = 'story' | 'review' | 'post';

/** Where "back" leads from a story, review or post that is not there. */
const LIST_OF: Record<DetailKind, string> = {
  story: '/all-story',
  review: '/all-review',
  post: '/all-member-post',
};

/**
 * The frame of a story, review or post page: skeletons while it loads, the error with a retry
 * when the call fails, a "not found" page with a way back when the id names nothing (or is
 * not an id at all), else the piece itself, whose h1 carries `titleId`.
 */
export function DetailPage<Data>({
  kind,
  titleId,
  validId,
  query,
  withPhoto = false,
  children,
}: {
  kind: DetailKind;
  titleId: string;
  validId: boolean;
  query: UseQueryResult<Data>;
  withPhoto?: boolean;
  children: (data: Data) => ReactNode;
}) {
  const { t } = useTranslation('writings');
  const notFound = !validId || (query.error instanceof ApiError && query.error.code === 'not_found');

  if (notFound) {
    return (
      <main id="main" className="page page-centred writings-page" aria-labelledby={titleId}>
        <h1 id={titleId}>{t(`notFound.${kind}.title`)}</h1>
        <p>{t(`notFound.${kind}.body`)}</p>
        <Link className="button" to={LIST_OF[kind]}>
          {t(`notFound.${kind}.back`)}
        </Link>
      </main>
    );
  }
  if (query.isSuccess) {
    return (
      <main id="main" className="page writings-page writings-detail" aria-labelledby={titleId}>
        {children(query.data)}
      </main>
    );
  }
  return (
    <main id="main" className="page writings-page writings-detail" aria-labelledby={titleId}>
      <h1 id={titleId} className="visually-hidden">
        {t(`${kind}.pageTitle`)}
      </h1>
      {query.isError ? (
        <ErrorNotice error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <DetailSkeleton withPhoto={withPhoto} />
      )}
    </main>
  );
}
