import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showLoginPrompt } from '../../../lib/login-prompt.ts';
import { useMemberSession } from '../../../lib/member-session.ts';

export type MemberAction = 'follow' | 'favourite' | 'book' | 'gift' | 'comment';

/**
 * Follow, favourite, book, gift and comment are member actions (spec section 6). A guest who presses
 * one is asked to log in or register first. For members these actions arrive with later
 * issues, so they are not shown to a member at all: no button that does nothing.
 */
export function GuestActions({ actions, className }: { actions: MemberAction[]; className?: string }) {
  const { t } = useTranslation('profile');
  const askToLogIn = useLoginPrompt();
  const { loggedIn } = useMemberSession();
  if (loggedIn || actions.length === 0) return null;
  // Book is the main action: full width, after the smaller ones in one row.
  const columns = actions.filter((action) => action !== 'book').length;
  return (
    <ul
      className={`guest-actions ${className ?? ''}`}
      aria-label={t('actions.label')}
      style={{ gridTemplateColumns: `repeat(${Math.max(1, columns)}, minmax(0, 1fr))` }}
    >
      {actions.map((action) => (
        <li key={action} className={action === 'book' ? 'guest-action-main' : undefined}>
          <button
            type="button"
            className={action === 'book' ? 'button' : 'button button-secondary'}
            onClick={askToLogIn}
          >
            {ACTION_ICONS[action] && <span aria-hidden="true">{ACTION_ICONS[action]}</span>}
            {t(`actions.${action}`)}
          </button>
        </li>
      ))}
    </ul>
  );
}

const ACTION_ICONS: Record<MemberAction, string> = {
  follow: '+',
  favourite: '♡',
  book: '',
  gift: '✿',
  comment: '✎',
};

/** The same prompt the app shows for the API's `login_required`: log in, or cancel. */
function useLoginPrompt() {
  const navigate = useNavigate();
  return () => showLoginPrompt(() => void navigate('/login'));
}
