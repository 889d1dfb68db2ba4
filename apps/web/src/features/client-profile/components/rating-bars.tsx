import type { ClientDescribeResponse } from '@petal/contract/clients';
import { useTranslation } from 'react-i18next';

const DIMENSIONS = ['price', 'service', 'environment', 'appearance', 'figure'] as const;

/** The overall rating with its review count, and the five rating dimensions as bars (1-5). */
export function RatingBars({ client }: { client: ClientDescribeResponse }) {
  const { t } = useTranslation(['profile', 'common']);
  if (client.rating === null) {
    return <p className="empty-note">{t('common:client.noReviews')}</p>;
  }
  return (
    <>
      <p className="rating-overall">
        <span className="rating-overall-value">{client.rating.toFixed(1)}</span>
        <span className="rating-stars" aria-hidden="true">
          <span className="rating-stars-fill" style={{ width: `${(client.rating / 5) * 100}%` }}>
            ★★★★★
          </span>
          ★★★★★
        </span>
        <span className="visually-hidden">{t('ratings.outOf', { value: client.rating.toFixed(1) })}</span>
        <span className="rating-count">{t('ratings.reviews', { count: client.review_count })}</span>
      </p>
      <dl className="rating-bars">
        {DIMENSIONS.map((dimension) => {
          const value = client.ratings[dimension];
          return (
            <div key={dimension} className="rating-bar">
              <dt>{t(`ratings.${dimension}`)}</dt>
              <dd>
                <span className="rating-bar-track" aria-hidden="true">
                  <span className="rating-bar-fill" style={{ width: `${((value ?? 0) / 5) * 100}%` }} />
                </span>
                <span className="rating-bar-value">
                  {value === null ? '–' : value.toFixed(1)}
                  <span className="visually-hidden"> / 5</span>
                </span>
              </dd>
            </div>
          );
        })}
      </dl>
    </>
  );
}
