/**
 * Vividz's table: each player's areas and lanes, missions and energy, deck, hand and drop zone. The
 * game is being built on its own branch; this draws whatever its view contains, by these names,
 * and becomes the place for its own drawing when the view settles.
 */
import type { BoardProps } from './common.tsx';
import { ZoneBoard } from './zones.tsx';

const ZONES = {
  hand: { zh: '手牌', en: 'Hand' },
  deck: { zh: '卡组', en: 'Deck' },
  drop: { zh: '弃置区', en: 'Drop zone' },
  trash: { zh: '弃置区', en: 'Drop zone' },
  energy: { zh: '能量区', en: 'Energy' },
  missions: { zh: '任务', en: 'Missions' },
  mission: { zh: '任务', en: 'Missions' },
  lane0: { zh: '左路', en: 'Left lane' },
  lane1: { zh: '中路', en: 'Centre lane' },
  lane2: { zh: '右路', en: 'Right lane' },
  stage: { zh: '舞台', en: 'Stage' },
  backstage: { zh: '后台', en: 'Backstage' },
  chain: { zh: '连锁', en: 'Chain' },
};

const STATS = {
  energy: { zh: '能量', en: 'Energy' },
  fans: { zh: '粉丝', en: 'Fans' },
  points: { zh: '分数', en: 'Points' },
  turn: { zh: '回合', en: 'Turn' },
  tp: { zh: '回合玩家', en: 'Turn player' },
  phase: { zh: '阶段', en: 'Phase' },
};

export function VividzBoard(p: BoardProps) {
  return (
    <ZoneBoard
      {...p}
      options={{ zoneLabels: ZONES, statLabels: STATS, middle: ['chain'], piles: ['deck'] }}
    />
  );
}
