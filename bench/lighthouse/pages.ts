/** The pages `npm run lighthouse` measures, each run this many times. */
export interface LighthousePage {
  name: string;
  path: string;
  /** Log this persona in first (through the local login page) and measure the page as theirs. */
  persona?: string;
}

export const RUNS_PER_PAGE = 3;

export const LIGHTHOUSE_PAGES: readonly LighthousePage[] = [
  { name: 'public home', path: '/de-de/' },
  // As it stays on screen (after a logout); a plain /login/ goes on to the provider's form.
  { name: 'login page', path: '/de-de/login/?state=signed-out' },
  { name: 'offer list', path: '/de-de/products/' },
  { name: 'offer detail', path: '/de-de/products/offer/saimaa-pankki-term-24m/' },
  { name: 'dashboard (active-de)', path: '/de-de/dashboard/', persona: 'active-de' },
];
