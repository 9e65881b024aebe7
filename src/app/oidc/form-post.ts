/**
 * A top-level form POST (RP-initiated logout, OpenID Connect RP-Initiated Logout 1.0 section 2):
 * the ID token goes in the request body, never in a URL (server logs, history, referrers).
 * A browser adapter: the document comes in as an argument.
 */
export function createFormPost(doc: Document): (action: string, fields: Record<string, string>) => void {
  return (action, fields) => {
    const form = doc.createElement('form');
    form.method = 'post';
    form.action = action;
    form.hidden = true;
    for (const [name, value] of Object.entries(fields)) {
      const input = doc.createElement('input');
      input.type = 'hidden';
      input.name = name;
      input.value = value;
      form.append(input);
    }
    doc.body.append(form);
    form.submit();
  };
}
