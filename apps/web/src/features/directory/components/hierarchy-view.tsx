import type { ClientDataDescribeResponse } from '@petal/contract/client-data';
import type { StatisticsSummaryResponse } from '@petal/contract/client-type-statistics';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { bilingualName } from '../../../lib/localized-name.ts';
import { filterOptions } from '../filter-options.ts';

/**
 * The whole country at a glance: each region 1 with its region 2 and the client types there,
 * every one with its count and a link to its list.
 */
export function HierarchyView({
  summary,
  lookups,
  countryId,
  hideZero,
  allRegion2,
}: {
  summary: StatisticsSummaryResponse;
  lookups: ClientDataDescribeResponse;
  countryId: number;
  hideZero: boolean;
  allRegion2: boolean;
}) {
  const { t, i18n } = useTranslation('directory');
  const view = { hideZero, allRegion2 };
  const country = filterOptions(summary, lookups, { countryId }, view);
  // "All region 2": the country's region 2 with none listed are shown too (count 0).
  const region2View = { hideZero: hideZero && !allRegion2, allRegion2: false };

  if (country.region1.length === 0) return <p className="empty-note">{t('empty.noResults')}</p>;
  return (
    <div className="hierarchy">
      <p className="result-count">{t('filter.matching', { count: country.total })}</p>
      {country.region1.map((region1) => {
        const inRegion1 = filterOptions(summary, lookups, { countryId, region1Id: region1.id }, region2View);
        return (
          <section key={region1.id} className="region1">
            <h2>
              <Link to={`/region-1/${region1.id}`}>{bilingualName(region1, i18n.language)}</Link>
              <span className="count">{region1.total}</span>
            </h2>
            <ul>
              {inRegion1.region2.map((region2) => {
                const types = filterOptions(
                  summary,
                  lookups,
                  { countryId, region1Id: region1.id, region2Id: region2.id },
                  { hideZero: true, allRegion2: false },
                ).types;
                return (
                  <li key={region2.id} className="region2">
                    <div className="region2-line">
                      <Link to={`/region-2/${region2.id}`}>{bilingualName(region2, i18n.language)}</Link>
                      <span className="count">{region2.total}</span>
                    </div>
                    {types.length > 0 && (
                      <ul className="type-chips" aria-label={t('filter.typesIn')}>
                        {types.map((type) => (
                          <li key={type.id}>
                            <Link to={`/client-filter-v2?r1=${region1.id}&r2=${region2.id}&t=${type.id}`}>
                              {bilingualName(type, i18n.language)} · {type.total}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
      <h2 className="types-heading">{t('filter.step.type')}</h2>
      <ul className="type-chips">
        {country.types.map((type) => (
          <li key={type.id}>
            <Link to={`/type/${type.id}`}>
              {bilingualName(type, i18n.language)} · {type.total}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
