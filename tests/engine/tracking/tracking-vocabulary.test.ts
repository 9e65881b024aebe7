// The tracking fields are declared once (src/engine/types/tracking.ts); the redirects schema's
// closed list of event keys must be exactly the fields a config file may give.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_TRACKING_FIELDS, PORTAL_TRACKING_FIELDS, TRACKING_FIELDS } from '../../../src/engine/types/tracking.ts';
import { repoRoot } from '../../support/config.ts';

interface TrackingSchema {
  additionalProperties: unknown;
  properties: Record<string, unknown>;
}

function trackingSchema(): TrackingSchema {
  const schema = JSON.parse(readFileSync(join(repoRoot, 'schemas/redirects.schema.json'), 'utf8')) as {
    properties: { redirects: { items: { properties: { tracking: TrackingSchema } } } };
  };
  return schema.properties.redirects.items.properties.tracking;
}

describe('tracking vocabulary', () => {
  it('has the 24 fields of spec 3, custom_attribute_1 to 10 included', () => {
    expect(TRACKING_FIELDS).toHaveLength(24);
    expect(TRACKING_FIELDS).toContain('custom_attribute_10');
  });

  it('the redirects schema allows exactly the config fields, and nothing else', () => {
    const tracking = trackingSchema();
    expect(tracking.additionalProperties).toBe(false);
    expect(Object.keys(tracking.properties).sort()).toEqual([...CONFIG_TRACKING_FIELDS].sort());
  });

  it('the fields the portal fills are not config fields', () => {
    for (const field of PORTAL_TRACKING_FIELDS) expect(CONFIG_TRACKING_FIELDS).not.toContain(field);
    expect(CONFIG_TRACKING_FIELDS.length + PORTAL_TRACKING_FIELDS.length).toBe(TRACKING_FIELDS.length);
  });
});
