/**
 * The LOCAL STAND-IN LOGIN, drawn for the login page's `login` block (config/pages/access.yaml):
 * not the real login flow (spec 2.2 leaves that to the identity service). It lists the local
 * stack's example customers; choosing one logs in as that persona and opens its dashboard.
 * Buttons are named by persona id ("active-de"), the description is their accessible description.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginBlock } from '../../engine/types/blocks.ts';
import type { BlockProps } from '../../render/page/block-props.ts';
import { dashboardPath } from '../environment.ts';
import { useAppEnvironment, useCustomerServices } from '../data/services-context.tsx';
import { fetchLocalPersonas, localLogin, type LocalPersona } from './local-login.ts';

export default function LocalLoginBlock({ locale }: BlockProps<LoginBlock>) {
  const { t } = useTranslation('app');
  const { services, history } = useAppEnvironment();
  // The login needs the customer services' plain client: start loading them with the page.
  const customerServices = useCustomerServices(true);
  const personas = useLocalPersonas(customerServices?.publicHttp ?? null);
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  const logIn = (personaId: string, personaLocale: string) => {
    setBusy(personaId);
    setFailed(false);
    if (!customerServices) return;
    localLogin(customerServices.publicHttp, personaId)
      .then((session) => {
        services.saveLogin(session);
        // Flag and design switches of the login URL (environment.ts) carry over to the dashboard.
        const carried = new URLSearchParams();
        const current = new URLSearchParams(history.getLocation().search);
        for (const name of ['flags', 'design']) for (const value of current.getAll(name)) carried.append(name, value);
        const query = carried.toString();
        history.push(`${dashboardPath(personaLocale || locale)}${query ? `?${query}` : ''}`);
      })
      .catch((error: unknown) => {
        console.error('Local login failed', error);
        setFailed(true);
      })
      .finally(() => setBusy(null));
  };

  return (
    <>
      <div className="app-banner app-banner--warning" role="note">
        <strong>{t('login.banner')}</strong>
      </div>
      <p>{t('login.intro')}</p>
      {failed && <p role="alert" className="app-error">{t('login.failed')}</p>}
      {personas.isPending && (
        <p role="status" className="app-personas-pending">
          {t('login.loading')}
        </p>
      )}
      {personas.isError && <p role="alert" className="app-error">{t('login.error')}</p>}
      {personas.data && (
        <ul className="app-personas" aria-label={t('login.customersLabel')}>
          {personas.data.map((persona) => (
            <li key={persona.id} className="app-personas__item">
              <button
                type="button"
                className="app-button"
                aria-describedby={`persona-${persona.id}`}
                disabled={busy !== null}
                aria-busy={busy === persona.id}
                onClick={() => logIn(persona.id, persona.locale)}
              >
                {persona.id}
              </button>
              <span id={`persona-${persona.id}`} className="app-personas__description">
                {persona.description} · {t('login.locale', { locale: persona.locale })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

type PersonasState = { isPending: boolean; isError: boolean; data: LocalPersona[] | undefined };

/** The example customers, asked once per visit of the page (a plain request: this is a stand-in). */
function useLocalPersonas(http: Parameters<typeof fetchLocalPersonas>[0] | null): PersonasState {
  const [state, setState] = useState<PersonasState>({ isPending: true, isError: false, data: undefined });
  useEffect(() => {
    if (!http) return undefined;
    let live = true;
    fetchLocalPersonas(http).then(
      (data) => live && setState({ isPending: false, isError: false, data }),
      (error: unknown) => {
        console.error('The example customers could not be loaded', error);
        if (live) setState({ isPending: false, isError: true, data: undefined });
      },
    );
    return () => {
      live = false;
    };
  }, [http]);
  return state;
}
