import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../lib/dialog.tsx';
import { readStorage, writeStorage } from '../../lib/storage.ts';

/** Local storage key: the visitor confirmed being an adult (product decisions). */
export const ADULT_CONFIRMED_KEY = 'adultConfirmed';

/**
 * The one-time 18+ notice for a new visitor. Its own dialog rather than the global modal:
 * "reaching /login clears dialogs" must not let anyone past it. Entering is remembered;
 * leaving takes the visitor off the site. Escape and the backdrop do nothing.
 */
export function AgeNotice() {
  const { t } = useTranslation();
  const [confirmed, setConfirmed] = useState(() => readStorage('local', ADULT_CONFIRMED_KEY) === 'true');
  const titleId = useId();
  const bodyId = useId();
  return (
    <Dialog
      open={!confirmed}
      onDismiss={() => undefined}
      dismissible={false}
      labelledBy={titleId}
      describedBy={bodyId}
      className="modal"
    >
      <div className="modal-body">
        <span className="modal-icon modal-icon-warning modal-icon-age" aria-hidden="true">
          18+
        </span>
        <h2 id={titleId} className="modal-message">
          {t('ageNotice.message')}
        </h2>
        <p id={bodyId} className="modal-subtitle">
          {t('ageNotice.subtitle')}
        </p>
        <div className="modal-actions">
          <button
            type="button"
            className="button button-secondary"
            onClick={() => window.location.replace('about:blank')}
          >
            {t('ageNotice.leave')}
          </button>
          <button
            type="button"
            className="button"
            onClick={() => {
              writeStorage('local', ADULT_CONFIRMED_KEY, 'true');
              setConfirmed(true);
            }}
          >
            {t('ageNotice.enter')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
