export * from './users';
export * from './sessions';
export * from './rate-limits';
export * from './uploads';
export * from './admin-audit-log';
export * from './journals';
export * from './seed-markers';
export * from './forum';
