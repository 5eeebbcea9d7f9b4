import type { SubCategory } from '@shop/shared';
import { Link } from 'react-router';
import { subSubCategoryUrl } from './nav-links';

/** A sub-category's leaves as list items of links (the mega menu's columns, the phone menu's lists). */
export function LeafLinks({ sub, className }: { sub: SubCategory; className: string }) {
  return sub.children.map((leaf) => (
    <li key={leaf.id}>
      <Link to={subSubCategoryUrl(sub, leaf)} className={className}>
        {leaf.menuName ?? leaf.name}
      </Link>
    </li>
  ));
}
