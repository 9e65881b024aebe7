/**
 * Request bodies of the identity service: anyone may post to its sign-in, token and
 * user-management endpoints without a token, and its bodies are small forms and flat JSON
 * objects. A body over `maxBytes` is refused (413) as it arrives, a JSON body nested deeper than
 * `maxDepth` (400) before it is parsed: a 1 MiB nested body took 0.5-1 s to parse.
 */
export const IDENTITY_BODY_LIMITS = { maxBytes: 16 * 1024, maxDepth: 8 } as const;
