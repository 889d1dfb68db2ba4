import type { ClientDescribeResponse } from '@petal/contract/clients';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isOpenAt, runsPastMidnight, timeInZone, WEEK_FROM_MONDAY } from '../profile-logic.ts';

/**
 * Opening hours by weekday, Monday first. Hours that close before they open end the next
 * morning. Today, in the client's own country, is marked, with whether it is open now.
 */
export function WorkingHoursTable({
  hours,
  timeZone,
  countryName,
}: {
  hours: ClientDescribeResponse['working_hours'];
  timeZone: string | undefined;
  countryName: string;
}) {
  const { t } = useTranslation('profile');
  const now = useMemo(() => (timeZone ? timeInZone(new Date(), timeZone) : null), [timeZone]);
  if (hours.length === 0) return <p className="empty-note">{t('hours.none')}</p>;
  const openNow = now ? isOpenAt(hours, now.weekday, now.minutes) : null;

  return (
    <>
      {openNow !== null && (
        <p className={openNow ? 'open-state open' : 'open-state'}>
          {openNow ? t('hours.openNow') : t('hours.closedNow')}
          {countryName && (
            <span className="open-state-zone"> · {t('hours.localTime', { country: countryName })}</span>
          )}
        </p>
      )}
      <table className="working-hours">
        <caption className="visually-hidden">{t('sections.hours')}</caption>
        <tbody>
          {WEEK_FROM_MONDAY.map((weekday) => {
            const day = hours.find((entry) => entry.weekday === weekday);
            const isToday = now?.weekday === weekday;
            return (
              <tr
                key={weekday}
                className={isToday ? 'today' : undefined}
                aria-current={isToday ? 'date' : undefined}
              >
                <th scope="row">
                  {/* The translations, not Intl: a first date format costs a slow phone tens of ms. */}
                  {t(`hours.weekdays.${weekday}`)}
                  {isToday && <span className="badge">{t('hours.today')}</span>}
                </th>
                <td>
                  {day ? (
                    <>
                      {day.opens_at} – {day.closes_at}
                      {runsPastMidnight(day) && <span className="next-day"> ({t('hours.nextDay')})</span>}
                    </>
                  ) : (
                    <span className="closed">{t('hours.closed')}</span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </>
  );
}
