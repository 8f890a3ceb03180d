/**
 * One table component per game, over the view the server sends. A game not listed here is drawn
 * from its zones (ZoneBoard). `optionKeys` says which board things an option is about beyond the
 * kernel's `obj`/`cell` (a role piece of 三国杀战棋, a player of 卡灵时代), so they can be pointed at.
 */
import type { Lang, Option } from '@arbiter/kernel';
import type { FunctionComponent } from 'preact';
import type { BoardProps } from './common.tsx';
import { FftcgBoard, fftcgCardDetails } from './fftcg.tsx';
import { KalingBoard, kalingCardDetails } from './kaling.tsx';
import { RiftboundBoard, riftboundCardDetails, riftboundOptionKeys } from './riftbound.tsx';
import { SgsBoard, sgsCardDetails } from './sgs-chess.tsx';
import { VividzBoard, vividzCardDetails, vividzOptionKeys } from './vividz.tsx';
import { ZoneBoard } from './zones.tsx';

export interface GameUi {
  Board: FunctionComponent<BoardProps>;
  optionKeys?(o: Option): string[];
  cardDetails?(card: string, lang: Lang): { title: string; lines: string[]; text: string } | null;
}

const UIS: Record<string, GameUi> = {
  fftcg: { Board: FftcgBoard, cardDetails: fftcgCardDetails },
  kaling: {
    Board: KalingBoard,
    cardDetails: kalingCardDetails,
    optionKeys: (o) => (/^p\d$/.test(o.id) ? [`player:${o.id.slice(1)}`] : []),
  },
  'sgs-chess': {
    Board: SgsBoard,
    cardDetails: sgsCardDetails,
    optionKeys: (o) => (/^r\d$/.test(o.id) ? [`role:${o.id.slice(1)}`] : []),
  },
  riftbound: { Board: RiftboundBoard, cardDetails: riftboundCardDetails, optionKeys: riftboundOptionKeys },
  vividz: { Board: VividzBoard, cardDetails: vividzCardDetails, optionKeys: vividzOptionKeys },
};

export function gameUi(gameId: string): GameUi {
  return UIS[gameId] ?? { Board: ZoneBoard };
}
