/**
 * Shipment tracking: the carriers staff choose from when an order ships, and the link the shopper
 * follows to track the parcel. Carriers whose site takes the number in the address get a deep link;
 * the others open their tracking page, where the number is pasted.
 */
export const CARRIERS = ['Blue Dart', 'Delhivery', 'DTDC', 'India Post', 'DHL Express', 'FedEx', 'Shiprocket'] as const;
export type Carrier = (typeof CARRIERS)[number];

const TRACKING_PAGES: Record<Carrier, (n: string) => string> = {
  'Blue Dart': (n) => `https://www.bluedart.com/web/guest/trackdartresult?trackFor=0&trackNo=${n}`,
  Delhivery: (n) => `https://www.delhivery.com/track/package/${n}`,
  DTDC: () => 'https://www.dtdc.in/tracking.asp',
  'India Post': () => 'https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx',
  'DHL Express': (n) => `https://www.dhl.com/in-en/home/tracking/tracking-express.html?submit=1&tracking-id=${n}`,
  FedEx: (n) => `https://www.fedex.com/fedextrack/?trknbr=${n}`,
  Shiprocket: (n) => `https://shiprocket.co/tracking/${n}`,
};

/** A tracking number: 6 to 30 letters, digits or hyphens (what Indian and international carriers issue). */
export const TRACKING_NUMBER = /^[A-Za-z0-9-]{6,30}$/;

/** Where the shopper tracks a parcel, or null when the carrier is not one we know. */
export function trackingUrl(carrier: string, trackingNumber: string): string | null {
  const page = TRACKING_PAGES[carrier as Carrier];
  return page ? page(encodeURIComponent(trackingNumber)) : null;
}
