import { describe, expect, it } from 'vitest';
import { isForeignDistributor } from '../../../src/engine/facts/distributor.ts';
import { fixtureConfig } from '../../support/fixture-config.ts';
import { deriveFacts } from '../../../src/engine/facts/derive.ts';
import { loadPersona } from '../../support/personas.ts';

describe('cobranding by distributor (spec 6)', () => {
  it('the own distributor comes from config, and only other distributors are cobranded', () => {
    const own = fixtureConfig().headers.ownDistributorId;
    expect(own).toBe('RAISIN');
    expect(isForeignDistributor('PARTNER_B', own)).toBe(true);
    expect(isForeignDistributor(own, own)).toBe(false);
    expect(isForeignDistributor('', own)).toBe(false);
    expect(isForeignDistributor(undefined, own)).toBe(false);
  });

  it('changing the own distributor in config changes who is cobranded', () => {
    const config = fixtureConfig();
    const other = { ...config, headers: { ...config.headers, ownDistributorId: 'PARTNER_B' } };
    const partnerCustomer = loadPersona('distributor-partner-b-de');
    expect(deriveFacts(partnerCustomer, config).customer.isForeignDistributor).toBe(true);
    expect(deriveFacts(partnerCustomer, other).customer.isForeignDistributor).toBe(false);
    expect(deriveFacts(loadPersona('active-de'), other).customer.isForeignDistributor).toBe(true);
  });
});
