import { defineWidget } from '../../manifest/declarations';

/** The `idCardCard` widget. */
export const idCardCardWidget = defineWidget({
  name: 'idCardCard',
  description: 'ID card: download the PDF, or More ID card options. Gate it on idCard.eligible and not termed.',
  component: './IdCardTile',
  atHand: true,
});
