/**
 * What other modules may call to write the catalogue's tables (the catalogue owns products, sizes
 * and images; docs/architecture.md, "Who writes which table"). Consignment links, reprices and
 * withdraws its consigned products through these.
 */
export { attachConsignor, setConsignedPrice, type ConsignorTerms } from './consignor';
export { writeProductStatus } from './editing';
