/**
 * Spec 7: the tag-manager container differs by region group (de/at, other, usa). The group is the
 * region's (config/markets/regions.yaml `regionGroups`), and the region the host's (spec 2.1,
 * page.ts regionOf): a page on www.example.at loads the de/at container, one on
 * www.example.co.uk the other one, wherever the locale of its path.
 */
import type { RegionsFile } from '../config/types.ts';

export const REGION_GROUPS = ['de-at', 'other', 'usa'] as const;
export type RegionGroup = (typeof REGION_GROUPS)[number];

/** The region group of a region: as configured, else `other`. */
export function regionGroupOf(region: string, regions: Pick<RegionsFile, 'regionGroups'>): RegionGroup {
  return regions.regionGroups?.[region] ?? 'other';
}
