// Writes locales/<lng>/country-names.json: the ISO 3166-1 country names in English,
// Traditional Chinese and Japanese, from the Unicode CLDR data built into Node's ICU.
// Run again only to refresh the names: node apps/web/scripts/generate-country-names.mjs
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const CODES = `AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS
BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI
FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR
IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM
MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT
PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM
TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW`.split(/\s+/);

const LOCALES = { en: 'en', zh: 'zh-Hant-HK', ja: 'ja' };
const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../locales');

for (const [language, locale] of Object.entries(LOCALES)) {
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
  const entries = CODES.map((code) => [code, names.of(code)]).filter(([, name]) => name && name.length > 0);
  entries.sort(([, a], [, b]) => a.localeCompare(b, locale));
  writeFileSync(
    path.join(outDir, language, 'country-names.json'),
    `${JSON.stringify(Object.fromEntries(entries), null, 2)}\n`,
  );
  console.log(`${language}: ${entries.length} names`);
}
