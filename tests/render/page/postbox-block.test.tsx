// @vitest-environment jsdom
// The postbox block's view (src/blocks/postbox/View.tsx): a disclosure per message,
// the unread marker in words, marking read through the app's actions, and a failure that says so
// with a retry. The actions are a stand-in for the app's (the view is the thing under test).
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PostboxBlock } from '../../../src/blocks/postbox/types.ts';
import { providePostboxActions } from '../../../src/blocks/postbox/actions.ts';
import { drawLazy } from './draw-blocks.tsx';

let withdraw: (() => void) | undefined;
afterEach(() => {
  withdraw?.();
  withdraw = undefined;
  cleanup();
});

const TEXTS = { label: 'Your messages', unread: 'Unread', retry: 'Try again', readFailed: 'The message could not be marked as read.' };

const BLOCK: PostboxBlock = {
  type: 'postbox',
  id: 'messages',
  status: 'ready',
  message: null,
  texts: TEXTS,
  rows: [
    {
      id: 'new',
      sender: 'Service',
      subject: 'Your deposit matures',
      sentAt: '2026-11-20T08:15:00.000Z',
      date: '20 Nov 2026',
      unread: true,
      paragraphs: ['Dear customer,', 'It matures soon.'],
    },
    {
      id: 'old',
      sender: 'Accounts',
      subject: 'Interest statement',
      sentAt: '2026-02-12T07:30:00.000Z',
      date: '12 Feb 2026',
      unread: false,
      paragraphs: ['It is ready.'],
    },
  ],
};

/** The block drawn by its lazy chunk, for a logged-in customer. */
const draw = (block: PostboxBlock) => drawLazy([block], { loggedIn: true });

function actions(markRead: (id: string) => Promise<void>) {
  const calls = { read: [] as string[], reloads: 0 };
  withdraw = providePostboxActions({
    markRead: (id) => {
      calls.read.push(id);
      return markRead(id);
    },
    reload: () => void calls.reloads++,
  });
  return calls;
}

describe('postbox block view', () => {
  it('lists the messages as named list items whose buttons say unread in words, sender and date', async () => {
    await draw(BLOCK);
    const list = screen.getByRole('list', { name: 'Your messages' });
    const buttons = within(list).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Unread: Your deposit maturesService, 20 Nov 2026',
      'Interest statementAccounts, 12 Feb 2026',
    ]);
    expect(buttons.every((button) => button.getAttribute('aria-expanded') === 'false')).toBe(true);
    expect(within(list).getAllByRole('heading', { level: 2 })).toHaveLength(2);
    expect(list.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-20T08:15:00.000Z');
    // Bodies are there but hidden until their message is opened.
    expect(screen.getByText('It matures soon.').closest('[hidden]')).not.toBeNull();
  });

  it('opening an unread message shows its body and marks it read; opening a read one sends nothing', async () => {
    const calls = actions(() => Promise.resolve());
    await draw(BLOCK);
    const user = userEvent.setup();
    const unread = screen.getByRole('button', { name: /Your deposit matures/ });
    unread.focus();
    await user.keyboard('{Enter}');
    expect(unread.getAttribute('aria-expanded')).toBe('true');
    const region = document.getElementById(unread.getAttribute('aria-controls') ?? '');
    expect(region?.hidden).toBe(false);
    expect(within(region!).getByText('It matures soon.')).toBeTruthy();
    expect(calls.read).toEqual(['new']);
    await user.click(screen.getByRole('button', { name: /Interest statement/ }));
    expect(calls.read).toEqual(['new']);
    expect(unread.getAttribute('aria-expanded')).toBe('false');
  });

  it('a failed marking says so with a retry that tries again', async () => {
    let fail = true;
    const calls = actions(() => (fail ? Promise.reject(new Error('503')) : Promise.resolve()));
    await draw(BLOCK);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Your deposit matures/ }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The message could not be marked as read.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(calls.read).toEqual(['new', 'new']);
  });

  it('a list that could not be loaded offers to load it again; an empty one says so', async () => {
    const calls = actions(() => Promise.resolve());
    await draw({ ...BLOCK, status: 'fetch-error', rows: [], message: { title: 'Messages could not be loaded', text: 'Please try again.' } });
    expect(screen.getByRole('status').textContent).toContain('Messages could not be loaded');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(calls.reloads).toBe(1);
    cleanup();
    await draw({ ...BLOCK, status: 'empty', rows: [], message: { title: 'Your postbox is empty.', text: '' } });
    expect(screen.getByText('Your postbox is empty.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('while loading, a busy skeleton', async () => {
    const { container } = await draw({ type: 'postbox', status: 'loading', rows: [], message: null });
    expect(container.querySelector('.pp-postbox[aria-busy="true"]')).not.toBeNull();
  });
});
