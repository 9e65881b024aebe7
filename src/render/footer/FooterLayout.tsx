/**
 * The two footer layouts (spec 2.6: v1 and v2 follow the design-version flag). Like the
 * Docusaurus theme Footer, the parts are rendered first and handed to a layout as children;
 * layouts only wrap them, they never reorder or drop parts (order is the engine's).
 */
import type { ReactNode } from 'react';
import type { Footer } from '../../engine/types/view-model.ts';
import { Container } from '../blocks/Container.tsx';
import { PaddedContent } from '../blocks/PaddedContent.tsx';
import type { DesignVersion } from '../blocks/design-version.ts';
import './footer.css';

export interface FooterLayoutProps {
  designVersion: DesignVersion;
  loggedIn: boolean;
  children: ReactNode;
}

/** Older design: light footer, parts stacked and separated by rules. */
function FooterLayoutV1({ designVersion, loggedIn, children }: FooterLayoutProps) {
  return (
    <footer className="pf pf--v1">
      <Container designVersion={designVersion} loggedIn={loggedIn}>
        <div className="pf__parts">{children}</div>
      </Container>
    </footer>
  );
}

/** Newer design: dark padded band, parts on a grid that widens on large screens. */
function FooterLayoutV2({ designVersion, loggedIn, children }: FooterLayoutProps) {
  return (
    <footer className="pf pf--v2">
      <PaddedContent designVersion={designVersion}>
        <Container designVersion={designVersion} loggedIn={loggedIn}>
          <div className="pf__parts">{children}</div>
        </Container>
      </PaddedContent>
    </footer>
  );
}

export const FOOTER_LAYOUTS: Record<Footer['version'], (props: FooterLayoutProps) => ReactNode> = {
  v1: FooterLayoutV1,
  v2: FooterLayoutV2,
};
