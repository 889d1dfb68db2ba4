import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

/** One step back; to the home page when this page was the first one opened. */
export function BackBar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <nav className="back-bar" aria-label={t('backBar.label')}>
      <button
        type="button"
        className="back-button"
        onClick={() => (location.key === 'default' ? navigate('/') : navigate(-1))}
      >
        <span aria-hidden="true">‹</span> {t('backBar.back')}
      </button>
    </nav>
  );
}
