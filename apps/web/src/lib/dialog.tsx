import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { lockScroll } from './scroll-lock.ts';

interface DialogProps {
  open: boolean;
  /** Called when the user dismisses it: Escape, the backdrop, or a close button inside. */
  onDismiss: () => void;
  /** False for a choice that must be made (Escape and the backdrop then do nothing). */
  dismissible?: boolean;
  labelledBy: string;
  describedBy?: string;
  className?: string;
  children: ReactNode;
}

/**
 * A modal on the native <dialog>: the browser moves focus in, makes the page behind inert
 * (so focus stays inside) and closes on Escape. Around that: the page's scroll is locked
 * while it is open, and focus goes back to what had it before.
 */
export function Dialog({
  open,
  onDismiss,
  dismissible = true,
  labelledBy,
  describedBy,
  className,
  children,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const onDismissRef = useRef(onDismiss);
  onDismissRef.current = onDismiss;

  // Before the browser paints: the dialog shows in the same frame as its content, and the
  // page is laid out once as a modal's background, not once before and again after.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const releaseScroll = lockScroll();
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      releaseScroll();
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is handled by the dialog's cancel event
    <dialog
      ref={ref}
      className={className}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onCancel={(event) => {
        event.preventDefault();
        if (dismissible) onDismissRef.current();
      }}
      onClose={(event) => {
        // Chromium closes a dialog on a repeated Escape even when cancel is prevented.
        if (!open) return;
        if (dismissible) onDismissRef.current();
        else event.currentTarget.showModal();
      }}
      onClick={(event) => {
        // A click on the dialog element itself, not its content, is a click on the backdrop.
        if (dismissible && event.target === event.currentTarget) onDismissRef.current();
      }}
    >
      {open && children}
    </dialog>
  );
}
