/**
 * Shown by the footer's "consent settings" link when no consent manager is loaded (locally:
 * none is configured). A small modal dialog (APG dialog pattern): focus moves to its close
 * button, Tab stays there, Escape / the button / a backdrop click close it, and focus goes
 * back to where it was (the footer link). Document access happens in effects only.
 */
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '../../render/i18n/useTranslation.tsx';
import './consent.css';

export interface ConsentUnavailableDialogProps {
  open: boolean;
  onClose: () => void;
}

export function ConsentUnavailableDialog({ open, onClose }: ConsentUnavailableDialogProps) {
  const { t } = useTranslation('app');
  const titleId = useId();
  const textId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const button = closeRef.current;
    const previous = button?.ownerDocument.activeElement as HTMLElement | null | undefined;
    button?.focus();
    return () => {
      if (previous?.isConnected) previous.focus();
    };
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
    } else if (event.key === 'Tab') {
      // The close button is the dialog's only control.
      event.preventDefault();
      closeRef.current?.focus();
    }
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: a click on the backdrop is the pointer's shortcut; keyboards close the dialog with Escape or its close button.
    <div className="app-consent__backdrop" onClick={onClose}>
      <div
        className="app-consent"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        onKeyDown={onKeyDown}
        onClick={(event) => event.stopPropagation()}
      >
        <h2 id={titleId} className="app-consent__title">
          {t('consent.title')}
        </h2>
        <p id={textId} className="app-consent__text">
          {t('consent.unavailable')}
        </p>
        <button ref={closeRef} type="button" className="app-button app-button--primary" onClick={onClose}>
          {t('consent.close')}
        </button>
      </div>
    </div>
  );
}
