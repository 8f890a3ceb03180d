import { type GameModule, InputError } from '@arbiter/kernel';

/** Placeholder until the game is built: listed by `arbiter games`, refuses to start. */
const sgschess: GameModule = {
  id: 'sgs-chess',
  names: { zh: '三国杀战棋', en: 'Sanguosha War Chess' },
  status: 'planned',
  version: '0.0.1',
  rulePrefix: 'SGS',
  players: { min: 2, max: 2, default: 2 },
  catalog: {},
  procedures: {},
  setup() {
    throw new InputError('sgs-chess is planned and cannot be played yet');
  },
  cardName: () => undefined,
  maxDecisions: 1,
  decks: { ready: [], validate: () => [] },
};

export default sgschess;
