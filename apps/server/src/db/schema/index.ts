// drizzle-kit and the typed db client need every table in one module object; this is the only
// re-export file in the project, kept because drizzle's `schema` option wants one namespace.
export * from './audit.ts';
export * from './billing.ts';
export * from './catalogue.ts';
export * from './mail.ts';
export * from './people.ts';
export * from './projects.ts';
export * from './ratings.ts';
export * from './realtime.ts';
export * from './site-settings.ts';
export * from './users.ts';
