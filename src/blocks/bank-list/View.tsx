/**
 * The partner banks from A to Z: each bank's flag, name and country, the name a link to
 * the bank's page. Everything in it was written in words by the build, so the HTML and the
 * hydrating render draw the same. Lazy: only the banks page loads it.
 */
import { FlagIcon } from '../../render/blocks/FlagIcon.tsx';
import type { BlockProps } from '../../render/page/block-props.ts';
import type { BankListBlock } from './types.ts';
import './bank-list.css';

export function View({ block }: BlockProps<BankListBlock>) {
  if (!block.data || block.data.banks.length === 0) return null;
  return (
    <ul className="pp-banks">
      {block.data.banks.map((bank) => (
        <li key={bank.id} className="pp-banks__bank" data-bank={bank.id}>
          <FlagIcon code={bank.flag} className="pp-banks__flag" />
          <span className="pp-banks__text">
            <a href={bank.href}>{bank.name}</a> <span className="pp-banks__country">{bank.country}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

export const LAZY = true;
