import { ERRORS } from '@petal/contract/errors';
import i18next from 'i18next';
import { showModal } from './global-modal.tsx';
import { currentLanguage } from './i18n.ts';

/**
 * Spec section 6: a guest who tries a member action (follow, gift, comment, book), or whose
 * call the API answers with `login_required`, is asked to log in or register first, with
 * the way to do it. `goToLogin` navigates with the caller's router.
 */
export function showLoginPrompt(goToLogin: () => void) {
  showModal({
    icon: 'info',
    message: ERRORS.login_required.message[currentLanguage()],
    confirmText: i18next.t('common:accounts.login.submit'),
    cancelText: i18next.t('common:modal.cancel'),
    onConfirm: goToLogin,
  });
}
