/**
 * Storybook only: the real chrome of one persona. The persona goes through the same engine
 * call as `portal resolve` and the running portal, so a story shows what that customer sees.
 */
import { useMemo, type ReactElement } from 'react';
import { config, strings } from 'virtual:portal-config/all';
import { uiStringsOf } from '../i18n/strings-of-language.ts';
import { UiStringsProvider } from '../i18n/useTranslation.tsx';
import { resolveData } from '../../blocks/resolve-with-blocks.ts';
import { formatPersonaProblem } from '../../engine/personas/parse.ts';
import type { Persona } from '../../engine/types/persona.ts';
import { Header } from '../header/index.ts';
import { Footer } from '../footer/index.ts';
import '../theme/tokens.css';
import '../theme/base.css';
import { storyPersonas } from './story-personas.ts';

const { personas, problems } = storyPersonas();

export function personaById(id: string): Persona | undefined {
  return personas.get(id)?.persona;
}

export interface PersonaChromeProps {
  personaId: string;
  designVersion: 'v1' | 'v2';
}

export function PersonaChrome({ personaId, designVersion }: PersonaChromeProps): ReactElement {
  const persona = personaById(personaId);
  const view = useMemo(() => (persona ? resolveData(config, { ...persona, context: { ...persona.context, designVersion } }) : null), [persona, designVersion]);
  if (!persona || !view) {
    // A broken persona file is named as the portal command names it (file:line:col).
    const broken = problems.map(formatPersonaProblem);
    return (
      <div role="alert">
        <p>No persona with id {personaId} in personas/</p>
        {broken.length > 0 && <pre>{broken.join('\n')}</pre>}
      </div>
    );
  }
  return (
    <UiStringsProvider strings={uiStringsOf(strings, view.language)}>
      <div lang={view.language}>
        <Header header={view.header} designVersion={view.designVersion} locale={view.locale} pathname={persona.context.page ?? `/${view.locale}/`} />
        <main style={{ padding: '2rem', minHeight: '8rem' }}>
          <h1>{persona.id}</h1>
          <p>{persona.description}</p>
        </main>
        <Footer
          footer={view.footer}
          markets={view.markets}
          locale={view.locale}
          designVersion={view.designVersion}
          loggedIn={view.header.type === 'private'}
          year={2026}
        />
      </div>
    </UiStringsProvider>
  );
}
