// Spec 2.7: answering the country banner takes its `?country=` trigger out of the address.
import { describe, expect, it } from 'vitest';
import { withoutCountryQuery } from '../../src/app/country/banner-triggers.ts';

describe('withoutCountryQuery', () => {
  it('drops ?country= and keeps the path', () => {
    expect(withoutCountryQuery({ pathname: '/de-de/', search: '?country=at', hash: '' })).toBe('/de-de/');
  });

  it('keeps the other parameters in order, and the hash (a legacy hash route keeps its case)', () => {
    expect(withoutCountryQuery({ pathname: '/de-de/', search: '?design=v1&country=at&flags=x', hash: '#/MyInvestments/TermDeposit' })).toBe(
      '/de-de/?design=v1&flags=x#/MyInvestments/TermDeposit',
    );
  });

  it('drops every occurrence, an empty value too', () => {
    expect(withoutCountryQuery({ pathname: '/de-de/login/', search: '?country=&country=fr', hash: '' })).toBe('/de-de/login/');
  });

  it('says nothing changes when there is no country parameter', () => {
    expect(withoutCountryQuery({ pathname: '/de-de/', search: '?design=v1', hash: '' })).toBeNull();
    expect(withoutCountryQuery({ pathname: '/de-de/', search: '', hash: '' })).toBeNull();
    // A parameter that only contains the name is another parameter.
    expect(withoutCountryQuery({ pathname: '/de-de/', search: '?countryside=1', hash: '' })).toBeNull();
  });
});

describe('withoutCountryQuery keeps the rest as written', () => {
  it('does not re-encode other parameters', () => {
    expect(withoutCountryQuery({ pathname: '/de-de/', search: '?flags=a,-b&country=at', hash: '' })).toBe('/de-de/?flags=a,-b');
  });

  it('drops an empty pair left over', () => {
    expect(withoutCountryQuery({ pathname: '/de-de/', search: '?a=1&&country=at', hash: '' })).toBe('/de-de/?a=1');
  });
});
