/**
 * A list whose every item has a marker (a step's number, an icon) beside its title and a line of
 * text: the reasons of Why Tangerine Luxury, the steps of Sell With Us, the shop's contact details.
 */
import type { ReactNode } from 'react';

export interface MarkedItem {
  key: string;
  /** Decorative (a number the list already gives, an icon): hidden from screen readers. */
  marker: ReactNode;
  title: ReactNode;
  text: ReactNode;
}

export interface MarkedListProps {
  items: readonly MarkedItem[];
  /** `ol` for steps or reasons in order, `ul` for a set. */
  as?: 'ol' | 'ul';
  /** A heading where each item is a part of the page, else a paragraph. */
  titleAs?: 'h2' | 'h3' | 'p';
  className?: string;
  classes: { item: string; marker: string; title: string; text: string };
}

export function MarkedList({ items, as: List = 'ol', titleAs: Title = 'p', className, classes }: MarkedListProps) {
  return (
    <List className={className}>
      {items.map((item) => (
        <li key={item.key} className={classes.item}>
          <span aria-hidden="true" className={classes.marker}>
            {item.marker}
          </span>
          <div>
            <Title className={classes.title}>{item.title}</Title>
            <p className={classes.text}>{item.text}</p>
          </div>
        </li>
      ))}
    </List>
  );
}

/** "01", "02"… or "1", "2"…: the marker of the item at `index` in a numbered list. */
export const stepNumber = (index: number, digits = 1) => String(index + 1).padStart(digits, '0');
