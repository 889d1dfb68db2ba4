import type { CountryCode } from '@petal/contract/countries';
import CN from 'country-flag-icons/react/3x2/CN';
import GB from 'country-flag-icons/react/3x2/GB';
import HK from 'country-flag-icons/react/3x2/HK';
import ID from 'country-flag-icons/react/3x2/ID';
import JP from 'country-flag-icons/react/3x2/JP';
import MO from 'country-flag-icons/react/3x2/MO';
import PH from 'country-flag-icons/react/3x2/PH';
import TH from 'country-flag-icons/react/3x2/TH';
import TW from 'country-flag-icons/react/3x2/TW';
import VN from 'country-flag-icons/react/3x2/VN';

// SVG flags: emoji flags do not render on Windows.
const FLAGS = { HK, MO, JP, GB, TH, VN, PH, ID, TW, CN } satisfies Record<CountryCode, unknown>;

/** A country's flag; decorative, since its name is always written next to it. */
export function CountryFlag({ code, className }: { code: CountryCode; className?: string }) {
  const Flag = FLAGS[code];
  return <Flag className={className ?? 'flag'} aria-hidden="true" />;
}
