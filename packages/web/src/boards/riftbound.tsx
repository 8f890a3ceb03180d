/**
 * 符文战场 Riftbound's table: each player's base, legend and champion, rune deck and rune pool, main
 * deck, hand and trash; the two battlefields between the players; points toward victory. The game
 * is being built on its own branch; this draws whatever its view contains, by these names, and
 * becomes the place for its own drawing when the view settles.
 */
import type { BoardProps } from './common.tsx';
import { ZoneBoard } from './zones.tsx';

const ZONES = {
  base: { zh: '基地', en: 'Base' },
  legend: { zh: '传奇', en: 'Legend' },
  champion: { zh: '英雄', en: 'Champion' },
  hand: { zh: '手牌', en: 'Hand' },
  deck: { zh: '主卡组', en: 'Main deck' },
  runes: { zh: '符文卡组', en: 'Rune deck' },
  'rune-deck': { zh: '符文卡组', en: 'Rune deck' },
  'rune-pool': { zh: '符文池', en: 'Rune pool' },
  pool: { zh: '符文池', en: 'Rune pool' },
  trash: { zh: '废弃堆', en: 'Trash' },
  banished: { zh: '放逐区', en: 'Banished' },
  bf0: { zh: '战场一', en: 'Battlefield 1' },
  bf1: { zh: '战场二', en: 'Battlefield 2' },
  battlefield0: { zh: '战场一', en: 'Battlefield 1' },
  battlefield1: { zh: '战场二', en: 'Battlefield 2' },
  chain: { zh: '连锁', en: 'Chain' },
};

const STATS = {
  points: { zh: '分数', en: 'Points' },
  score: { zh: '分数', en: 'Points' },
  energy: { zh: '能量', en: 'Energy' },
  power: { zh: '符能', en: 'Power' },
  turn: { zh: '回合', en: 'Turn' },
  tp: { zh: '回合玩家', en: 'Turn player' },
  phase: { zh: '阶段', en: 'Phase' },
};

export function RiftboundBoard(p: BoardProps) {
  return (
    <ZoneBoard
      {...p}
      options={{
        zoneLabels: ZONES,
        statLabels: STATS,
        middle: ['bf0', 'bf1', 'battlefield0', 'battlefield1', 'chain'],
        piles: ['deck', 'runes', 'rune-deck'],
      }}
    />
  );
}
