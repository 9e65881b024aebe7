// The product owners' table of context signals (docs/product-owners.md) is how people open each
// persona's state by hand: it must name every signal config/context/signals.yaml declares, or it
// has gone stale.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compiledConfig, repoRoot } from '../../support/config.ts';

describe("the product owners' table of context signals", () => {
  const reference = readFileSync(join(repoRoot, 'docs', 'product-owners.md'), 'utf8');
  const table = reference.slice(reference.indexOf('## Context signals'));

  it('is there', () => expect(table.length).toBeGreaterThan(500));

  it.each(compiledConfig().contextSignals.map((s) => [`${s.fact} by ${s.from} ${s.name ?? ''}`, s] as const))('names %s', (_, signal) => {
    expect(table).toContain(`\`${signal.fact}`);
    if (signal.name) expect(table).toContain(signal.name.replace(/\/$/, ''));
  });
});
