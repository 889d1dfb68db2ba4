import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useClientName } from '../api/describe-client.ts';
import { useReviewPages } from '../api/find-reviews.ts';
import { parseId } from '../writings-format.ts';
import { ReviewList } from './writing-lists.tsx';

/** /all-review: every review, newest first; with ?client=ID only that client's. */
export function AllReviewPage() {
  const { t } = useTranslation('writings');
  const [params] = useSearchParams();
  const clientId = parseId(params.get('client')) ?? undefined;
  const query = useReviewPages(clientId);
  const name = useClientName(clientId, query.data?.pages[0]?.items[0]?.client, query.isSuccess);

  return (
    <main id="main" className="page writings-page" aria-labelledby="all-review-title">
      <h1 id="all-review-title">{name ? t('allReview.titleForClient', { name }) : t('allReview.title')}</h1>
      {clientId !== undefined && (
        <p className="see-all-row">
          <Link className="see-all" to="/all-review">
            {t('allReview.everyone')}
          </Link>
        </p>
      )}
      <ReviewList
        id="all-reviews"
        label={t('allReview.title')}
        query={query}
        emptyMessage={t(clientId === undefined ? 'empty.reviews' : 'empty.clientReviews')}
        showClient={clientId === undefined}
      />
    </main>
  );
}
