import { ERRORS } from '@petal/contract/errors';
import { useTranslation } from 'react-i18next';
import { ApiError } from './api-client.ts';
import { currentLanguage } from './i18n.ts';

/** Says what went wrong in the user's language and offers to try again. */
export function ErrorNotice({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  const code = error instanceof ApiError ? error.code : 'internal_error';
  return (
    <div className="error-notice" role="alert">
      <p>{ERRORS[code].message[currentLanguage()]}</p>
      {onRetry && (
        <button type="button" className="button" onClick={onRetry}>
          {t('common.retry')}
        </button>
      )}
    </div>
  );
}
