export * from './places.ts';
export * from './condominiums.ts';
export * from './catalogue.ts';
export * from './users.ts';
export * from './plans.ts';
export * from './listings.ts';
export * from './accounts.ts';
export * from './emails.ts';
