// The whole database schema, one module per area; drizzle-kit reads this file (drizzle.config.ts).
// To change it: edit server/db/tables/*.ts, then `npx drizzle-kit generate --name <what-changed>`
// writes the next migration under server/db/migrations (applied at start by server/db/migrate.ts).
export * from './tables/users';
export * from './tables/catalog';
export * from './tables/registrations';
export * from './tables/promo-codes';
export * from './tables/orders';
export * from './tables/order-items';
export * from './tables/uploads';
export * from './tables/locations';
export * from './tables/messages';
export * from './tables/tax-documents';
export * from './tables/ticket-cancellations';
export * from './tables/waitlist';
export * from './tables/ticket-transfers';
export * from './tables/privacy';
export * from './tables/ticket-category-changes';
