import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { MemberPhoto } from '../../features/accounts/components/member-photo.tsx';
import { useMemberSession } from '../../lib/member-session.ts';

export interface Tab {
  to: string;
  labelKey: string;
  icon: string;
}

/** Spec section 2's tabs, in order. */
export const TABS: readonly Tab[] = [
  { to: '/', labelKey: 'tabs.home', icon: '✿' },
  { to: '/stories-and-review', labelKey: 'tabs.storiesAndReview', icon: '✎' },
  { to: '/new-girls', labelKey: 'tabs.newGirls', icon: '★' },
  { to: '/fantasy-filter', labelKey: 'tabs.fantasyFilter', icon: '♥' },
  { to: '/profile', labelKey: 'tabs.profile', icon: '☺' },
];

/**
 * The bottom tab bar. A tab shows once its page exists (decision 009): a tab must never lead
 * to "page not found".
 */
export function TabBar({ availablePaths }: { availablePaths: ReadonlySet<string> }) {
  const { t } = useTranslation();
  const tabs = TABS.filter((tab) => availablePaths.has(tab.to));
  const { photo } = useMemberSession();
  return (
    <nav className="tab-bar" aria-label={t('tabs.label')}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.to}>
            <NavLink to={tab.to} end className="tab">
              {tab.to === '/profile' ? (
                // The member's photo, or the default picture (spec section 2).
                <span className="tab-icon" aria-hidden="true">
                  <MemberPhoto photo={photo} size={24} />
                </span>
              ) : (
                <span className="tab-icon" aria-hidden="true">
                  {tab.icon}
                </span>
              )}
              <span>{t(tab.labelKey)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
