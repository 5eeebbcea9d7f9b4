/**
 * A product description as the product page shows it (storefront §3): lines with a colon become a
 * bold key and its value; EXTERIOR and INTERIOR lines start titled sections.
 */
export type DescriptionLine = { kind: 'pair'; key: string; value: string } | { kind: 'text'; text: string };
export interface DescriptionSection {
  heading: string | null;
  lines: DescriptionLine[];
}

const SECTION_HEADINGS = new Set(['EXTERIOR', 'INTERIOR']);

export function parseDescription(description: string): DescriptionSection[] {
  const sections: DescriptionSection[] = [{ heading: null, lines: [] }];
  for (const raw of description.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const bare = line.replace(/:$/, '').trim().toUpperCase();
    if (SECTION_HEADINGS.has(bare)) {
      sections.push({ heading: bare.charAt(0) + bare.slice(1).toLowerCase(), lines: [] });
      continue;
    }
    const colon = line.indexOf(':');
    const current = sections[sections.length - 1]!;
    if (colon > 0 && colon < line.length - 1) {
      current.lines.push({ kind: 'pair', key: line.slice(0, colon).trim(), value: line.slice(colon + 1).trim() });
    } else current.lines.push({ kind: 'text', text: line });
  }
  return sections.filter((s) => s.heading !== null || s.lines.length > 0);
}
