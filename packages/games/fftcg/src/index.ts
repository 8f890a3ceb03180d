import { type GameModule, InputError } from '@arbiter/kernel';

/** Placeholder until the game is built: listed by `arbiter games`, refuses to start. */
const fftcg: GameModule = {
  id: 'fftcg',
  names: { zh: '最终幻想集换式卡牌游戏', en: 'Final Fantasy Trading Card Game' },
  status: 'planned',
  version: '0.0.1',
  rulePrefix: 'FFTCG',
  players: { min: 2, max: 2, default: 2 },
  catalog: {},
  procedures: {},
  setup() {
    throw new InputError('fftcg is planned and cannot be played yet');
  },
  cardName: () => undefined,
  maxDecisions: 1,
  decks: { ready: [], validate: () => [] },
};

export default fftcg;
