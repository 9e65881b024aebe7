/**
 * The part of oidc-provider (https://github.com/panva/node-oidc-provider) the local stack uses.
 * The package ships no type declarations and @types/oidc-provider trails its releases, so this
 * names only what server/identity/ calls; the provider's own documentation is the reference.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  /** Koa's context as extended by the provider (ctx.oidc); loosely typed on purpose. */
  export interface ProviderContext {
    oidc: OidcContext;
    body: unknown;
    status: number;
    method: string;
    path: string;
    type: string;
    set(name: string, value: string): void;
    get(name: string): string;
    remove(name: string): void;
    response: { get(name: string): string | string[] | undefined };
    req: IncomingMessage;
    cookies: { get(name: string): string | undefined };
    [key: string]: unknown;
    [key: symbol]: unknown;
  }

  export interface OidcContext {
    route?: string;
    params?: Record<string, string | undefined>;
    client?: ClientModel;
    entities: {
      Grant?: GrantModel;
      RefreshToken?: TokenModel;
      AccessToken?: TokenModel;
      Client?: ClientModel;
      Session?: { authorizations?: Record<string, { grantId?: string }> };
      [name: string]: unknown;
    };
    session?: { accountId?: string; authorizations?: Record<string, { grantId?: string }> };
    entity(name: string, value: unknown): void;
  }

  export interface ClientModel {
    clientId: string;
  }

  export interface TokenModel {
    jti: string;
    accountId?: string;
    clientId?: string;
    grantId?: string;
    exp?: number;
    iat?: number;
    iiat?: number;
    consumed?: unknown;
    expiration?: number;
    scope?: string;
    resourceServer?: unknown;
    save(): Promise<string>;
    destroy(): Promise<void>;
    [key: string]: unknown;
  }

  export interface GrantModel {
    jti: string;
    accountId?: string;
    clientId?: string;
    exp?: number;
    iat?: number;
    addOIDCScope(scope: string): void;
    addResourceScope(resource: string, scope: string): void;
    save(): Promise<string>;
    destroy(): Promise<void>;
  }

  export interface InteractionDetails {
    uid: string;
    prompt: { name: string; reasons?: string[]; details?: Record<string, unknown> };
    params: Record<string, string | undefined>;
    session?: { accountId?: string; uid?: string };
  }

  type ModelClass<T> = (new (
    fields: Record<string, unknown>,
  ) => T) & {
    find(id: string, options?: Record<string, unknown>): Promise<T | undefined>;
  };

  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    readonly issuer: string;
    proxy: boolean;
    readonly Grant: ModelClass<GrantModel>;
    readonly AccessToken: ModelClass<TokenModel>;
    readonly RefreshToken: ModelClass<TokenModel>;
    readonly Client: { find(id: string): Promise<ClientModel | undefined> };
    readonly ResourceServer: new (
      identifier: string,
      info: Record<string, unknown>,
    ) => unknown;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    use(middleware: (ctx: ProviderContext, next: () => Promise<void>) => Promise<void>): this;
    on(event: string, listener: (...args: unknown[]) => void): this;
    registerGrantType(name: string, handler: (ctx: ProviderContext) => Promise<void>, params?: string[]): void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionResult(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<string>;
  }

  export const errors: {
    InvalidGrant: new (description?: string) => Error;
    InvalidTarget: new (description?: string) => Error;
    InvalidRequest: new (description?: string) => Error;
    AccessDenied: new (description?: string) => Error;
    /** An error whose code and description are both answered (the named ones keep their description to the logs). */
    CustomOIDCProviderError: new (
      error: string,
      description: string,
    ) => Error;
  };
}
