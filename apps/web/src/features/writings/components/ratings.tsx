import type { Review } from '@petal/contract/writings';
import { useTranslation } from 'react-i18next';
import { formatRating, overallRating, RATING_DIMENSIONS } from '../writings-format.ts';

/** The five ratings in one wrapped line, for a card. */
export function RatingsCompact({ ratings }: { ratings: Review['ratings'] }) {
  const { t } = useTranslation('writings');
  return (
    <dl className="ratings-compact" aria-label={t('ratings.label')}>
      {RATING_DIMENSIONS.map((dimension) => (
        <div key={dimension}>
          <dt>{t(`ratings.${dimension}`)}</dt>
          <dd>
            {ratings[dimension]}
            <span aria-hidden="true">★</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The five ratings, one a line, each as stars and as a number out of five. */
export function RatingsFull({ ratings }: { ratings: Review['ratings'] }) {
  const { t } = useTranslation('writings');
  return (
    <dl className="ratings-full">
      {RATING_DIMENSIONS.map((dimension) => (
        <div key={dimension}>
          <dt>{t(`ratings.${dimension}`)}</dt>
          <dd>
            <Stars value={ratings[dimension]} />
            <span>{t('ratings.outOfFive', { value: ratings[dimension] })}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Stars({ value }: { value: number }) {
  return (
    <span className="stars" aria-hidden="true">
      <span className="stars-on">{'★'.repeat(value)}</span>
      <span className="stars-off">{'★'.repeat(5 - value)}</span>
    </span>
  );
}

/** The average of the five, with its label. */
export function OverallRating({ ratings, large = false }: { ratings: Review['ratings']; large?: boolean }) {
  const { t } = useTranslation('writings');
  const value = formatRating(overallRating(ratings));
  return (
    <span className={`overall-rating${large ? ' overall-rating-large' : ''}`}>
      <span className="overall-label">{t('ratings.overall')}</span>
      <span className="overall-value">
        <span aria-hidden="true">★ </span>
        {value}
      </span>
    </span>
  );
}
