// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Container } from '../../../src/render/blocks/Container.tsx';
import { PaddedContent } from '../../../src/render/blocks/PaddedContent.tsx';
import { FlagIcon } from '../../../src/render/blocks/FlagIcon.tsx';
import { SocialIcon } from '../../../src/render/blocks/SocialIcon.tsx';
import { Divider } from '../../../src/render/blocks/Divider.tsx';
import { BorderedBox } from '../../../src/render/blocks/BorderedBox.tsx';

afterEach(cleanup);

describe('layout blocks', () => {
  it('picks the container width class by design version and login', () => {
    const { container, rerender } = render(<Container designVersion="v1">x</Container>);
    expect(container.firstElementChild?.className).toContain('pb-container--v1');
    rerender(<Container designVersion="v2">x</Container>);
    expect(container.firstElementChild?.className).toContain('pb-container--v2-public');
    rerender(<Container designVersion="v2" loggedIn>x</Container>);
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
    const svgs = container.querySelectorAll('svg');
    expect(svgs[0]?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByRole('img', { name: 'Switzerland' })).toBeTruthy();
    // Unknown codes still draw a neutral box rather than failing.
    expect(svgs[2]?.querySelectorAll('rect').length).toBeGreaterThan(0);
  });

  it('names social icons after their network', () => {
    render(
      <>
        {(['Facebook', 'LinkedIn', 'Twitter', 'Youtube', 'Instagram'] as const).map((account) => (
          <SocialIcon key={account} account={account} />
        ))}
      </>,
    );
    for (const name of ['Facebook', 'LinkedIn', 'Twitter', 'Youtube', 'Instagram']) {
      expect(screen.getByRole('img', { name })).toBeTruthy();
    }
  });
});
