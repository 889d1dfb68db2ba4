import { useId, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from './dialog.tsx';

export type ModalIcon = 'error' | 'warning' | 'success' | 'info';

export interface ModalOptions {
  icon?: ModalIcon;
  /** Defaults to the generic error message. */
  message?: string;
  subtitle?: string;
  confirmText?: string;
  /** With a cancel text the modal shows a cancel button. */
  cancelText?: string;
  onConfirm?: () => void | Promise<void>;
  onCancel?: () => void | Promise<void>;
  /** False: Escape and the backdrop do nothing; one of the buttons must be chosen. */
  dismissible?: boolean;
}

let currentModal: ModalOptions | null = null;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

/** Spec section 2's global confirm/error modal, usable from anywhere. */
export function showModal(options: ModalOptions = {}) {
  currentModal = options;
  emit();
}

export function closeModal() {
  currentModal = null;
  emit();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const ICONS: Record<ModalIcon, string> = { error: '!', warning: '!', success: '✓', info: 'i' };

/** Mounted once in the layout. */
export function GlobalModal() {
  const modal = useSyncExternalStore(subscribe, () => currentModal);
  const { t } = useTranslation();
  const [loading, setLoading] = useState(false);
  const titleId = useId();
  const subtitleId = useId();

  // Each button runs its callback, then closes; both are disabled while it runs. A callback
  // that opens another modal keeps it open; one that fails still closes this one.
  const run = async (callback: (() => void | Promise<void>) | undefined) => {
    if (loading || !modal) return;
    const running = modal;
    setLoading(true);
    try {
      await callback?.();
    } catch (error) {
      console.warn('modal callback failed', error);
    } finally {
      setLoading(false);
      if (currentModal === running) closeModal();
    }
  };

  const icon = modal?.icon ?? 'error';
  return (
    <Dialog
      open={modal !== null}
      onDismiss={() => void run(modal?.onCancel)}
      dismissible={modal?.dismissible ?? true}
      labelledBy={titleId}
      describedBy={modal?.subtitle ? subtitleId : undefined}
      className="modal"
    >
      {modal && (
        <div className="modal-body">
          <span className={`modal-icon modal-icon-${icon}`} aria-hidden="true">
            {ICONS[icon]}
          </span>
          <h2 id={titleId} className="modal-message">
            {modal.message ?? t('modal.errorMessage')}
          </h2>
          {modal.subtitle && (
            <p id={subtitleId} className="modal-subtitle">
              {modal.subtitle}
            </p>
          )}
          <div className="modal-actions">
            {modal.cancelText && (
              <button
                type="button"
                className="button button-secondary"
                disabled={loading}
                onClick={() => void run(modal.onCancel)}
              >
                {modal.cancelText}
              </button>
            )}
            <button
              type="button"
              className="button"
              disabled={loading}
              onClick={() => void run(modal.onConfirm)}
            >
              {modal.confirmText ?? t('modal.confirm')}
            </button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
