/**
 * The session texts of spec 4 and 8. Countdown: an alert dialog (non-modal: the page stays
 * usable, and any activity there also resets the idle clock) with "You will be logged out
 * in {time}." and an "Extend session" button that takes focus when it appears. After an
 * extension: "Your session was successfully extended by {n} minutes" in a polite status
 * region for the monitor's 5 seconds.
 *
 * Keyboard (docs/decisions.md "The session countdown and the keyboard"): a key pressed in the
 * dialog is a key down like any other (spec 4: activity, the idle countdown goes); Escape
 * dismisses it (the monitor's dismiss: activity, and a countdown of the token's own end is not
 * shown again for that token). When the dialog goes, focus returns to where the customer was,
 * unless they have moved it meanwhile.
 *
 * "Extend session" is a session control (data-session-control): what presses it (its mouse up,
 * Enter, Space) is not idle activity (session/activity.ts), so it extends instead of the press
 * dismissing the countdown first. The countdown text changes every second; only the dialog's
 * appearance is announced (alertdialog), not each tick, so screen readers are not flooded.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../render/i18n/useTranslation.tsx';
import type { SessionState } from '../session/types.ts';
import './session-ui.css';

export interface SessionNoticeProps {
  state: SessionState;
  onExtend: () => Promise<void>;
  /** Escape in the countdown (the monitor's `dismiss`). */
  onDismiss: () => void;
}

/** The element that had focus, when it is one to give focus back to (not the page's body). */
function focusedElement(): HTMLElement | null {
  const active = typeof document === 'undefined' ? null : document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

export function SessionNotice({ state, onExtend, onDismiss }: SessionNoticeProps) {
  const { t } = useTranslation('app');
  const titleId = useId();
  const textId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [extending, setExtending] = useState(false);
  const counting = state.status === 'countdown';
  const countdownText = state.countdownText ?? '';

  useEffect(() => {
    if (!counting) return undefined;
    const returnTo = focusedElement();
    buttonRef.current?.focus();
    return () => {
      // The dialog has gone with its button: focus fell to the body. Given back only then, so a
      // customer who tabbed or clicked elsewhere keeps their place.
      if (returnTo?.isConnected && focusedElement() === null) returnTo.focus();
    };
  }, [counting]);

  const extend = () => {
    setExtending(true);
    // A failed extension has already logged out (auth service) and is logged by the monitor.
    onExtend()
      .catch(() => undefined)
      .finally(() => setExtending(false));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onDismiss();
  };

  return (
    <>
      {counting && (
        <div className="app-session" role="alertdialog" aria-modal="false" aria-labelledby={titleId} aria-describedby={textId} onKeyDown={onKeyDown}>
          <h2 id={titleId} className="app-session__title">
            {t('session.title')}
          </h2>
          <p id={textId} className="app-session__text">
            {t('session.countdown', { time: countdownText })}
          </p>
          <button ref={buttonRef} type="button" className="app-button app-button--primary" data-session-control="" onClick={extend} disabled={extending}>
            {t('session.extend')}
          </button>
        </div>
      )}
      <div className="app-session-status" role="status" aria-live="polite">
        {state.status === 'extended' && state.extendedByMinutes !== null && (
          <p className="app-session app-session--extended">{t('session.extended', { n: state.extendedByMinutes, count: state.extendedByMinutes })}</p>
        )}
      </div>
    </>
  );
}
