/**
 * Menu item types (spec 2.4) and how each is drawn: the one declaration. The view model's
 * `ItemType`, the header's item registry (total over it) and the enum of
 * schemas/common.schema.json (`menuItem.type`) come from here (see footer-parts.ts for how).
 */
export const ITEM_TYPES = {
  advanced: 'Menu item with a title, a description and an icon (dropdown panels).',
  basic: 'Menu item: a plain link with its title.',
  text: 'Menu item without a link: a heading or a note.',
  arrow: 'Menu item drawn as a link with an arrow (a "see all" link).',
  image: 'Menu item drawn as an image with a link.',
  login: 'Action: the login button of the public header.',
  registration: 'Action: the registration button of the public header.',
  'my-account': 'Action: the avatar that opens the account menu of the private header.',
} as const satisfies Record<string, string>;

export type ItemType = keyof typeof ITEM_TYPES;
