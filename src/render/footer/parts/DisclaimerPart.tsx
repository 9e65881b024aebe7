/** HTML disclaimer (spec 2.6), drawn through the sanitising RichText block. */
import type { DisclaimerPart as DisclaimerPartModel } from '../../../engine/types/view-model.ts';
import { RichText } from '../../blocks/RichText.tsx';
import type { FooterPartProps } from '../part-props.ts';

export function DisclaimerPart({ part }: FooterPartProps<DisclaimerPartModel>) {
  return <RichText className="pf-disclaimer" html={part.html} />;
}
