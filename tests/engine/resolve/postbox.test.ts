// The postbox block (src/blocks/postbox/resolve-customer.ts) resolved for persona variants.
// Expected values are worked out by hand from the messages given here.
import { beforeAll, describe, expect, it } from 'vitest';
import type { ViewModel } from '../../../src/engine/types/view-model.ts';
import type { PostboxBlock } from '../../../src/blocks/postbox/types.ts';
import type { Persona } from '../../../src/engine/types/persona.ts';
import { paragraphsOf } from '../../../src/blocks/postbox/resolve-customer.ts';
import { compiledConfig } from '../../support/config.ts';
import { resolvePersona, variantOf } from '../../support/personas.ts';

beforeAll(() => void compiledConfig(), 60_000);

const MESSAGES: NonNullable<Persona['messages']> = [
  { id: 'old', sender: 'Kontoführung', subject: 'Zinsbescheinigung', body: 'Erster Absatz.\n\nZweiter\nAbsatz.', sentAt: '2026-02-12T07:30:00Z', read: true },
  // 23:30 UTC is already the next day in Berlin.
  { id: 'new', sender: 'Kundenservice', subject: 'Fälligkeit', body: 'Ihr Festgeld wird fällig.', sentAt: '2026-11-20T23:30:00Z', read: false },
  { id: 'mid', sender: 'Kundenservice', subject: 'Neues Angebot', body: 'Ein Angebot.', sentAt: '2026-11-05T10:00:00+01:00', read: false },
];

function postbox(change: (p: Persona) => void, locale = 'de-de'): PostboxBlock {
  const vm: ViewModel = resolvePersona(
    variantOf('active-de', (p) => {
      p.context = { ...p.context, locale, page: `/${locale}/postbox/messages/` };
      change(p);
    }),
  );
  const found = vm.page.blocks.find((b): b is PostboxBlock => b.type === 'postbox');
  if (!found) throw new Error(`no postbox block on ${vm.page.id}`);
  return found;
}

describe('postbox block', () => {
  it('lists the messages newest first, dates in the locale and the market time zone, unread ones marked', () => {
    const block = postbox((p) => void (p.messages = MESSAGES));
    expect(block.status).toBe('ready');
    expect(block.message).toBeNull();
    expect(block.rows.map((row) => [row.id, row.date, row.unread])).toEqual([
      ['new', '21.11.2026', true],
      ['mid', '05.11.2026', true],
      ['old', '12.02.2026', false],
    ]);
    expect(block.rows[0]).toMatchObject({ sender: 'Kundenservice', subject: 'Fälligkeit', sentAt: '2026-11-20T23:30:00.000Z' });
    expect(block.rows[2]?.paragraphs).toEqual(['Erster Absatz.', 'Zweiter\nAbsatz.']);
    expect(block.texts).toEqual({
      label: 'Ihre Nachrichten',
      unread: 'Ungelesen',
      retry: 'Erneut versuchen',
      readFailed: 'Die Nachricht konnte nicht als gelesen markiert werden.',
    });
  });

  it('speaks the page language', () => {
    const block = postbox((p) => void (p.messages = MESSAGES), 'en-gb');
    // London is on UTC in November: still the 20th there.
    expect(block.rows[0]?.date).toBe('20 Nov 2026');
    expect(block.texts?.unread).toBe('Unread');
  });

  it('leaves out a message without id, subject or a valid date', () => {
    const broken = [
      { ...MESSAGES[0]!, id: ' ' },
      { ...MESSAGES[1]!, subject: '' },
      { ...MESSAGES[2]!, sentAt: 'gestern' },
      { ...MESSAGES[2]!, id: 'ok' },
    ];
    expect(postbox((p) => void (p.messages = broken)).rows.map((row) => row.id)).toEqual(['ok']);
  });

  it('has an empty state, and an error state when the list call failed', () => {
    const empty = postbox((p) => void (p.messages = []));
    expect(empty).toMatchObject({ status: 'empty', rows: [], message: { title: 'Ihr Postfach ist leer.' } });
    // A persona with only a count has no list to show.
    expect(postbox((p) => void delete p.messages).status).toBe('empty');
    const failed = postbox((p) => Object.assign(p, { messages: MESSAGES, messagesStatus: 503 }));
    expect(failed).toMatchObject({ status: 'fetch-error', rows: [], message: { title: 'Nachrichten konnten nicht geladen werden' } });
    expect(failed.texts?.retry).toBe('Erneut versuchen');
  });

  it('draws its skeleton while the customer data loads', () => {
    expect(postbox((p) => void (p.loading = true))).toMatchObject({ type: 'postbox', status: 'loading', rows: [], message: null });
  });

  it('splits plain text into paragraphs at blank lines', () => {
    expect(paragraphsOf('a\r\n\r\nb\n \nc\nd\n\n\n')).toEqual(['a', 'b', 'c\nd']);
  });
});
