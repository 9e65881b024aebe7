/**
 * The local flag service speaks the OpenFeature Remote Evaluation Protocol (OFREP,
 * https://openfeature.dev/docs/reference/other-technologies/ofrep), as flagd does, so the
 * portal's OFREP web provider works against this stand-in, flagd or any OFREP service alike:
 *   POST /ofrep/v1/evaluate/flags        every flag for the context in the body (ETag: 304 when unchanged)
 *   POST /ofrep/v1/evaluate/flags/{key}  one flag
 * Each answer names value, variant and reason (STATIC, DEFAULT, TARGETING_MATCH, SPLIT is
 * flagd-core's to say; DISABLED without a value: the caller's default applies).
 *
 * Like the other services it validates and refuses: the context must be an object with a text
 * targetingKey when given; a bearer token, when sent, must be valid (401), and the targeting key
 * is then the token's customer (another customer's is refused, 403), so a signed-in page cannot
 * ask for somebody else's targeting.
 */
import { createHash } from 'node:crypto';
import type { EvaluationContext } from '@openfeature/core';
import { HttpError, json, readJsonObject, type Reply } from '../http-utils.ts';
import type { Route } from '../router.ts';
import type { Authenticate } from '../backend/auth.ts';
import type { FlagEvaluation } from '../../src/node/flags/evaluate.ts';
import { FlagsUnavailable, type FlagStore } from './flag-store.ts';
import type { Persona } from '../../src/engine/types/persona.ts';

const ofrepError = (status: number, errorCode: string, errorDetails: string, key?: string) =>
  new HttpError(status, { ...(key !== undefined ? { key } : {}), errorCode, errorDetails });

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Bodies nest no deeper than the other unauthenticated endpoints' (server/identity/body-limits.ts). */
const MAX_BODY_DEPTH = 8;

/**
 * The evaluation context of a request, checked; the caller's own customer number when signed in.
 * `key`: the flag of the single-flag endpoint, which its error answers name (OFREP's evaluationFailure).
 */
async function contextOf(
  ctx: { req: Parameters<Authenticate>[0] },
  authenticate: Authenticate,
  key?: string,
): Promise<{ context: EvaluationContext; persona: Persona | null }> {
  let body: Record<string, unknown>;
  try {
    body = await readJsonObject(ctx.req, 64 * 1024, MAX_BODY_DEPTH);
  } catch (error) {
    if (error instanceof HttpError && error.status === 400) throw ofrepError(400, 'PARSE_ERROR', error.message, key);
    throw error;
  }
  // OFREP's request has a context object; none at all is an empty context, null is not one.
  const context = body.context === undefined ? {} : body.context;
  if (!isRecord(context))
    throw ofrepError(
      400,
      'INVALID_CONTEXT',
      `context must be an object of attributes, not ${context === null ? 'null' : Array.isArray(context) ? 'a list' : typeof context}`,
      key,
    );
  if (context.targetingKey !== undefined && typeof context.targetingKey !== 'string')
    throw ofrepError(400, 'INVALID_CONTEXT', 'context.targetingKey must be a text (the customer number)', key);
  if (ctx.req.headers.authorization === undefined) return { context: context as EvaluationContext, persona: null };
  const { persona } = await authenticate(ctx.req);
  const own = persona.customer?.bacNumber ?? '';
  if (context.targetingKey !== undefined && context.targetingKey !== own) {
    throw new HttpError(403, {
      ...(key !== undefined ? { key } : {}),
      errorCode: 'INVALID_CONTEXT',
      errorDetails: `targetingKey "${String(context.targetingKey)}" is not the signed-in customer`,
    });
  }
  return { context: { ...context, targetingKey: own } as EvaluationContext, persona };
}

/** The reasons OFREP's schema lists; flagd-core's others (DEFAULT: no rule matched) are UNKNOWN to it. */
const OFREP_REASONS = new Set(['STATIC', 'TARGETING_MATCH', 'SPLIT', 'DISABLED', 'UNKNOWN']);

/** OFREP's success shape; a disabled flag has no value. */
function answerOf(evaluation: FlagEvaluation): Record<string, unknown> {
  if (evaluation.errorCode) return { key: evaluation.key, errorCode: evaluation.errorCode, errorDetails: evaluation.errorDetails ?? evaluation.errorCode };
  return {
    key: evaluation.key,
    reason: OFREP_REASONS.has(evaluation.reason) ? evaluation.reason : 'UNKNOWN',
    ...(evaluation.variant !== undefined ? { variant: evaluation.variant } : {}),
    ...(evaluation.value !== undefined ? { value: evaluation.value } : {}),
    metadata: evaluation.metadata ?? {},
  };
}

/** The flags of the store, or 503 when its thread does not answer in time. */
async function evaluated(flags: FlagStore, persona: Persona | null, context: EvaluationContext, key?: string) {
  try {
    return await flags.evaluate(persona, context, key);
  } catch (error) {
    if (error instanceof FlagsUnavailable) throw new HttpError(503, { errorCode: 'GENERAL', errorDetails: error.message });
    throw error;
  }
}

export function ofrepRoutes(flags: FlagStore, authenticate: Authenticate): Route[] {
  return [
    {
      method: 'POST',
      path: '/ofrep/v1/evaluate/flags',
      handler: async (ctx): Promise<Reply> => {
        const { context, persona } = await contextOf(ctx, authenticate);
        const { revision, evaluations } = await evaluated(flags, persona, context);
        // The same definitions and context give the same answer: its ETag lets a polling page skip the body.
        const etag = `"${createHash('sha256').update(revision).update(JSON.stringify(context)).digest('base64url').slice(0, 27)}"`;
        if (ctx.req.headers['if-none-match'] === etag) return { status: 304, headers: { etag, 'cache-control': 'no-store' } };
        return json(200, { flags: evaluations.map(answerOf) }, { etag });
      },
    },
    {
      method: 'POST',
      path: '/ofrep/v1/evaluate/flags/:key',
      handler: async (ctx): Promise<Reply> => {
        const { context, persona } = await contextOf(ctx, authenticate, ctx.params.key ?? '');
        const {
          evaluations: [evaluation],
        } = await evaluated(flags, persona, context, ctx.params.key ?? '');
        if (!evaluation) throw new HttpError(503, { errorCode: 'GENERAL', errorDetails: 'the flag was not evaluated' });
        if (evaluation.errorCode === 'FLAG_NOT_FOUND') throw ofrepError(404, 'FLAG_NOT_FOUND', evaluation.errorDetails ?? 'no such flag', evaluation.key);
        if (evaluation.errorCode) throw ofrepError(400, evaluation.errorCode, evaluation.errorDetails ?? evaluation.errorCode, evaluation.key);
        return json(200, answerOf(evaluation));
      },
    },
  ];
}
