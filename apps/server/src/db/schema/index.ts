export * from './users';
export * from './sessions';
export * from './rate-limits';
export * from './uploads';
export * from './chat';
