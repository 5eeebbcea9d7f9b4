import type { SizingKind } from './taxonomy';

/** Colour options of the add-product form and the shop filter (catalogue §3); a custom colour is also allowed. */
export const COLOURS = ['Black', 'White', 'Red', 'Blue', 'Green', 'Yellow', 'Purple', 'Brown', 'Gray', 'Pink', 'Orange', 'Beige', 'Navy', 'Olive'] as const;
export type Colour = (typeof COLOURS)[number];

/** Swatch colours for the filter chips; a custom colour shows a neutral swatch. */
export const COLOUR_SWATCHES: Record<Colour, string> = {
  Black: '#111111',
  White: '#ffffff',
  Red: '#c0392b',
  Blue: '#2e64b5',
  Green: '#2e7d4f',
  Yellow: '#e8c547',
  Purple: '#6f3fa0',
  Brown: '#7a4b2a',
  Gray: '#8c8c8c',
  Pink: '#e8a0b8',
  Orange: '#e67e22',
  Beige: '#e5d3b3',
  Navy: '#1f2a4d',
  Olive: '#6b6b2e',
};

/** Condition values as stored and sent (catalogue §3), in the order of the guidelines, best first. */
export const CONDITIONS = ['new_with_tags', 'new_without_tags', 'pristine', 'good', 'gently_used', 'used_fairly_well'] as const;
export type Condition = (typeof CONDITIONS)[number];

/** Each condition's label and what it means (the Product Condition Guidelines page and dialog). */
const CONDITION_TEXT: Record<Condition, { label: string; description: string }> = {
  new_with_tags: { label: 'New With Tags', description: 'Brand new and never used, with the original tags attached. May come with its original packaging.' },
  new_without_tags: { label: 'New Without Tags', description: 'Never used, but the original tags have been removed. No signs of wear.' },
  pristine: { label: 'Pristine', description: 'Used with great care. Looks nearly new, with no visible signs of wear on close inspection.' },
  good: { label: 'Good Condition', description: 'Used and well kept. Light signs of wear such as faint marks on corners, handles or hardware.' },
  gently_used: { label: 'Gently Used', description: 'Visible signs of use such as light scratches, creasing or patina, none affecting function.' },
  used_fairly_well: { label: 'Used Fairly Well', description: 'Clearly worn, with noticeable marks, scuffs or fading. Priced to reflect its condition.' },
};
const conditionTexts = (part: 'label' | 'description') => Object.fromEntries(CONDITIONS.map((c) => [c, CONDITION_TEXT[c][part]])) as Record<Condition, string>;

export const CONDITION_LABELS: Record<Condition, string> = conditionTexts('label');
export const CONDITION_DESCRIPTIONS: Record<Condition, string> = conditionTexts('description');

export function conditionLabel(value: string | null | undefined): string {
  return value && value in CONDITION_LABELS ? CONDITION_LABELS[value as Condition] : 'Not Specified';
}

/** The shop's size filter (catalogue §9: S, M, L, XL), shown first. */
export const PRIMARY_SIZE_FILTERS = ['S', 'M', 'L', 'XL'] as const;

export const ONE_SIZE = 'One Size';

/** Size labels a product of each sizing kind may carry, in display order. */
export const SIZES_BY_KIND: Record<SizingKind, readonly string[]> = {
  apparel: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
  shoes: ['EU 36', 'EU 37', 'EU 38', 'EU 39', 'EU 40', 'EU 41', 'EU 42', 'EU 43', 'EU 44', 'EU 45'],
  'kids-apparel': ['2-3Y', '4-5Y', '6-7Y', '8-9Y', '10-11Y', '12-13Y'],
  'kids-shoes': ['EU 24', 'EU 26', 'EU 28', 'EU 30', 'EU 32', 'EU 34'],
  'one-size': [ONE_SIZE],
  ring: ['5', '6', '7', '8', '9'],
};

/** Every size label the shop knows, in display order (filter "more sizes"). */
export const ALL_SIZES: readonly string[] = [...new Set(Object.values(SIZES_BY_KIND).flat())];

/** Specification defaults when missing (storefront §9). */
export const SPEC_DEFAULTS = {
  material: 'Cotton',
  pattern: 'Solid',
  fit: 'Regular',
  type: 'Not Specified',
  additionalInfo: 'Not Specified',
} as const;
