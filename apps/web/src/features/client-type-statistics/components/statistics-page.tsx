import type { ClientDataDescribeResponse } from '@petal/contract/client-data';
import type { CountryTotal } from '@petal/contract/client-type-statistics';
import type { CountryCode } from '@petal/contract/countries';
import { useTranslation } from 'react-i18next';
import { useClientData } from '../../../lib/client-data.ts';
import { CountryFlag } from '../../../lib/country-flag.tsx';
import { useCurrentCountry } from '../../../lib/country-store.ts';
import { ErrorNotice } from '../../../lib/error-notice.tsx';
import { greetingFor } from '../../../lib/greeting.ts';
import { bilingualName } from '../../../lib/localized-name.ts';
import { useStatisticsSummary } from '../api/get-statistics-summary.ts';

/** Listed clients counted by country, then region 1 and region 2, with each region's types. */
export function StatisticsPage() {
  const { t } = useTranslation();
  const summary = useStatisticsSummary();
  const lookups = useClientData();
  const country = useCurrentCountry();

  return (
    <main id="main" className="page" aria-labelledby="statistics-title">
      <p className="greeting">{t(`greeting.${greetingFor(country.timeZone)}`)}</p>
      <h1 id="statistics-title">{t('statistics.title')}</h1>
      <p className="lead">{t('statistics.lead')}</p>
      {summary.isPending || lookups.isPending ? (
        <ul className="country-list" aria-busy="true" aria-label={t('common.loading')}>
          {Array.from({ length: 6 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <li key={index} className="skeleton-row" />
          ))}
        </ul>
      ) : summary.isError || lookups.isError ? (
        <ErrorNotice
          error={summary.error ?? lookups.error}
          onRetry={() => {
            void summary.refetch();
            void lookups.refetch();
          }}
        />
      ) : (
        <>
          <p className="grand-total">
            {t('statistics.grandTotal', {
              count: summary.data.country_id_list.reduce((sum, country) => sum + country.total, 0),
            })}
          </p>
          <ul className="country-list">
            {/* The current country first, opened; the others after, in their usual order. */}
            {[...summary.data.country_id_list]
              .sort(
                (a, b) =>
                  Number(b.country_id === country.countryId) - Number(a.country_id === country.countryId),
              )
              .map((entry) => (
                <CountryTotals
                  key={entry.country_id}
                  country={entry}
                  lookups={lookups.data}
                  current={entry.country_id === country.countryId}
                />
              ))}
          </ul>
        </>
      )}
    </main>
  );
}

function CountryTotals({
  country,
  lookups,
  current,
}: {
  country: CountryTotal;
  lookups: ClientDataDescribeResponse;
  current: boolean;
}) {
  const { t, i18n } = useTranslation();
  const info = lookups.Country.find((entry) => entry.country_id === country.country_id);
  const region1Names = new Map(lookups.All_Region1.map((region) => [region.region1_id, region]));
  const region2Names = new Map(lookups.All_Region2.map((region) => [region.region2_id, region]));
  const typeNames = new Map(lookups.ClientType.map((type) => [type.type_id, type]));
  const countryName = info ? t(`countries.${info.country_code}`) : country.country_name;

  return (
    <li>
      <details className="country" open={current || undefined}>
        <summary>
          {info && <CountryFlag code={info.country_code as CountryCode} />}
          <span className="name">{countryName}</span>
          <span className="count">{t('statistics.clients', { count: country.total })}</span>
        </summary>
        {country.region1_id_list.map((region1) => (
          <section key={region1.region1_id} className="region1">
            <h2>
              <span>{bilingualName(region1Names.get(region1.region1_id), i18n.language)}</span>
              <span className="count">{region1.total}</span>
            </h2>
            <ul>
              {region1.region2_id_list.map((region2) => {
                const types = new Map<number, number>();
                for (const street of region2.street_id_list) {
                  for (const type of street.type_id_list) {
                    types.set(type.type_id, (types.get(type.type_id) ?? 0) + type.total);
                  }
                }
                return (
                  <li key={region2.region2_id} className="region2">
                    <div className="region2-line">
                      <span>{bilingualName(region2Names.get(region2.region2_id), i18n.language)}</span>
                      <span className="count">{region2.total}</span>
                    </div>
                    {types.size > 0 && (
                      <ul className="type-chips" aria-label={t('statistics.typesIn')}>
                        {[...types].map(([typeId, total]) => (
                          <li key={typeId}>
                            {bilingualName(typeNames.get(typeId), i18n.language)} · {total}
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </details>
    </li>
  );
}
