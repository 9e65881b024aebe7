/**
 * Touch devices open dropdowns by click instead of hover (spec 4). Read in an effect so the
 * first render is the same on the server and in the browser; prerendered pages assume a
 * pointer device until hydration.
 */
import { useEffect, useState } from 'react';
import { TOUCH_POINTS_THRESHOLD } from './constants.ts';

export function useIsTouchDevice(): boolean {
  const [isTouch, setIsTouch] = useState(false);
  useEffect(() => {
    setIsTouch(typeof navigator !== 'undefined' && navigator.maxTouchPoints > TOUCH_POINTS_THRESHOLD);
  }, []);
  return isTouch;
}
