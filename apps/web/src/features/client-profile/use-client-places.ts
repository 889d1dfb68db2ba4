import type { ClientDescribeResponse } from '@petal/contract/clients';
import { splitBilingualName } from '@petal/contract/names';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLookups } from '../../lib/client-data.ts';
import { bilingualName } from '../../lib/localized-name.ts';

export interface ClientPlaces {
  name: string;
  address: string;
  type: string;
  region1: string;
  region2: string;
  /** The Reservation street (-1) has a name too. */
  street: string;
  /** The client's country in the reader's language, and its time zone. */
  country: string;
  timeZone: string | undefined;
}

/**
 * A client's names and places in the reader's language. Types and regions come from the
 * lookup tables; the street's name comes with the profile.
 */
export function useClientPlaces(client: ClientDescribeResponse): ClientPlaces {
  const { t, i18n } = useTranslation(['country-names', 'common']);
  const language = i18n.language;
  const lookups = useLookups();
  // One object while its inputs stay: the profile's sections are memoised on it.
  return useMemo(() => {
    const country = lookups?.country.get(client.country_id);
    return {
      name: bilingualName(client, language),
      address: language === 'zh' ? client.address_zh : client.address_en,
      type: bilingualName(lookups?.type.get(client.type_id), language),
      region1: bilingualName(lookups?.region1.get(client.region1_id), language),
      region2: bilingualName(lookups?.region2.get(client.region2_id), language),
      street: language === 'zh' ? client.street_name_zh : client.street_name_en,
      // The app's ten countries by their short names; others from the list of about 250.
      country: country
        ? t(`common:countries.${country.country_code}`, {
            defaultValue: t(country.country_code, {
              defaultValue: splitBilingualName(country.country_name).en,
            }),
          })
        : '',
      timeZone: country?.time_zone,
    };
  }, [client, language, lookups, t]);
}
