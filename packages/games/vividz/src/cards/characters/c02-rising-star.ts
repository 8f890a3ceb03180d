/** Rising Star (新星) — VZ 905.2d: the cost-reduction icon. */
import { defineCard } from '../schema.ts';

export default defineCard({
  data: {
    id: 'VZ-C02',
    kind: 'character',
    name: { zh: '新星', en: 'Rising Star' },
    cost: 2,
    power: 3,
    missionInfo: 'sun',
    feature: 'idol',
    accountInfo: 'aurora',
    marks: ['costDown'],
    text: { zh: '【减费】', en: '[Cost Down]' },
  },
});
