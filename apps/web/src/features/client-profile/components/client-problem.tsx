import { ERRORS } from '@petal/contract/errors';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { ErrorNotice } from '../../../lib/error-notice.tsx';
import { currentLanguage } from '../../../lib/i18n.ts';

/**
 * Why a client's page cannot show: its ad is switched off ("Client's AD is OFF"), it does not
 * exist, or the call failed (then a retry). The first two offer a way back.
 */
export function ClientProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const location = useLocation();
  const code = error instanceof ApiError ? error.code : null;
  if (code !== 'client_ad_off' && code !== 'not_found') {
    return <ErrorNotice error={error} onRetry={onRetry} />;
  }
  const message =
    code === 'client_ad_off' ? ERRORS.client_ad_off.message[currentLanguage()] : t('problem.notFound');
  return (
    <div className="client-problem" role="status">
      <span className="client-problem-icon" aria-hidden="true">
        {code === 'client_ad_off' ? (
          <svg width="22" height="22" viewBox="0 0 22 22" fill="currentColor" aria-hidden="true">
            <rect x="4" y="3" width="5" height="16" rx="1.5" />
            <rect x="13" y="3" width="5" height="16" rx="1.5" />
          </svg>
        ) : (
          '?'
        )}
      </span>
      <p className="client-problem-message">{message}</p>
      <div className="actions">
        {location.key !== 'default' && (
          <button type="button" className="button button-secondary" onClick={() => navigate(-1)}>
            {t('problem.back')}
          </button>
        )}
        <Link className="button" to="/">
          {t('problem.home')}
        </Link>
      </div>
    </div>
  );
}
