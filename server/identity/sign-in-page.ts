import { signInStrings, type SignInStrings } from './sign-in-strings.ts';

/**
 * The local provider's HTML pages: sign-in, sign-out confirmation, error. No inline script or
 * style: the stylesheet and the one script come from the provider's own asset paths.
 */
export const SIGN_IN_CSP =
  "default-src 'none'; style-src 'self'; script-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/** Below `<prefix>/interaction/`; the interaction routes answer them. */
export const ASSET_CSS = 'assets/sign-in.css';
export const ASSET_LOGOUT_JS = 'assets/sign-out.js';

export const SIGN_IN_CSS = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f6f8;color:#1a1a1a}
main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:8px}
h1{font-size:1.5rem;margin:0 0 1rem}label{display:block;font-weight:600;margin-top:1rem}
input{width:100%;box-sizing:border-box;padding:.6rem;font:inherit;border:1px solid #6b7280;border-radius:4px}
button{font:inherit;padding:.6rem 1rem;margin-top:1rem;border:0;border-radius:4px;background:#0b57d0;color:#fff;cursor:pointer}
button:focus-visible,input:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.error{color:#b00020;font-weight:600}section.local{margin-top:2rem;border-top:2px dashed #b45309;padding-top:1rem}
section.local h2{font-size:1rem;color:#92400e}section.local ul{list-style:none;padding:0}
section.local button{background:#fff;color:#0b57d0;border:1px solid #0b57d0;margin:.25rem 0;text-align:left;width:100%;overflow-wrap:anywhere}
main{overflow-wrap:break-word}`;

/** Submits the sign-out confirmation at once: only served when the portal asked with the signed-in customer's id_token_hint. */
export const SIGN_OUT_JS = `document.querySelector('button[data-confirm]')?.click();\n`;

export interface ExampleCustomer {
  id: string;
  description: string;
  bacNumber: string;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function page(prefix: string, t: SignInStrings, title: string, body: string, script = ''): string {
  return `<!doctype html>
<html lang="${t.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${prefix}/interaction/${ASSET_CSS}">
${script}</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

export interface SignInForm {
  prefix: string;
  uid: string;
  uiLocales: string | undefined;
  username?: string;
  /** A message shown above the form and announced (role=alert). */
  error?: string;
  examples: ExampleCustomer[];
}

export function signInPage(form: SignInForm): string {
  const t = signInStrings(form.uiLocales);
  const action = `${form.prefix}/interaction/${encodeURIComponent(form.uid)}/login`;
  const error = form.error ? `<p class="error" role="alert" id="sign-in-error">${escapeHtml(form.error)}</p>\n` : '';
  const described = form.error ? ' aria-describedby="sign-in-error" aria-invalid="true"' : '';
  const examples = form.examples
    .map(
      (c) =>
        `<li><button type="submit" name="shortcut" value="${escapeHtml(c.id)}">${escapeHtml(c.id)} · ${escapeHtml(c.bacNumber)}${c.description ? ` — ${escapeHtml(c.description)}` : ''}</button></li>`,
    )
    .join('\n');
  return page(
    form.prefix,
    t,
    t.title,
    `<h1>${escapeHtml(t.title)}</h1>
${error}<form method="post" action="${action}">
<label for="username">${escapeHtml(t.username)}</label>
<input id="username" name="username" autocomplete="username" required value="${escapeHtml(form.username ?? '')}"${described}${form.username ? '' : ' autofocus'}>
<label for="password">${escapeHtml(t.password)}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${described}${form.username ? ' autofocus' : ''}>
<button type="submit">${escapeHtml(t.submit)}</button>
</form>
<section class="local" aria-labelledby="examples">
<h2 id="examples">${escapeHtml(t.examples)}</h2>
<p>${escapeHtml(t.examplesNote)}</p>
<form method="post" action="${action}">
<ul>
${examples}
</ul>
</form>
</section>`,
  );
}

/**
 * The sign-out confirmation (RP-initiated logout); `form` is the provider's hidden form.
 * `autoSubmit`: the request carried the signed-in customer's id_token_hint (the portal's own
 * logout), so the page confirms by itself; otherwise it waits for a press of the button.
 */
export function logoutPage(prefix: string, form: string | undefined, uiLocales: string | undefined, autoSubmit = false): string {
  const t = signInStrings(uiLocales);
  if (form === undefined) return page(prefix, t, t.signedOut, `<h1>${escapeHtml(t.signedOut)}</h1>`);
  return page(
    prefix,
    t,
    t.signOutQuestion,
    `<h1>${escapeHtml(t.signOutQuestion)}</h1>
${form}
<button data-confirm type="submit" form="op.logoutForm" value="yes" name="logout">${escapeHtml(t.signOutYes)}</button>
<button type="submit" form="op.logoutForm">${escapeHtml(t.signOutNo)}</button>`,
    autoSubmit ? `<script src="${prefix}/interaction/${ASSET_LOGOUT_JS}" defer></script>\n` : '',
  );
}

/** A page with one message, e.g. a sign-in link that has expired. */
export function messagePage(prefix: string, uiLocales: string | undefined, message: string): string {
  const t = signInStrings(uiLocales);
  return page(prefix, t, t.error, `<h1>${escapeHtml(t.error)}</h1>\n<p role="alert">${escapeHtml(message)}</p>`);
}

export function errorPage(prefix: string, out: Record<string, string>): string {
  const t = signInStrings(undefined);
  const lines = Object.entries(out)
    .map(([name, value]) => `<p><strong>${escapeHtml(name)}</strong>: ${escapeHtml(String(value))}</p>`)
    .join('\n');
  return page(prefix, t, t.error, `<h1>${escapeHtml(t.error)}</h1>\n<div role="alert">${lines}</div>`);
}
