export * from './agents.ts';
export * from './concession.ts';
export * from './fallback.ts';
export * from './protocol.ts';
export * from './replay.ts';
export * from './server.ts';
export * from './static.ts';
export { type Peer, type Role, type SendTap, stateMessageFor, Table } from './table.ts';
export * from './tokens.ts';
