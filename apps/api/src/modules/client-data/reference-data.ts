import { COUNTRIES } from '@petal/contract/countries';
import type { Database } from '../../platform/database.ts';

/**
 * Writes the ten countries of the contract into the database, so the contract stays the
 * one source of the country configuration. Runs at every start; changes nothing when the
 * rows already match.
 */
export async function syncCountries(db: Database): Promise<void> {
  await db.query(
    `INSERT INTO countries (country_id, code, name_en, name_zh, flag, calling_code, time_zone,
                           languages, default_language, sort_order)
     SELECT c.country_id, c.code, c.name_en, c.name_zh, c.flag, c.calling_code, c.time_zone,
            string_to_array(c.languages, ','), c.default_language, c.sort_order
       FROM jsonb_to_recordset($1::jsonb) AS c(country_id smallint, code text, name_en text, name_zh text,
            flag text, calling_code text, time_zone text, languages text, default_language text,
            sort_order smallint)
     ON CONFLICT (country_id) DO UPDATE SET
       code = EXCLUDED.code, name_en = EXCLUDED.name_en, name_zh = EXCLUDED.name_zh, flag = EXCLUDED.flag,
       calling_code = EXCLUDED.calling_code, time_zone = EXCLUDED.time_zone, languages = EXCLUDED.languages,
       default_language = EXCLUDED.default_language, sort_order = EXCLUDED.sort_order
     WHERE (countries.*) IS DISTINCT FROM (EXCLUDED.*)`,
    [
      JSON.stringify(
        COUNTRIES.map((country, index) => ({
          country_id: country.countryId,
          code: country.code,
          name_en: country.nameEN,
          name_zh: country.nameZH,
          flag: country.icon,
          calling_code: country.callingCode,
          time_zone: country.timeZone,
          languages: country.translation.supported.join(','),
          default_language: country.translation.default,
          sort_order: index + 1,
        })),
      ),
    ],
  );
}
