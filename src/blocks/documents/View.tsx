/**
 * The customer's documents: a table (title with its unread marker, date, kind, a download button)
 * whose rows come sorted and worded from the engine. A download asks the app for the file (it
 * carries the customer's token) and saves it under the service's file name; a failure says so in
 * the document's row and the button stays to try again. The unread marker is a word, not a colour.
 */
import { useState } from 'react';
import type { BlockProps } from '../../render/page/block-props.ts';
import { DataMessageView } from '../../render/page/blocks/DataMessage.tsx';
import { useDocumentsActions } from './actions.ts';
import type { DocumentRow, DocumentsBlock } from './types.ts';
import { saveFile } from './save-file.ts';
import './documents.css';

/** Rows the skeleton reserves while loading. */
const PLACEHOLDER_ROWS = 3;

/** A chunk of its own: only customer pages with the documents load it. */
export const LAZY = true;

type Download = { id: string; state: 'pending' | 'failed' } | null;

export function View({ block }: BlockProps<DocumentsBlock>) {
  const actions = useDocumentsActions();
  const [download, setDownload] = useState<Download>(null);
  const texts = block.texts;

  if (block.status === 'loading' || !texts) {
    return (
      <div className="pp-documents" aria-busy="true">
        {Array.from({ length: PLACEHOLDER_ROWS }, (_, i) => (
          <p key={i} className="pp-documents__placeholder" aria-hidden="true">
            <span className="pp-skeleton pp-skeleton--line" />
          </p>
        ))}
      </div>
    );
  }
  if (block.message) {
    return (
      <div className="pp-documents">
        <DataMessageView message={block.message} status={block.status} retry={actions ? { label: texts.retry, retry: actions.reload } : null} />
      </div>
    );
  }

  const start = (row: DocumentRow) => {
    if (download?.state === 'pending') return;
    setDownload({ id: row.id, state: 'pending' });
    const file = actions ? actions.file(row.id) : Promise.reject(new Error('no customer session to fetch the file with'));
    file.then(
      ({ blob, fileName }) => {
        saveFile(blob, fileName);
        setDownload(null);
      },
      (error: unknown) => {
        console.error(`The document ${row.id} could not be downloaded`, error);
        setDownload({ id: row.id, state: 'failed' });
      },
    );
  };

  return (
    <div className="pp-documents">
      <table className="pp-table pp-documents__table">
        <caption className="pp-table__caption">{texts.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{texts.columns.title}</th>
            <th scope="col">{texts.columns.date}</th>
            <th scope="col">{texts.columns.kind}</th>
            <th scope="col">{texts.columns.file}</th>
          </tr>
        </thead>
        <tbody>
          {block.rows.map((row) => {
            const pending = download?.id === row.id && download.state === 'pending';
            const failed = download?.id === row.id && download.state === 'failed';
            return (
              <tr key={row.id} data-document-id={row.id} className={row.unread ? 'pp-documents__row--unread' : undefined}>
                <th scope="row" className="pp-documents__title">
                  {row.unread && (
                    <span className="pp-documents__unread">
                      {texts.unread}
                      <span className="visually-hidden">: </span>
                    </span>
                  )}
                  {row.title}
                </th>
                <td data-label={texts.columns.date}>
                  <time dateTime={row.isoDate}>{row.date}</time>
                </td>
                <td data-label={texts.columns.kind}>{row.kind}</td>
                <td data-label={texts.columns.file} className="pp-documents__file">
                  <button type="button" className="pp-documents__button" aria-disabled={pending || undefined} onClick={() => start(row)}>
                    {pending ? texts.downloading : texts.download}
                    <span className="visually-hidden">: {row.title}</span>
                  </button>
                  {failed && (
                    <span className="pp-documents__failed" role="alert">
                      {texts.downloadFailed}
                    </span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
