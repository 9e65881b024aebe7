/**
 * Review score helpers (spec 5, spec 9 "Review rating step 0.5").
 * Scores are on a 0..5 scale; payloads may send them as strings.
 */

export const MAX_REVIEW_SCORE = 5;

function toScore(score: number | string | null | undefined): number | null {
  if (score === null || score === undefined || (typeof score === 'string' && score.trim() === '')) return null;
  const n = typeof score === 'number' ? score : Number(score);
  return Number.isFinite(n) ? n : null;
}

/**
 * Score rounded to the nearest half (x.25 rounds up to x.5, x.75 up to x+1), clamped to 0..5.
 * Absent, non-numeric or infinite scores give 0.
 */
export function roundToHalf(score: number | string | null | undefined): number {
  const n = toScore(score);
  if (n === null) return 0;
  const rounded = Math.round(n * 2) / 2;
  return Math.min(MAX_REVIEW_SCORE, Math.max(0, rounded)) + 0; // + 0 turns -0 into 0
}

/** Upper bounds (inclusive) of the star buckets 1..4; above the last bound is 5 (spec 5). */
export const STAR_BUCKET_BOUNDS = [1.7, 2.7, 3.7, 4.2] as const;

/**
 * Star text bucket 0..5 (spec 5). "Up to" is inclusive: 1.7 gives 1, 1.71 gives 2, 4.2 gives 4.
 * The raw score is used, not the rounded one. Absent, non-numeric, zero and negative scores
 * give 0: a real review score is never below 1, so 0 or less means "no score", not one star.
 */
export function starBucket(score: number | string | null | undefined): number {
  const n = toScore(score);
  if (n === null || n <= 0) return 0;
  const index = STAR_BUCKET_BOUNDS.findIndex((bound) => n <= bound);
  return index === -1 ? 5 : index + 1;
}
