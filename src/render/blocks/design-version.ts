import type { ViewModel } from '../../engine/types/view-model.ts';

/** The two visual designs (spec 1): v1 older, v2 newer. Taken from the view model. */
export type DesignVersion = ViewModel['designVersion'];
