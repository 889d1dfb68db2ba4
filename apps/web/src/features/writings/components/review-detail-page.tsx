import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { bilingualName } from '../../../lib/localized-name.ts';
import { ResponsivePhoto } from '../../../lib/photo.tsx';
import { useReview } from '../api/describe-review.ts';
import { languageTag, parseId } from '../writings-format.ts';
import { DetailPage } from './detail-page.tsx';
import { AuthorLine } from './parts.tsx';
import { OverallRating, RatingsFull } from './ratings.tsx';

/**
 * /ad-blog/:id/:revId: a review in full, with the five ratings. The review is found by its own
 * id; when it belongs to another client than the address says, it is still shown, and the
 * profile link leads to the client it really is about.
 */
export function ReviewDetailPage() {
  const { t, i18n } = useTranslation('writings');
  const reviewId = parseId(useParams().revId);
  const query = useReview(reviewId);
  return (
    <DetailPage kind="review" titleId="review-title" validId={reviewId !== null} query={query}>
      {(review) => {
        const clientName = bilingualName(review.client, i18n.language);
        return (
          <article className="writing-detail">
            <h1 id="review-title">{t('review.title', { name: clientName })}</h1>
            <div className="writing-card-head">
              <AuthorLine author={review.author} createdAt={review.created_at} size={48} />
              <OverallRating ratings={review.ratings} large />
            </div>
            <section className="detail-ratings" aria-labelledby="review-ratings-title">
              <h2 id="review-ratings-title">{t('ratings.label')}</h2>
              <RatingsFull ratings={review.ratings} />
            </section>
            <p className="writing-body" lang={languageTag(review.language)}>
              {review.body}
            </p>
            <Link className="client-profile-link" to={`/ad-blog/${review.client.client_id}`}>
              <span className="client-chip-photo client-profile-photo">
                {review.client.photo ? (
                  <ResponsivePhoto photo={review.client.photo} alt="" sizes="56px" />
                ) : (
                  <span className="photo-missing" aria-hidden="true">
                    ✿
                  </span>
                )}
              </span>
              <span>{t('review.profileLink', { name: clientName })}</span>
              <span aria-hidden="true">›</span>
            </Link>
          </article>
        );
      }}
    </DetailPage>
  );
}
