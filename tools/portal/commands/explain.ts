/** `portal explain --persona ID|FILE … (--item | --href | --redirect | --offer)`: why it is shown or hidden, and which rule decided. */
import { parseArgs } from 'node:util';
import { resolve as resolvePath } from 'node:path';
import { explainItem, explainRedirect } from '../../../src/blocks/resolve-with-blocks.ts';
import type { Explanation } from '../../../src/engine/explain/explain.ts';
import { formatExplanation } from '../../../src/engine/explain/format.ts';
import { UsageError } from '../usage-error.ts';
import { knownIds, requireKnown } from '../known-ids.ts';
import { explainAnyItem } from '../explain-item.ts';
import { explainOfferOnLists } from '../explain-offer.ts';
import { withWhatIfNotes } from '../what-if-explain.ts';
import { withFlagDecisions } from '../../flags/explain-flags.ts';
import { loadPersonaAndConfig, PERSONA_OPTIONS } from '../persona-question.ts';

export async function runExplain(args: string[], repoRoot: string): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      ...PERSONA_OPTIONS,
      item: { type: 'string' },
      href: { type: 'string' },
      redirect: { type: 'boolean' },
      offer: { type: 'string' },
      list: { type: 'string' },
      format: { type: 'string' },
    },
  });
  const asked = [values.item, values.href, values.redirect, values.offer].filter((v) => v !== undefined && v !== false).length;
  if (asked !== 1) throw new UsageError('explain needs exactly one of --item ID, --href HREF, --redirect or --offer ID');
  if (values.list !== undefined && values.offer === undefined) throw new UsageError('--list LIST goes with --offer ID');
  const { persona, config, facts, decisions, whatIf } = await loadPersonaAndConfig(repoRoot, values);
  if (values.offer !== undefined) {
    const configDir = values.config ? resolvePath(values.config) : undefined;
    return printExplanations(withWhatIfNotes(explainOfferOnLists(repoRoot, config, facts, values.offer, values.list, configDir), whatIf), values.format);
  }
  const known = values.item ? knownIds(config) : null;
  // An id no locale defines is a typo, not a hidden item; a footer link's own explanation.
  if (values.item && known) requireKnown(values.item, 'item', 'no menu, page body or footer of config/', known.items, known.footerLinks, () => known.blocks);
  const explanations = values.redirect
    ? [explainRedirect(config, facts, persona)]
    : values.item && known
      ? explainAnyItem(config, facts, persona, values.item, known)
      : explainItem(config, facts, persona, { href: values.href! });
  return printExplanations(withWhatIfNotes(withFlagDecisions(explanations, decisions, `personas/${persona.id}.json`), whatIf), values.format);
}

function printExplanations(explanations: Explanation[], format: string | undefined): number {
  if (format === 'json') process.stdout.write(`${JSON.stringify(explanations, null, 2)}\n`);
  else process.stdout.write(`${explanations.map(formatExplanation).join('\n\n')}\n`);
  return 0;
}
