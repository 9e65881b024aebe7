/**
 * The tracking vocabulary, declared once (spec 3 "Tracking event payload"). The tracker sends
 * only these fields; schemas/redirects.schema.json lists the config-given ones as its closed
 * set of keys (tests/engine/tracking-vocabulary.test.ts keeps the two in step).
 */

/** Every field of the payload, in the spec's order. */
export const TRACKING_FIELDS = [
  'event_name',
  'object',
  'action',
  'portal',
  'description',
  'bounded_context',
  'zone',
  'context',
  'component',
  'product_id',
  'bips_domain',
  'browsing_platform',
  'country_platform',
  'customer_group',
  'custom_attribute_1',
  'custom_attribute_2',
  'custom_attribute_3',
  'custom_attribute_4',
  'custom_attribute_5',
  'custom_attribute_6',
  'custom_attribute_7',
  'custom_attribute_8',
  'custom_attribute_9',
  'custom_attribute_10',
] as const;

export type TrackingField = (typeof TRACKING_FIELDS)[number];

/**
 * Filled by the portal for every event, from the device, the page and the customer: a config
 * file that set one would contradict what the portal knows, so the schema does not allow them.
 */
export const PORTAL_TRACKING_FIELDS = ['portal', 'context', 'browsing_platform', 'country_platform', 'customer_group'] as const;

export type PortalTrackingField = (typeof PORTAL_TRACKING_FIELDS)[number];

/** What a config file may give an event (the redirects' `tracking`). */
export type ConfigTrackingField = Exclude<TrackingField, PortalTrackingField>;

export const CONFIG_TRACKING_FIELDS: readonly ConfigTrackingField[] = TRACKING_FIELDS.filter(
  (field): field is ConfigTrackingField => !(PORTAL_TRACKING_FIELDS as readonly string[]).includes(field),
);

/** A tracking event as config gives it. */
export type ConfigTrackingEvent = { event_name: string } & Partial<Record<Exclude<ConfigTrackingField, 'event_name'>, string>>;
