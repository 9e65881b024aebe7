/** HTML disclaimer (spec 2.6): the view model's sanitised tree, parsed at build time. */
import type { DisclaimerPart as DisclaimerPartModel } from '../../../engine/types/view-model.ts';
import { RichTextTree } from '../../blocks/RichTextTree.tsx';
import type { FooterPartProps } from '../part-props.ts';

export function DisclaimerPart({ part }: FooterPartProps<DisclaimerPartModel>) {
  return <RichTextTree className="pf-disclaimer" tree={part.tree} />;
}
