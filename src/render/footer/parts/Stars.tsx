/**
 * Five stars filled to a value in half steps (spec 9: rating step 0.5). Decorative: the
 * caller states the score in text next to it.
 */
import { useId } from 'react';

const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

export function Stars({ value }: { value: number }) {
  const gradientId = useId();
  return (
    <span className="pf-stars" aria-hidden="true">
      {[1, 2, 3, 4, 5].map((position) => {
        const fill = value >= position ? 'full' : value >= position - 0.5 ? 'half' : 'empty';
        const paint = fill === 'full' ? 'var(--p-color-star)' : fill === 'half' ? `url(#${gradientId})` : 'none';
        return (
          <svg key={position} className="pf-star" viewBox="0 0 24 24" width="20" height="20" focusable="false" data-fill={fill}>
            {position === 1 && (
              <defs>
                <linearGradient id={gradientId}>
                  <stop offset="50%" stopColor="var(--p-color-star)" />
                  <stop offset="50%" stopColor="transparent" />
                </linearGradient>
              </defs>
            )}
            <path d={STAR} fill={paint} stroke={fill === 'empty' ? 'var(--p-color-star-empty)' : 'var(--p-color-star)'} strokeWidth="1.5" />
          </svg>
        );
      })}
    </span>
  );
}
