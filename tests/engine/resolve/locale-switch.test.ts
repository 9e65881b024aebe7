import { describe, expect, it } from 'vitest';
import { resolvePersona, variantOf } from '../../support/personas.ts';

describe('distribution-channel locale switch (spec 4, authentication gate)', () => {
  it('with the flag on, a German customer on the Austrian site is switched to de-de on the same page', () => {
    expect(resolvePersona('distribution-channel-switch-de').localeSwitch).toEqual({ locale: 'de-de', href: '/de-de/dashboard/' });
  });

  it('with the flag off, the customer stays on the Austrian site', () => {
    expect(resolvePersona('distribution-channel-no-switch-de').localeSwitch).toBeNull();
  });

  it('never switches a customer already on their market, nor a visitor', () => {
    expect(
      resolvePersona(
        variantOf('distribution-channel-switch-de', (p) => {
          p.context.locale = 'de-de';
          p.context.page = '/de-de/dashboard/';
        }),
      ).localeSwitch,
    ).toBeNull();
    expect(
      resolvePersona(
        variantOf('distribution-channel-switch-de', (p) => {
          delete p.customer;
        }),
      ).localeSwitch,
    ).toBeNull();
  });

  it('a UK customer on the Irish site goes to en-gb', () => {
    const persona = variantOf('distribution-channel-switch-de', (p) => {
      p.customer!.address = { countryCode: 'GB' };
      p.context.locale = 'en-ie';
      p.context.page = '/en-ie/postbox/messages';
    });
    expect(resolvePersona(persona).localeSwitch).toEqual({ locale: 'en-gb', href: '/en-gb/postbox/messages' });
  });
});
