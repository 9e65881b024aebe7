/**
 * Whether a Lighthouse run of a customer page measured the logged-in page: it must end on the
 * URL it asked for (not the login page) and its customer data calls must have been answered.
 * A run that measured a redirect or a logged-out page is reported, never averaged silently.
 */
import type { Result } from 'lighthouse';

interface NetworkItem {
  url?: unknown;
  statusCode?: unknown;
}

function apiAnswers(lhr: Result): { url: string; status: number }[] {
  const details = lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined;
  return (details?.items ?? [])
    .filter((item): item is { url: string; statusCode: number } => typeof item.url === 'string' && typeof item.statusCode === 'number')
    .filter((item) => new URL(item.url).pathname.startsWith('/api/'))
    .map((item) => ({ url: item.url, status: item.statusCode }));
}

/** Why the run did not measure the logged-in page, or undefined when it did. */
export function loggedInProblem(lhr: Result, requestedUrl: string): string | undefined {
  const wanted = new URL(requestedUrl).pathname.replace(/\/?$/, '/');
  const ended = new URL(lhr.finalDisplayedUrl).pathname.replace(/\/?$/, '/');
  if (ended !== wanted) return `ended on ${ended} instead of ${wanted} (not logged in?)`;
  const answers = apiAnswers(lhr);
  const refused = answers.filter((answer) => answer.status === 401 || answer.status === 403);
  if (refused.length > 0) return `the backend refused ${refused.map((answer) => new URL(answer.url).pathname).join(', ')} (${refused[0]!.status})`;
  if (!answers.some((answer) => answer.status === 200)) return 'no customer data call (/api/) was answered: the page did not load as logged in';
  return undefined;
}
