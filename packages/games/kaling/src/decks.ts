/**
 * Deck building (KALING 2.3-1: at most 3 cards of a name; KALING 2.3-2: 40–60 cards) and the
 * ready decks.
 */
import type { DeckList, DeckViolation } from '@arbiter/kernel';
import { CARDS } from './cards/data.ts';

export const READY_DECKS: DeckList[] = [
  {
    name: '光木之森 (Light & Wood)',
    cards: {
      'peony-consort': 3,
      'guard-cactus': 3,
      'clown-mage': 3,
      'heart-angel': 2,
      'dream-maker': 2,
      'elf-archer': 2,
      'saint-helier': 2,
      'chime-fairy': 2,
      'wind-sprite': 2,
      'light-mage': 1,
      'dryad-emperor': 1,
      'sleep-god-sandman': 1,
      sandman: 1,
      'aurora-dragon': 1,
      'wood-energy': 3,
      'life-branch': 2,
      'hope-light': 1,
      'mind-eye': 2,
      arrow: 2,
      'star-shield': 2,
      'abyss-light': 1,
      'earth-energy': 1,
    },
  },
  {
    name: '暗火雷鸣 (Dark, Fire & Thunder)',
    cards: {
      'lava-sprite': 3,
      'grenade-roach': 2,
      'flame-imp': 2,
      'fierce-howl': 2,
      'shadow-ninja': 2,
      'thunder-gecko': 2,
      'volt-blade': 2,
      'coal-shrimp': 2,
      'flame-horn': 2,
      lilia: 1,
      'shadow-blade': 1,
      'volt-magician': 1,
      warlord: 1,
      'thunder-breaker': 1,
      'nightmare-dragon': 1,
      'blood-light': 3,
      arrow: 2,
      'fire-energy': 2,
      'ice-energy': 2,
      'volt-energy': 1,
      'burning-soul': 1,
      meteor: 1,
      'necro-revival': 1,
      'dark-energy': 1,
      'light-energy': 1,
    },
  },
  {
    name: '风钢群英 (Storm & Steel)',
    cards: {
      'jungle-dart-frog': 3,
      'cloud-sparky': 3,
      'penguin-dudu': 2,
      'captain-argo': 2,
      'breeze-swordsman': 1,
      'sun-child': 1,
      'thorn-rat': 1,
      'husky-rider': 1,
      'e-baby': 1,
      'gale-dragon': 1,
      'horn-cannon': 1,
      'were-lycaon': 1,
      'storm-hunter': 1,
      'shieldclaw-dragon': 1,
      'mantis-knight': 1,
      'wood-sword-dragon': 1,
      'caesar-mammoth': 1,
      'arctic-emperor': 1,
      'king-kuga': 1,
      fuweini: 1,
      valkyrie: 1,
      'mirror-dragon': 1,
      'ice-fear': 1,
      'east-water': 1,
      'shadow-snake': 2,
      'wind-eye': 1,
      'ranger-legend': 1,
      'autumn-leaf': 1,
      'swap-places': 1,
      'charge-max': 1,
      'peace-fruit': 1,
      phantom: 1,
      'take-root': 1,
      soar: 1,
      'star-wish': 1,
      'spring-revival': 1,
      'death-bomb': 1,
      'water-energy': 1,
      'heat-surge': 1,
      'lightning-flash': 1,
      'flash-draw': 1,
      'metal-energy': 1,
      'spy-dove': 1,
      'wind-energy': 1,
      'wind-rise': 1,
    },
  },
];

/** Every violation of the deck-building rules in a deck list. */
export function validateDeck(deck: DeckList): DeckViolation[] {
  const out: DeckViolation[] = [];
  let total = 0;
  for (const [id, n] of Object.entries(deck.cards)) {
    if (!Number.isInteger(n) || n < 0) {
      out.push({
        rule: 'KALING 2.3-2',
        message: { zh: `“${id}”的张数${n}无效`, en: `"${id}": ${n} is not a valid number of copies` },
      });
      continue;
    }
    total += n;
    const def = CARDS[id];
    if (!def) {
      out.push({ rule: 'KALING 2.3-2', message: { zh: `未知的卡牌“${id}”`, en: `unknown card "${id}"` } });
      continue;
    }
    if (n > 3)
      out.push({
        rule: 'KALING 2.3-1',
        message: {
          zh: `同名卡“${def.zh}”有${n}张，最多3张`,
          en: `${n} copies of "${def.en}"; at most 3 of a name`,
        },
      });
  }
  if (total < 40 || total > 60)
    out.push({
      rule: 'KALING 2.3-2',
      message: { zh: `卡组有${total}张，须为40~60张`, en: `the deck has ${total} cards; it must have 40–60` },
    });
  for (const part of Object.keys(deck.extra ?? {}))
    out.push({
      rule: 'KALING 2.3-2',
      message: { zh: `卡组没有“${part}”这一部分`, en: `a deck has no "${part}" part` },
    });
  return out;
}
