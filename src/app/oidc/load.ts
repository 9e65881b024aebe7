/**
 * The one door to the OpenID Connect chunk (login-flow.ts and the client library): every caller
 * (the login block, the gate, the account switch, refresh and logout) loads it through here, so
 * the first load carries this line only and the chunk is one, loaded when it is first needed.
 */
export const loadOidc = () => import('./login-flow.ts');
