/**
 * Accordion of WAI-ARIA disclosure buttons (APG accordion pattern).
 *
 * Open-item policy by design version (a choice made here, not a business rule):
 * - v2 (newer): items are independent; several can be open at once.
 * - v1 (older): opening an item closes the others (one open at a time), as the old design did.
 *
 * Headers are native <button>s, so Enter and Space toggle without extra code. Arrow keys,
 * Home and End move between headers (optional in the APG pattern, cheap to offer).
 * Panels stay in the DOM with `hidden` so `aria-controls` always points at an element and
 * the content is present in server-rendered HTML. Panels get no `region` role: footers hold
 * many accordions and APG advises against a landmark per panel then.
 */
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { DesignVersion } from './design-version.ts';
import { cx } from './cx.ts';
import './blocks.css';

export interface AccordionItem {
  key: string;
  title: ReactNode;
  details: ReactNode;
  /** Controlled open state; when set, the item follows it and reports toggles through onToggle. */
  expanded?: boolean;
  /** Initial open state of an uncontrolled item. */
  defaultExpanded?: boolean;
}

export interface AccordionProps {
  items: AccordionItem[];
  designVersion: DesignVersion;
  /** Level of the heading that wraps each button (APG: headers are headings). */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  onToggle?: (key: string, expanded: boolean) => void;
  className?: string;
}

const NEXT_KEYS = ['ArrowDown'];
const PREVIOUS_KEYS = ['ArrowUp'];
const FIRST_KEYS = ['Home'];
const LAST_KEYS = ['End'];

function initialOpen(items: AccordionItem[], designVersion: DesignVersion): string[] {
  const open = items.filter((item) => item.defaultExpanded).map((item) => item.key);
  return designVersion === 'v1' ? open.slice(0, 1) : open;
}

export function Accordion({ items, designVersion, headingLevel = 3, onToggle, className }: AccordionProps) {
  const baseId = useId();
  const [openKeys, setOpenKeys] = useState<string[]>(() => initialOpen(items, designVersion));
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const Heading = `h${headingLevel}` as const;

  const isOpen = (item: AccordionItem) => item.expanded ?? openKeys.includes(item.key);

  const toggle = (item: AccordionItem) => {
    const next = !isOpen(item);
    setOpenKeys((keys) => {
      if (!next) return keys.filter((key) => key !== item.key);
      return designVersion === 'v1' ? [item.key] : [...keys, item.key];
    });
    onToggle?.(item.key, next);
  };

  const moveFocus = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    let target: number | null = null;
    if (NEXT_KEYS.includes(event.key)) target = (index + 1) % items.length;
    else if (PREVIOUS_KEYS.includes(event.key)) target = (index - 1 + items.length) % items.length;
    else if (FIRST_KEYS.includes(event.key)) target = 0;
    else if (LAST_KEYS.includes(event.key)) target = items.length - 1;
    if (target === null) return;
    const key = items[target]?.key;
    if (key === undefined) return;
    event.preventDefault();
    buttons.current.get(key)?.focus();
  };

  return (
    <div className={cx('pb-accordion', `pb-accordion--${designVersion}`, className)}>
      {items.map((item, index) => {
        const open = isOpen(item);
        const buttonId = `${baseId}-button-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <div className="pb-accordion__item" key={item.key} data-state={open ? 'open' : 'closed'}>
            <Heading className="pb-accordion__heading">
              <button
                type="button"
                id={buttonId}
                className="pb-accordion__button"
                aria-expanded={open}
                aria-controls={panelId}
                data-state={open ? 'open' : 'closed'}
                onClick={() => toggle(item)}
                onKeyDown={(event) => moveFocus(event, index)}
                ref={(element) => {
                  if (element) buttons.current.set(item.key, element);
                  else buttons.current.delete(item.key);
                }}
              >
                <span className="pb-accordion__title">{item.title}</span>
                <svg className="pb-accordion__chevron" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
                  <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
                </svg>
              </button>
            </Heading>
            <div id={panelId} className="pb-accordion__panel" hidden={!open} data-state={open ? 'open' : 'closed'}>
              {item.details}
            </div>
          </div>
        );
      })}
    </div>
  );
}
