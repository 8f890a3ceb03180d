/**
 * Chapter 4, 关于连锁 (chains) and 关于连锁发动的优先级 (priority), assembled: the chain window policy
 * and the procedures that build and resolve a chain. Each rule lives in its own file:
 *
 * - 04-chain-window.ts     KALING 4.4-1 … 4.6-2  timing points open a window; the six priority stages
 * - 04-chain-who-is-asked.ts KALING 4.5-4        who is asked, judged without hidden cards
 * - 04-chain-sources.ts    KALING 4.4-2, 4.5-2, 5-15 … 5-17  what may be activated now, and its costs
 * - 04-chain-limits.ts     KALING 4.7-1 (4个1)    回1 / 场1 / 限1 / 极1
 * - 04-chain-activate.ts   KALING 3.5.5-1 / 3.5.5-2  activating a card or an effect
 * - 04-chain-targets.ts    KALING 4.8-1 / 4.8-2  area targets and card targets
 * - 04-chain-resolve.ts    KALING 4.4-3          last in, first out
 * - 04-chain-operations.ts the operations an effect performs when it resolves
 */
import type { Procedure } from '@arbiter/kernel';
import type { G } from '../types.ts';
import { activate } from './04-chain-activate.ts';
import { ops } from './04-chain-operations.ts';
import { resolve } from './04-chain-resolve.ts';
import { CHAIN_WINDOW, windowProc } from './04-chain-window.ts';

export const CHAIN_WINDOWS = { 'kl.chain': CHAIN_WINDOW };

export const CHAIN_PROCEDURES: Record<string, Procedure<G>> = {
  'kl.window': windowProc,
  'kl.activate': activate,
  'kl.resolve': resolve,
  'kl.ops': ops,
};
