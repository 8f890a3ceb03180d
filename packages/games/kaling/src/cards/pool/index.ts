/**
 * The card pool: one file per card (its printed values, effects, texts and optionally its test),
 * listed once here, in the card list's order (deck lists, option order and pool scans follow it).
 * Add a card by adding its file and a line.
 */
import type { CardEffect, CardFile } from '../vocab.ts';
import { validateEffects } from '../vocab.ts';
import { CARD_ABYSS_LIGHT } from './abyss-light.ts';
import { CARD_ARCTIC_EMPEROR } from './arctic-emperor.ts';
import { CARD_ARROW } from './arrow.ts';
import { CARD_AURORA_DRAGON } from './aurora-dragon.ts';
import { CARD_AUTUMN_LEAF } from './autumn-leaf.ts';
import { CARD_BLOOD_LIGHT } from './blood-light.ts';
import { CARD_BREEZE_SWORDSMAN } from './breeze-swordsman.ts';
import { CARD_BURNING_SOUL } from './burning-soul.ts';
import { CARD_CAESAR_MAMMOTH } from './caesar-mammoth.ts';
import { CARD_CAPTAIN_ARGO } from './captain-argo.ts';
import { CARD_CHARGE_MAX } from './charge-max.ts';
import { CARD_CHIME_FAIRY } from './chime-fairy.ts';
import { CARD_CLOUD_SPARKY } from './cloud-sparky.ts';
import { CARD_CLOWN_MAGE } from './clown-mage.ts';
import { CARD_COAL_SHRIMP } from './coal-shrimp.ts';
import { CARD_DARK_ENERGY } from './dark-energy.ts';
import { CARD_DEATH_BOMB } from './death-bomb.ts';
import { CARD_DREAM_MAKER } from './dream-maker.ts';
import { CARD_DRYAD_EMPEROR } from './dryad-emperor.ts';
import { CARD_E_BABY } from './e-baby.ts';
import { CARD_EARTH_ENERGY } from './earth-energy.ts';
import { CARD_EAST_WATER } from './east-water.ts';
import { CARD_ELF_ARCHER } from './elf-archer.ts';
import { CARD_FIERCE_HOWL } from './fierce-howl.ts';
import { CARD_FIRE_ENERGY } from './fire-energy.ts';
import { CARD_FLAME_HORN } from './flame-horn.ts';
import { CARD_FLAME_IMP } from './flame-imp.ts';
import { CARD_FLASH_DRAW } from './flash-draw.ts';
import { CARD_FUWEINI } from './fuweini.ts';
import { CARD_GALE_DRAGON } from './gale-dragon.ts';
import { CARD_GRENADE_ROACH } from './grenade-roach.ts';
import { CARD_GUARD_CACTUS } from './guard-cactus.ts';
import { CARD_HEART_ANGEL } from './heart-angel.ts';
import { CARD_HEAT_SURGE } from './heat-surge.ts';
import { CARD_HOPE_LIGHT } from './hope-light.ts';
import { CARD_HORN_CANNON } from './horn-cannon.ts';
import { CARD_HUSKY_RIDER } from './husky-rider.ts';
import { CARD_ICE_ENERGY } from './ice-energy.ts';
import { CARD_ICE_FEAR } from './ice-fear.ts';
import { CARD_JUNGLE_DART_FROG } from './jungle-dart-frog.ts';
import { CARD_KING_KUGA } from './king-kuga.ts';
import { CARD_LAVA_SPRITE } from './lava-sprite.ts';
import { CARD_LIFE_BRANCH } from './life-branch.ts';
import { CARD_LIGHT_ENERGY } from './light-energy.ts';
import { CARD_LIGHT_MAGE } from './light-mage.ts';
import { CARD_LIGHTNING_FLASH } from './lightning-flash.ts';
import { CARD_LILIA } from './lilia.ts';
import { CARD_MANTIS_KNIGHT } from './mantis-knight.ts';
import { CARD_METAL_ENERGY } from './metal-energy.ts';
import { CARD_METEOR } from './meteor.ts';
import { CARD_MIND_EYE } from './mind-eye.ts';
import { CARD_MIRROR_DRAGON } from './mirror-dragon.ts';
import { CARD_NECRO_REVIVAL } from './necro-revival.ts';
import { CARD_NIGHTMARE_DRAGON } from './nightmare-dragon.ts';
import { CARD_PEACE_FRUIT } from './peace-fruit.ts';
import { CARD_PENGUIN_DUDU } from './penguin-dudu.ts';
import { CARD_PEONY_CONSORT } from './peony-consort.ts';
import { CARD_PHANTOM } from './phantom.ts';
import { CARD_RANGER_LEGEND } from './ranger-legend.ts';
import { CARD_SAINT_HELIER } from './saint-helier.ts';
import { CARD_SANDMAN } from './sandman.ts';
import { CARD_SHADOW_BLADE } from './shadow-blade.ts';
import { CARD_SHADOW_NINJA } from './shadow-ninja.ts';
import { CARD_SHADOW_SNAKE } from './shadow-snake.ts';
import { CARD_SHIELDCLAW_DRAGON } from './shieldclaw-dragon.ts';
import { CARD_SLEEP_GOD_SANDMAN } from './sleep-god-sandman.ts';
import { CARD_SOAR } from './soar.ts';
import { CARD_SPRING_REVIVAL } from './spring-revival.ts';
import { CARD_SPY_DOVE } from './spy-dove.ts';
import { CARD_STAR_SHIELD } from './star-shield.ts';
import { CARD_STAR_WISH } from './star-wish.ts';
import { CARD_STORM_HUNTER } from './storm-hunter.ts';
import { CARD_SUN_CHILD } from './sun-child.ts';
import { CARD_SWAP_PLACES } from './swap-places.ts';
import { CARD_TAKE_ROOT } from './take-root.ts';
import { CARD_THORN_RAT } from './thorn-rat.ts';
import { CARD_THUNDER_BREAKER } from './thunder-breaker.ts';
import { CARD_THUNDER_GECKO } from './thunder-gecko.ts';
import { CARD_VALKYRIE } from './valkyrie.ts';
import { CARD_VOLT_BLADE } from './volt-blade.ts';
import { CARD_VOLT_ENERGY } from './volt-energy.ts';
import { CARD_VOLT_MAGICIAN } from './volt-magician.ts';
import { CARD_WARLORD } from './warlord.ts';
import { CARD_WATER_ENERGY } from './water-energy.ts';
import { CARD_WERE_LYCAON } from './were-lycaon.ts';
import { CARD_WIND_ENERGY } from './wind-energy.ts';
import { CARD_WIND_EYE } from './wind-eye.ts';
import { CARD_WIND_RISE } from './wind-rise.ts';
import { CARD_WIND_SPRITE } from './wind-sprite.ts';
import { CARD_WOOD_ENERGY } from './wood-energy.ts';
import { CARD_WOOD_SWORD_DRAGON } from './wood-sword-dragon.ts';

/** Every card file, by card id, in card-list order. */
export const CARD_FILES: Record<string, CardFile> = {
  'jungle-dart-frog': CARD_JUNGLE_DART_FROG,
  'cloud-sparky': CARD_CLOUD_SPARKY,
  'penguin-dudu': CARD_PENGUIN_DUDU,
  'saint-helier': CARD_SAINT_HELIER,
  'captain-argo': CARD_CAPTAIN_ARGO,
  'fierce-howl': CARD_FIERCE_HOWL,
  'breeze-swordsman': CARD_BREEZE_SWORDSMAN,
  'sun-child': CARD_SUN_CHILD,
  'dream-maker': CARD_DREAM_MAKER,
  'ranger-legend': CARD_RANGER_LEGEND,
  'were-lycaon': CARD_WERE_LYCAON,
  'husky-rider': CARD_HUSKY_RIDER,
  'light-mage': CARD_LIGHT_MAGE,
  'caesar-mammoth': CARD_CAESAR_MAMMOTH,
  'arctic-emperor': CARD_ARCTIC_EMPEROR,
  'guard-cactus': CARD_GUARD_CACTUS,
  'clown-mage': CARD_CLOWN_MAGE,
  'king-kuga': CARD_KING_KUGA,
  fuweini: CARD_FUWEINI,
  'shadow-blade': CARD_SHADOW_BLADE,
  'shadow-ninja': CARD_SHADOW_NINJA,
  'heart-angel': CARD_HEART_ANGEL,
  warlord: CARD_WARLORD,
  'grenade-roach': CARD_GRENADE_ROACH,
  'wood-sword-dragon': CARD_WOOD_SWORD_DRAGON,
  'dryad-emperor': CARD_DRYAD_EMPEROR,
  'nightmare-dragon': CARD_NIGHTMARE_DRAGON,
  'thorn-rat': CARD_THORN_RAT,
  'elf-archer': CARD_ELF_ARCHER,
  sandman: CARD_SANDMAN,
  'volt-blade': CARD_VOLT_BLADE,
  'flame-imp': CARD_FLAME_IMP,
  'flame-horn': CARD_FLAME_HORN,
  'coal-shrimp': CARD_COAL_SHRIMP,
  'lava-sprite': CARD_LAVA_SPRITE,
  'peony-consort': CARD_PEONY_CONSORT,
  'gale-dragon': CARD_GALE_DRAGON,
  'thunder-breaker': CARD_THUNDER_BREAKER,
  'volt-magician': CARD_VOLT_MAGICIAN,
  'e-baby': CARD_E_BABY,
  'shieldclaw-dragon': CARD_SHIELDCLAW_DRAGON,
  'sleep-god-sandman': CARD_SLEEP_GOD_SANDMAN,
  lilia: CARD_LILIA,
  'aurora-dragon': CARD_AURORA_DRAGON,
  'thunder-gecko': CARD_THUNDER_GECKO,
  valkyrie: CARD_VALKYRIE,
  'mantis-knight': CARD_MANTIS_KNIGHT,
  'horn-cannon': CARD_HORN_CANNON,
  'mirror-dragon': CARD_MIRROR_DRAGON,
  'wind-sprite': CARD_WIND_SPRITE,
  'chime-fairy': CARD_CHIME_FAIRY,
  'wind-eye': CARD_WIND_EYE,
  'storm-hunter': CARD_STORM_HUNTER,
  'shadow-snake': CARD_SHADOW_SNAKE,
  'east-water': CARD_EAST_WATER,
  'ice-fear': CARD_ICE_FEAR,
  'autumn-leaf': CARD_AUTUMN_LEAF,
  'swap-places': CARD_SWAP_PLACES,
  'charge-max': CARD_CHARGE_MAX,
  'light-energy': CARD_LIGHT_ENERGY,
  'ice-energy': CARD_ICE_ENERGY,
  'peace-fruit': CARD_PEACE_FRUIT,
  'earth-energy': CARD_EARTH_ENERGY,
  'hope-light': CARD_HOPE_LIGHT,
  phantom: CARD_PHANTOM,
  'mind-eye': CARD_MIND_EYE,
  'take-root': CARD_TAKE_ROOT,
  soar: CARD_SOAR,
  'star-wish': CARD_STAR_WISH,
  'star-shield': CARD_STAR_SHIELD,
  'dark-energy': CARD_DARK_ENERGY,
  'wood-energy': CARD_WOOD_ENERGY,
  'spring-revival': CARD_SPRING_REVIVAL,
  'death-bomb': CARD_DEATH_BOMB,
  'necro-revival': CARD_NECRO_REVIVAL,
  'water-energy': CARD_WATER_ENERGY,
  'abyss-light': CARD_ABYSS_LIGHT,
  'fire-energy': CARD_FIRE_ENERGY,
  'heat-surge': CARD_HEAT_SURGE,
  'burning-soul': CARD_BURNING_SOUL,
  'life-branch': CARD_LIFE_BRANCH,
  'lightning-flash': CARD_LIGHTNING_FLASH,
  'volt-energy': CARD_VOLT_ENERGY,
  'flash-draw': CARD_FLASH_DRAW,
  'blood-light': CARD_BLOOD_LIGHT,
  'metal-energy': CARD_METAL_ENERGY,
  'spy-dove': CARD_SPY_DOVE,
  meteor: CARD_METEOR,
  'wind-energy': CARD_WIND_ENERGY,
  'wind-rise': CARD_WIND_RISE,
  arrow: CARD_ARROW,
};

/** The effects of every card, by card id, in card-list order. */
export const EFFECTS: Record<string, CardEffect[]> = Object.fromEntries(
  Object.entries(CARD_FILES).map(([id, f]) => [id, f.effects]),
);

validateEffects(EFFECTS);

/** Cards with 永恒 effects that change values (scanned when values are computed). */
export const STATIC_SOURCES = new Set(
  Object.entries(EFFECTS)
    .filter(([, effs]) => effs.some((e) => e.self || e.aura))
    .map(([id]) => id),
);

function cardsWith(has: (e: CardEffect) => boolean): Set<string> {
  return new Set(
    Object.entries(EFFECTS)
      .filter(([, effs]) => effs.some(has))
      .map(([id]) => id),
  );
}

/** Cards whose controller wins by them with an empty deck (KALING 2.4-3). */
export const COUNTDOWN_WIN_CARDS = cardsWith((e) => e.winsWithEmptyDeck === true);
/** Cards that may be paid-summoned in disguise. */
export const DISGUISE_CARDS = cardsWith((e) => e.disguise === true);
/** Cards that give the status 扎根 ('root'): such a card in the discard pile replaces a clearing. */
export const ROOT_CARDS = cardsWith(
  (e) => e.operations?.some((op) => op.do === 'status' && op.status === 'root') === true,
);
/** What a card's 永恒 effect does when it is paid-summoned, by card. */
export const PAID_SUMMON_EFFECTS: Record<string, NonNullable<CardEffect['onPaidSummon']>> = {};
for (const [id, effs] of Object.entries(EFFECTS))
  for (const e of effs) if (e.onPaidSummon) PAID_SUMMON_EFFECTS[id] = e.onPaidSummon;
