/**
 * The customer's investment products (product instances, spec 3) with their state. A product's
 * name comes from its template: the family (wealth management, interest portfolio, ...) and,
 * for portfolios with a risk level, the scenario of that level (spec 3: 30/50/70/100).
 */
import type { ProductInstancePayload } from '../../engine/types/persona.ts';
import type { TableColumn, TableRow } from '../../engine/types/blocks.ts';
import type { ResolveContext } from '../../engine/resolve/context.ts';
import { SCENARIO_LEVELS } from '../../engine/facts/products.ts';
import type { BlockResolve } from '../../engine/pages/blocks/definition.ts';
import { withId } from '../../engine/pages/blocks/definition.ts';
import type { ProductFamily } from './types.ts';
import { emptyMessage, fetchErrorMessage, labelOf } from '../../engine/pages/blocks/data-state.ts';

const FAMILIES: { family: ProductFamily; pattern: RegExp }[] = [
  { family: 'wealth-management', pattern: /^DWM(30|50|70|100)(_NL)?$/ },
  { family: 'money-market', pattern: /^DWMMM(_NL)?$/ },
  { family: 'robo-advisor', pattern: /^ROBO(30|50|70|100)$/ },
  { family: 'rurup-pension', pattern: /^RURUP(30|50|70|100)$/ },
];

export function productFamilyOf(template: string): { family: ProductFamily; level: number | null } {
  for (const { family, pattern } of FAMILIES) {
    const match = pattern.exec(template);
    if (match) return { family, level: match[1] && /^\d+$/.test(match[1]) ? Number(match[1]) : null };
  }
  return { family: 'other', level: null };
}

const SCENARIO_BY_LEVEL = new Map(Object.entries(SCENARIO_LEVELS).map(([scenario, level]) => [level, scenario]));

function nameOf(ctx: ResolveContext, template: string): string {
  const { family, level } = productFamilyOf(template);
  const familyName = ctx.text(`productFamily.${family}`);
  if (family === 'other') return template ? `${familyName} (${template})` : familyName;
  const scenario = level === null ? undefined : SCENARIO_BY_LEVEL.get(level);
  return scenario ? `${familyName} · ${labelOf(ctx, 'scenario', scenario)}` : familyName;
}

/** With the customer's data (the loading skeleton is engine/pages/blocks/data-blocks.ts'). */
export const resolve: BlockResolve<'products'> = (block, { ctx }) => {
  const columns: TableColumn[] = [
    { key: 'product', label: ctx.text('products.column.product'), numeric: false },
    { key: 'state', label: ctx.text('products.column.state'), numeric: false },
  ];
  const base = { type: 'products' as const, caption: block.caption, columns, total: null, placeholderRows: 0 };
  const instances = ctx.data.productInstances;
  if (!Array.isArray(instances)) return withId({ ...base, status: 'fetch-error', message: fetchErrorMessage(ctx), rows: [] }, block.id);
  const wanted = block.families ? new Set<ProductFamily>(block.families) : null;
  const rows: TableRow[] = instances
    .filter((instance): instance is ProductInstancePayload => instance !== null && typeof instance === 'object')
    .map((instance) => ({ instance, template: typeof instance.instance_template_domain_id === 'string' ? instance.instance_template_domain_id : '' }))
    .filter(({ template }) => !wanted || wanted.has(productFamilyOf(template).family))
    .map(({ instance, template }, i) => ({
      id: `${template || 'product'}-${i + 1}`,
      cells: [{ text: nameOf(ctx, template) }, { text: typeof instance.state === 'string' ? labelOf(ctx, 'productState', instance.state) : '' }],
    }));
  if (rows.length === 0) return withId({ ...base, status: 'empty', message: emptyMessage(block.empty), rows }, block.id);
  return withId({ ...base, status: 'ready', message: null, rows }, block.id);
};
