// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Container } from '../../../src/render/blocks/Container.tsx';
import { PaddedContent } from '../../../src/render/blocks/PaddedContent.tsx';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../../support/config.ts';
import { FlagIcon } from '../../../src/render/blocks/FlagIcon.tsx';
import { COUNTRY_FLAG_CODES as FLAG_CODES } from '../../../src/engine/vocabularies/country-flags.ts';
import { SocialIcon, type SocialAccount } from '../../../src/render/blocks/SocialIcon.tsx';
import { Divider } from '../../../src/render/blocks/Divider.tsx';
import { BorderedBox } from '../../../src/render/blocks/BorderedBox.tsx';

afterEach(cleanup);

describe('layout blocks', () => {
  it('picks the container width class by design version and login', () => {
    const { container, rerender } = render(<Container designVersion="v1">x</Container>);
    expect(container.firstElementChild?.className).toContain('pb-container--v1');
    rerender(<Container designVersion="v2">x</Container>);
    expect(container.firstElementChild?.className).toContain('pb-container--v2-public');
    rerender(
      <Container designVersion="v2" loggedIn>
        x
      </Container>,
    );
    expect(container.firstElementChild?.className).toContain('pb-container--v2-private');
  });

  it('passes the background colour to padded content as a custom property', () => {
    const { container } = render(
      <PaddedContent designVersion="v2" background="#f3f5f8">
        x
      </PaddedContent>,
    );
    const element = container.firstElementChild as HTMLElement;
    expect(element.style.getPropertyValue('--pb-padded-bg')).toBe('#f3f5f8');
    expect(element.className).toContain('pb-padded--v2');
  });

  it('renders a divider and a bordered box', () => {
    const { container } = render(
      <BorderedBox as="section">
        <Divider />
      </BorderedBox>,
    );
    expect(container.querySelector('section.pb-box hr.pb-divider')).not.toBeNull();
  });
});

describe('icons', () => {
  it('draws flags decoratively unless labelled', () => {
    const { container } = render(
      <>
        <FlagIcon code="DE" />
        <FlagIcon code="ch" label="Switzerland" />
        <FlagIcon code="zz" />
      </>,
    );
    const [germany, switzerland, unknown] = [...container.querySelectorAll('.pb-flag')];
    expect(germany?.getAttribute('src')).toBe('/assets/flags/de.svg');
    expect(germany?.getAttribute('alt')).toBe('');
    expect(screen.getByRole('img', { name: 'Switzerland' })).toBe(switzerland);
    // Unknown codes still draw a neutral box rather than a broken image.
    expect(unknown?.tagName).toBe('SPAN');
    expect(unknown?.getAttribute('aria-hidden')).toBe('true');
  });

  it('has a flag file for every code it draws and every bank country of the offers', () => {
    // The markets' flags are held by validate: the market schema takes only these codes.
    const files = readdirSync(join(repoRoot, 'public/assets/flags')).map((file) => file.replace(/\.svg$/, ''));
    expect([...FLAG_CODES].sort()).toEqual(files.sort());
    // The offer pages draw the bank's country (a country the service names without artwork gets the neutral box).
    const offers = (JSON.parse(readFileSync(join(repoRoot, 'server/backend/product-offers.json'), 'utf8')) as { data: { bankCountry: string }[] }).data;
    for (const { bankCountry } of offers)
      expect(FLAG_CODES, `server/backend/product-offers.json: bankCountry ${bankCountry}`).toContain(bankCountry.toLowerCase());
  });

  it('names social icons after their network', () => {
    render((['Facebook', 'LinkedIn', 'Twitter', 'Youtube', 'Instagram'] as const).map((account) => <SocialIcon key={account} account={account} />));
    for (const name of ['Facebook', 'LinkedIn', 'Twitter', 'Youtube', 'Instagram']) {
      expect(screen.getByRole('img', { name })).toBeTruthy();
    }
  });

  it('draws every network the footer schema allows with its glyph file as the mask', () => {
    const schema = JSON.parse(readFileSync(join(repoRoot, 'schemas/footer.schema.json'), 'utf8')) as unknown;
    const networks = new Set<SocialAccount>();
    JSON.stringify(schema, (key, value: unknown) => {
      if (key === 'account' && typeof value === 'object' && value !== null && Array.isArray((value as { enum?: unknown }).enum)) {
        for (const name of (value as { enum: SocialAccount[] }).enum) networks.add(name);
      }
      return value;
    });
    expect(networks.size).toBeGreaterThan(0);
    // The stylesheet as the page has it: the icon drawn takes its glyph from the rule that matches it.
    const style = document.createElement('style');
    style.textContent = readFileSync(join(repoRoot, 'src/render/blocks/blocks.css'), 'utf8');
    document.head.append(style);
    const files = readdirSync(join(repoRoot, 'public/assets/social'));
    try {
      for (const network of networks) {
        const { container } = render(<SocialIcon account={network} />);
        const glyph = getComputedStyle(container.firstElementChild!).getPropertyValue('--pb-social-glyph').trim();
        const file = `${network.toLowerCase()}.svg`;
        expect(glyph, network).toBe(`url(/assets/social/${file})`);
        expect(files, network).toContain(file);
      }
    } finally {
      style.remove();
    }
  });
});
