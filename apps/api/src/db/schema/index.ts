/**
 * The shop's tables. TypeScript names are camelCase; SQL names are snake_case (drizzle `casing`).
 * Money columns are integer paise and end in `Paise`. One file per feature; the migrations in
 * db/migrations are SQL (see docs/decisions.md) and never change once applied.
 */
export * from './users';
export * from './taxonomy';
export * from './products';
export * from './shopping';
export * from './orders';
export * from './inbox';
export * from './platform';
export * from './invoices';
export * from './content';
export * from './consignment';
export * from './alerts';
export * from './phone-auth';
