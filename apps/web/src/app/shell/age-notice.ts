import i18next from 'i18next';
import { showModal } from '../../lib/global-modal.tsx';

/** Local storage key: the visitor confirmed being an adult (product decisions). */
export const ADULT_CONFIRMED_KEY = 'adultConfirmed';

/**
 * The one-time 18+ notice for a new visitor, on the global modal. Entering is remembered;
 * leaving takes the visitor off the site.
 */
export function showAgeNoticeIfNeeded() {
  if (localStorage.getItem(ADULT_CONFIRMED_KEY) === 'true') return;
  showModal({
    icon: 'warning',
    message: i18next.t('ageNotice.message'),
    subtitle: i18next.t('ageNotice.subtitle'),
    confirmText: i18next.t('ageNotice.enter'),
    cancelText: i18next.t('ageNotice.leave'),
    dismissible: false,
    onConfirm: () => localStorage.setItem(ADULT_CONFIRMED_KEY, 'true'),
    onCancel: () => window.location.replace('about:blank'),
  });
}
