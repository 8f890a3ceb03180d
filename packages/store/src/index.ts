export * from './connection.ts';
export * from './games.ts';
export * from './migrations.ts';
