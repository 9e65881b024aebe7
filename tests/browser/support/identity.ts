/** The local identity service's token endpoint, as the portal calls it. */
export const TOKEN_PATH = '/auth/protocol/openid-connect/token';

/** Asks the identity service to refresh with this token, as the portal would: shows whether a token was revoked. */
export async function refreshAnswer(portalUrl: string, refreshToken: string): Promise<{ status: number; body: { error?: string; refresh_token?: string } }> {
  const response = await fetch(`${portalUrl}${TOKEN_PATH}`, {
    method: 'POST',
    body: new URLSearchParams({ grant_type: 'refresh_token', client_id: 'login', refresh_token: refreshToken }),
  });
  return { status: response.status, body: (await response.json()) as { error?: string; refresh_token?: string } };
}
