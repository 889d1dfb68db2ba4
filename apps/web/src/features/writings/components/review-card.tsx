import type { Review } from '@petal/contract/writings';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { bilingualName } from '../../../lib/localized-name.ts';
import { authorName, languageTag } from '../writings-format.ts';
import { AuthorLine, ClientLink } from './parts.tsx';
import { OverallRating, RatingsCompact } from './ratings.tsx';

export const REVIEW_CARD_HEIGHT = 236;

/** The address of a review: under its client's profile (spec section 2). */
export const reviewPath = (review: Review) => `/ad-blog/${review.client.client_id}/${review.review_id}`;

/**
 * A review in a list: who wrote it and when, the client, the five ratings and their
 * average, and the start of the text. "Read review" (the whole card) opens it.
 */
export function ReviewCard({ review, showClient = true }: { review: Review; showClient?: boolean }) {
  const { t, i18n } = useTranslation('writings');
  return (
    <article className="writing-card review-card">
      <div className="writing-card-head">
        <AuthorLine author={review.author} createdAt={review.created_at} />
        <OverallRating ratings={review.ratings} />
      </div>
      {showClient && (
        <div className="about-row">
          <span className="about-label">{t('review.of')}</span>
          <ClientLink client={review.client} />
        </div>
      )}
      <RatingsCompact ratings={review.ratings} />
      <p className="excerpt clamp-3" lang={languageTag(review.language)}>
        {review.body}
      </p>
      <p className="writing-meta writing-meta-end">
        <Link className="stretched-link read-link" to={reviewPath(review)}>
          {t('review.read')}
          <span className="visually-hidden">
            {t('review.readContext', {
              client: bilingualName(review.client, i18n.language),
              author: authorName(review.author, i18n.language),
            })}
          </span>
          <span aria-hidden="true"> ›</span>
        </Link>
      </p>
    </article>
  );
}
