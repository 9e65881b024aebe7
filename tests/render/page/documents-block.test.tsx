// @vitest-environment jsdom
// The documents block's view (src/blocks/documents/View.tsx) and how it saves a file
// (save-file.ts): a table with column and row headers, the unread marker in words, a download
// through the app's actions saved under its name from an object URL that is revoked after, and a
// failure that says so in its row. The actions stand in for the app's (the view is under test);
// jsdom has no object URLs, so the test records the ones the view makes and revokes.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DocumentsBlock } from '../../../src/blocks/documents/types.ts';
import { provideDocumentsActions } from '../../../src/blocks/documents/actions.ts';
import { drawLazy } from './draw-blocks.tsx';

const TEXTS = {
  caption: 'Your documents',
  columns: { title: 'Document', date: 'Date', kind: 'Type', file: 'File' },
  unread: 'New',
  download: 'Download',
  downloading: 'Downloading…',
  downloadFailed: 'The document could not be downloaded. Please try again.',
  retry: 'Try again',
};

const BLOCK: DocumentsBlock = {
  type: 'documents',
  id: 'documents',
  status: 'ready',
  message: null,
  texts: TEXTS,
  rows: [
    { id: 'new', title: 'Statement October', isoDate: '2026-11-02', date: '2 Nov 2026', kind: 'Account statement', unread: true },
    { id: 'old', title: 'Tax certificate 2025', isoDate: '2026-02-12', date: '12 Feb 2026', kind: 'Tax certificate', unread: false },
  ],
};

const draw = (block: DocumentsBlock) => drawLazy([block], { loggedIn: true });

let withdraw: (() => void) | undefined;
const made: { url: string; blob: Blob }[] = [];
const revoked: string[] = [];
const clicked: { href: string; download: string }[] = [];

beforeEach(() => {
  made.length = 0;
  revoked.length = 0;
  clicked.length = 0;
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        const url = `blob:test/${made.length}`;
        made.push({ url, blob });
        return url;
      },
      revokeObjectURL: (url: string) => void revoked.push(url),
    }),
  );
  // jsdom does not navigate or download: record what the link would have saved.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.getAttribute('href') ?? '', download: this.download });
  });
});
afterEach(() => {
  withdraw?.();
  withdraw = undefined;
  vi.restoreAllMocks();
  cleanup();
});

describe('documents block view', () => {
  it('is a table named by its caption, with column headers and each title as its row header, unread in words', async () => {
    await draw(BLOCK);
    const table = screen.getByRole('table', { name: 'Your documents' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Document', 'Date', 'Type', 'File']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['New: Statement October', 'Tax certificate 2025']);
    expect(table.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-02');
    expect(
      within(table)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Download: Statement October', 'Download: Tax certificate 2025']);
  });

  it('saves the file the app fetched under its name, and revokes its object URL after', async () => {
    const asked: string[] = [];
    const blob = new Blob(['%PDF-1.4 …'], { type: 'application/pdf' });
    withdraw = provideDocumentsActions({
      file: (id) => {
        asked.push(id);
        return Promise.resolve({ blob, fileName: 'Statement-October-2026-11-02.pdf' });
      },
      reload: () => undefined,
    });
    await draw(BLOCK);
    await userEvent.click(screen.getAllByRole('button')[0]!);
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(asked).toEqual(['new']);
    expect(made).toEqual([{ url: 'blob:test/0', blob }]);
    expect(clicked).toEqual([{ href: 'blob:test/0', download: 'Statement-October-2026-11-02.pdf' }]);
    await waitFor(() => expect(revoked).toEqual(['blob:test/0']));
    // The link was only there for the click.
    expect(document.querySelector('a[download]')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so in the row when the file could not be fetched, and a second try can work', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    withdraw = provideDocumentsActions({
      file: () => (fail ? Promise.reject(new Error('HTTP 503')) : Promise.resolve({ blob: new Blob(['%PDF']), fileName: 'a.pdf' })),
      reload: () => undefined,
    });
    await draw(BLOCK);
    const row = screen.getAllByRole('row')[2]!;
    await userEvent.click(within(row).getByRole('button'));
    expect((await within(row).findByRole('alert')).textContent).toBe(TEXTS.downloadFailed);
    expect(clicked).toEqual([]);
    fail = false;
    await userEvent.click(within(row).getByRole('button'));
    await waitFor(() => expect(clicked).toEqual([{ href: 'blob:test/0', download: 'a.pdf' }]));
    expect(within(row).queryByRole('alert')).toBeNull();
  });

  it('without the app (no customer session) a download fails with the message, never silently', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await draw(BLOCK);
    const row = screen.getAllByRole('row')[1]!;
    await userEvent.click(within(row).getByRole('button'));
    expect((await within(row).findByRole('alert')).textContent).toBe(TEXTS.downloadFailed);
  });

  it('offers to load a failed list again', async () => {
    let reloads = 0;
    withdraw = provideDocumentsActions({ file: () => Promise.reject(new Error('unused')), reload: () => void reloads++ });
    await draw({ ...BLOCK, status: 'fetch-error', rows: [], message: { title: 'Documents could not be loaded', text: 'Please try again.' } });
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('Documents could not be loaded');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reloads).toBe(1);
  });
});
