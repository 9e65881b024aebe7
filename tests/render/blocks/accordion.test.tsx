// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Accordion, type AccordionItem } from '../../../src/render/blocks/Accordion.tsx';

afterEach(cleanup);

const ITEMS: AccordionItem[] = [
  { key: 'a', title: 'First', details: <p>First details</p> },
  { key: 'b', title: 'Second', details: <p>Second details</p>, defaultExpanded: true },
  { key: 'c', title: 'Third', details: <p>Third details</p> },
];

const button = (name: string) => screen.getByRole('button', { name });

describe('Accordion', () => {
  it('wires each button to its panel with aria-expanded and aria-controls', () => {
    render(<Accordion items={ITEMS} designVersion="v2" />);
    const first = button('First');
    expect(first).toHaveProperty('tagName', 'BUTTON');
    expect(first.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(first.getAttribute('aria-controls') ?? '');
    expect(panel?.hidden).toBe(true);
    expect(panel?.textContent).toBe('First details');
    expect(button('Second').getAttribute('aria-expanded')).toBe('true');
  });

  it('toggles with Enter and Space in v2', async () => {
    const user = userEvent.setup();
    render(<Accordion items={ITEMS} designVersion="v2" />);
    const first = button('First');
    first.focus();
    await user.keyboard('{Enter}');
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('First details')).toBeTruthy();
    await user.keyboard(' ');
    expect(first.getAttribute('aria-expanded')).toBe('false');
  });

  it('keeps several items open at once in v2', async () => {
    const user = userEvent.setup();
    render(<Accordion items={ITEMS} designVersion="v2" />);
    await user.click(button('First'));
    await user.click(button('Third'));
    expect(button('First').getAttribute('aria-expanded')).toBe('true');
    expect(button('Second').getAttribute('aria-expanded')).toBe('true');
    expect(button('Third').getAttribute('aria-expanded')).toBe('true');
  });

  it('keeps one item open at a time in v1', async () => {
    const user = userEvent.setup();
    render(<Accordion items={ITEMS} designVersion="v1" />);
    await user.click(button('First'));
    expect(button('First').getAttribute('aria-expanded')).toBe('true');
    expect(button('Second').getAttribute('aria-expanded')).toBe('false');
  });

  it('moves focus between headers with arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    render(<Accordion items={ITEMS} designVersion="v2" />);
    button('First').focus();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(button('Second'));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(button('Third'));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(button('First'));
    await user.keyboard('{Home}{ArrowUp}');
    expect(document.activeElement).toBe(button('Third'));
  });

  it('follows a controlled expanded flag and reports toggles', async () => {
    const user = userEvent.setup();
    const toggles: [string, boolean][] = [];
    render(
      <Accordion
        items={[{ key: 'x', title: 'Controlled', details: 'Body', expanded: true }]}
        designVersion="v2"
        onToggle={(key, open) => toggles.push([key, open])}
      />,
    );
    await user.click(button('Controlled'));
    expect(toggles).toEqual([['x', false]]);
    expect(button('Controlled').getAttribute('aria-expanded')).toBe('true');
  });
});
