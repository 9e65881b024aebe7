/**
 * The customer's postbox: one disclosure per message (a button in a heading, aria-expanded,
 * the body in the region it controls). Opening an unread message asks the app to mark it read;
 * the engine's next view model then draws it read and the header's dot and count follow. The
 * unread marker is a word, not a colour, and is part of the button's name.
 */
import { useState } from 'react';
import { cx } from '../../render/blocks/cx.ts';
import type { BlockProps } from '../../render/page/block-props.ts';
import { DataMessageView } from '../../render/page/blocks/DataMessage.tsx';
import { usePostboxActions } from './actions.ts';
import type { PostboxBlock, PostboxMessage } from './types.ts';
import './postbox.css';

/** Rows the list reserves while loading. */
const PLACEHOLDER_ROWS = 3;

/** A chunk of its own: only customer pages with a postbox load it. */
export const LAZY = true;

export function View({ block, headingLevel }: BlockProps<PostboxBlock>) {
  const actions = usePostboxActions();
  const [openId, setOpenId] = useState<string | null>(null);
  const [failedId, setFailedId] = useState<string | null>(null);
  const texts = block.texts;

  if (block.status === 'loading' || !texts) {
    return (
      <ul className="pp-postbox" aria-busy="true">
        {Array.from({ length: PLACEHOLDER_ROWS }, (_, i) => (
          <li key={i} className="pp-postbox__item" aria-hidden="true">
            <span className="pp-skeleton pp-skeleton--line" />
          </li>
        ))}
      </ul>
    );
  }
  if (block.message) {
    return (
      <div className="pp-postbox__message">
        <DataMessageView message={block.message} status={block.status} retry={actions ? { label: texts.retry, retry: actions.reload } : null} />
      </div>
    );
  }

  const markRead = (id: string) => {
    setFailedId(null);
    actions?.markRead(id).catch(() => setFailedId(id));
  };
  const toggle = (row: PostboxMessage) => {
    const opening = openId !== row.id;
    setOpenId(opening ? row.id : null);
    if (opening && row.unread) markRead(row.id);
  };
  const Heading = `h${headingLevel}` as const;
  const domId = (row: PostboxMessage) => `pp-postbox-${block.id ?? 'messages'}-${row.id}`;

  return (
    <ul className="pp-postbox" aria-label={texts.label}>
      {block.rows.map((row) => {
        const open = openId === row.id;
        return (
          <li key={row.id} className={cx('pp-postbox__item', row.unread && 'pp-postbox__item--unread')} data-message-id={row.id}>
            <Heading className="pp-postbox__heading">
              <button type="button" className="pp-postbox__toggle" aria-expanded={open} aria-controls={domId(row)} onClick={() => toggle(row)}>
                {row.unread && (
                  <span className="pp-postbox__unread">
                    {texts.unread}
                    <span className="visually-hidden">: </span>
                  </span>
                )}
                <span className="pp-postbox__subject">{row.subject}</span>
                <span className="pp-postbox__meta">
                  {row.sender && (
                    <>
                      <span className="pp-postbox__sender">{row.sender}</span>
                      <span className="visually-hidden">, </span>
                    </>
                  )}
                  <time dateTime={row.sentAt}>{row.date}</time>
                </span>
              </button>
            </Heading>
            <div id={domId(row)} className="pp-postbox__body" hidden={!open}>
              {row.paragraphs.map((paragraph, i) => (
                <p key={i}>{paragraph}</p>
              ))}
              {failedId === row.id && (
                <div className="pp-postbox__failed" role="alert">
                  <p>{texts.readFailed}</p>
                  <button type="button" className="pp-postbox__button" onClick={() => markRead(row.id)}>
                    {texts.retry}
                  </button>
                </div>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
