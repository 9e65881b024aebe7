export { offerBlockResolver as resolve } from '../../engine/pages/blocks/offer-block.ts';
