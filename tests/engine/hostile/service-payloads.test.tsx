// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { deriveFacts } from '../../../src/engine/facts/derive.ts';
import { customerDataOf } from '../../../src/engine/facts/payload.ts';
import { resolve } from '../../../src/blocks/resolve-with-blocks.ts';
import type { Persona } from '../../../src/engine/types/persona.ts';
import type { ViewModel } from '../../../src/engine/types/view-model.ts';
import { Header } from '../../../src/render/header/index.ts';
import { fixtureConfig } from '../../support/fixture-config.ts';
import { loadPersona } from '../../support/personas.ts';
import { renderWithI18n } from '../../render/header/setup.tsx';
import { ENTITY_LINKS, UNSAFE_LINKS, isScriptable, liveCodeIn } from './vectors.ts';

/**
 * Hostile strings in service payloads (spec 7): customer names, switchable account names,
 * the cobranding partner logo URL, account identifiers. Where each reaches the view model it
 * is text, never a link or markup; the cobranding logo URL does not reach it at all (header
 * logos come from the headers config, headers/headers.yaml). The header, drawn by the real renderer with
 * its account menu open, stays inert.
 */
afterEach(cleanup);
// Loading and compiling the config is the slow part; do it once, outside any case's time limit.
beforeAll(() => void fixtureConfig(), 60_000);

const MARKUP = ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '"><svg onload=alert(1)>', "'><a href=javascript:alert(1)>x</a>"];
const HOSTILE = [...MARKUP, ...UNSAFE_LINKS.slice(0, 6), ...ENTITY_LINKS.slice(0, 4)];

/** The switchable-accounts persona with `value` in every payload string that reaches the screen. */
function hostilePersona(value: string, index: number): Persona {
  const persona = loadPersona('switchable-accounts-de');
  const customer = persona.customer!;
  customer.firstName = `${value} F${index}`;
  customer.lastName = `${value} L${index}`;
  delete customer.fullName;
  const person = customer._embedded?.persons?.[0];
  if (person) {
    person.firstName = customer.firstName;
    person.lastName = customer.lastName;
    person.personalDetails = { academicTitleCode: value };
  }
  persona.switchableAccounts = [
    { first_name: `${value} SA${index}`, last_name: value, customer_id: 'C-OTHER-1' },
    { first_name: value, last_name: `${value} SB${index}`, customer_id: value },
  ];
  persona.cobranding = { distributor_id: value, distributor_logo: { url: value } };
  persona.customer!.distributorId = 'PARTNER_B';
  for (const account of persona.accounts ?? []) {
    account.iban = value;
    account.currencyCode = value;
  }
  return persona;
}

function viewModelOf(persona: Persona): ViewModel {
  const config = fixtureConfig();
  const data = customerDataOf(persona);
  return resolve(config, deriveFacts(data, config), data);
}

/** Every value under a key that a renderer turns into a link or an image address. */
function urlsIn(value: unknown, path = ''): { path: string; url: string }[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => urlsIn(v, `${path}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, v]) =>
      /^(href|url|src)$|Url$/.test(key) && typeof v === 'string' ? [{ path: `${path}.${key}`, url: v }] : urlsIn(v, `${path}.${key}`),
    );
  }
  return [];
}

describe.each(HOSTILE.map((value, index) => [JSON.stringify(value), value, index] as const))('payload strings %s', (_name, value, index) => {
  it('reach the view model only as text: names, never a link or an image address', () => {
    const vm = viewModelOf(hostilePersona(value, index));
    const account = vm.header.account!;
    expect(account.displayName).toContain(`F${index}`);
    expect(account.fullName).toContain(`L${index}`);
    expect(account.switchableAccountList?.map((a) => a.name).join(' ')).toContain(`SA${index}`);
    for (const { path, url } of urlsIn(vm)) {
      expect(url.includes(value.trim()) && value.trim() !== '', `${path}: ${url}`).toBe(false);
      expect(isScriptable(url), `${path}: ${url}`).toBe(false);
    }
  });

  it('the cobranding logo URL and distributor id reach no part of the view model', () => {
    const persona = hostilePersona(value, index);
    persona.cobranding = { distributor_id: `COBRAND-${index}`, distributor_logo: { url: `${value}#cobrand-${index}` } };
    const json = JSON.stringify(viewModelOf(persona));
    expect(json).not.toContain(`cobrand-${index}`);
    expect(json).not.toContain(`COBRAND-${index}`);
  });

  it('the rendered header, with the account menu open, shows them as text and runs nothing', () => {
    const vm = viewModelOf(hostilePersona(value, index));
    renderWithI18n(<Header header={vm.header} designVersion="v2" pathname="/de-de/dashboard/" locale="de-de" />);
    fireEvent.click(screen.getByRole('button', { name: /My account|Mein Konto/ }));
    expect(liveCodeIn(document, { ui: true })).toEqual([]);
    for (const link of document.querySelectorAll('a[href]')) expect(isScriptable(link.getAttribute('href')!), link.outerHTML).toBe(false);
    for (const image of document.querySelectorAll('img[src]')) expect(isScriptable(image.getAttribute('src')!), image.outerHTML).toBe(false);
    // The names are on screen, as the text they are (React escaped them).
    expect(document.body.textContent).toContain(`SA${index}`);
    expect(document.body.textContent).toContain(`${value.trim() === '' ? '' : value.trim().slice(0, 12)}`);
  });
});
