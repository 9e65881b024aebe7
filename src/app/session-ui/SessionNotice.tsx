/**
 * The session texts of spec 4 and 8. Countdown: an alert dialog (non-modal: the page stays
 * usable, and any activity there also resets the idle clock) with "You will be logged out
 * in {time}." and an "Extend session" button that takes focus when it appears. After an
 * extension: "Your session was successfully extended by {n} minutes" in a polite status
 * region for the monitor's 5 seconds.
 *
 * The dialog is a session control (data-session-control): clicks and keys in it are not idle
 * activity (session/activity.ts), so "Extend session" extends instead of the mouse-up
 * dismissing the countdown first. The countdown text changes every second; only the dialog's appearance is announced
 * (alertdialog), not each tick, so screen readers are not flooded.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../render/i18n/useTranslation.tsx';
import type { SessionState } from '../session/types.ts';
import './session-ui.css';

export interface SessionNoticeProps {
  state: SessionState;
  onExtend: () => Promise<void>;
}

export function SessionNotice({ state, onExtend }: SessionNoticeProps) {
  const { t } = useTranslation('app');
  const titleId = useId();
  const textId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [extending, setExtending] = useState(false);
  const counting = state.status === 'countdown';
  const countdownText = state.countdownText ?? '';

  useEffect(() => {
    if (counting) buttonRef.current?.focus();
  }, [counting]);

  const extend = () => {
    setExtending(true);
    // A failed extension has already logged out (auth service) and is logged by the monitor.
    onExtend()
      .catch(() => undefined)
      .finally(() => setExtending(false));
  };

  return (
    <>
      {counting && (
        <div className="app-session" data-session-control="" role="alertdialog" aria-modal="false" aria-labelledby={titleId} aria-describedby={textId}>
          <h2 id={titleId} className="app-session__title">
            {t('session.title')}
          </h2>
          <p id={textId} className="app-session__text">
            {t('session.countdown', { time: countdownText })}
          </p>
          <button ref={buttonRef} type="button" className="app-button app-button--primary" onClick={extend} disabled={extending}>
            {t('session.extend')}
          </button>
        </div>
      )}
      <div className="app-session-status" role="status" aria-live="polite">
        {state.status === 'extended' && state.extendedByMinutes !== null && (
          <p className="app-session app-session--extended">{t('session.extended', { n: state.extendedByMinutes })}</p>
        )}
      </div>
    </>
  );
}
