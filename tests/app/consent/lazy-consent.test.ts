// The consent service behind a loader (first load): calls wait for it, it loads once.
import { describe, expect, it, vi } from 'vitest';
import { lazyConsentService } from '../../../src/app/consent/lazy-consent.ts';
import type { ConsentService } from '../../../src/app/consent/consent-service.ts';

function fakeService(): ConsentService & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    start: async (group) => void calls.push(`start ${group}`),
    identify: async (customer) => void calls.push(`identify ${customer}`),
    openSettings: () => (calls.push('settings'), true),
  };
}

describe('lazy consent service', () => {
  it('loads the service once, on the first call, and hands every call on in order', async () => {
    const real = fakeService();
    const load = vi.fn(async () => real);
    const consent = lazyConsentService(load);
    expect(load).not.toHaveBeenCalled();
    await Promise.all([consent.start('de-at'), consent.identify('DE1')]);
    expect(load).toHaveBeenCalledOnce();
    expect(real.calls).toEqual(['start de-at', 'identify DE1']);
  });

  it('cannot open the settings layer before the service is there, and can after', async () => {
    const real = fakeService();
    const consent = lazyConsentService(async () => real);
    expect(consent.openSettings()).toBe(false);
    await consent.start('other');
    expect(consent.openSettings()).toBe(true);
  });
});
