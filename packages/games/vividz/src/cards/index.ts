/** Every card of the set, imported in this one place (principle 7: a card is one file). */
import AuroraStage from './accounts/a01-aurora-stage.ts';
import NightParade from './accounts/a02-night-parade.ts';
import RookieIdol from './characters/c01-rookie-idol.ts';
import RisingStar from './characters/c02-rising-star.ts';
import EncoreSinger from './characters/c03-encore-singer.ts';
import ChorusLeader from './characters/c04-chorus-leader.ts';
import PrismProducer from './characters/c05-prism-producer.ts';
import SpotlightAce from './characters/c06-spotlight-ace.ts';
import TwinVoice from './characters/c07-twin-voice.ts';
import AccelDancer from './characters/c08-accel-dancer.ts';
import PhoenixIdol from './characters/c09-phoenix-idol.ts';
import BassWall from './characters/c10-bass-wall.ts';
import DrumCaptain from './characters/c11-drum-captain.ts';
import UnderdogGuitarist from './characters/c12-underdog-guitarist.ts';
import StageGuard from './characters/c13-stage-guard.ts';
import Roadie from './characters/c14-roadie.ts';
import TallyKeeper from './characters/c15-tally-keeper.ts';
import StageManager from './characters/c16-stage-manager.ts';
import ShadowScout from './characters/c17-shadow-scout.ts';
import BladeDancer from './characters/c18-blade-dancer.ts';
import AshCollector from './characters/c19-ash-collector.ts';
import PaperLantern from './characters/c20-paper-lantern.ts';
import SmokeNinja from './characters/c21-smoke-ninja.ts';
import EchoWraith from './characters/c22-echo-wraith.ts';
import MirrorBlade from './characters/c23-mirror-blade.ts';
import NightStalker from './characters/c24-night-stalker.ts';
import IronRecruit from './characters/c25-iron-recruit.ts';
import SteelBulwark from './characters/c26-steel-bulwark.ts';
import GuardianDrone from './characters/c27-guardian-drone.ts';
import SalvageCrane from './characters/c28-salvage-crane.ts';
import JammerUnit from './characters/c29-jammer-unit.ts';
import OverclockMech from './characters/c30-overclock-mech.ts';
import WanderingBard from './characters/c31-wandering-bard.ts';
import GlitchCat from './characters/c32-glitch-cat.ts';
import StageDiver from './characters/c33-stage-diver.ts';
import SparkShower from './events/e01-spark-shower.ts';
import FreezeFrame from './events/e02-freeze-frame.ts';
import CurtainCall from './events/e03-curtain-call.ts';
import Encore from './events/e04-encore.ts';
import SmokeBomb from './events/e05-smoke-bomb.ts';
import Ambush from './events/e06-ambush.ts';
import TimeBomb from './events/e07-time-bomb.ts';
import Rewind from './events/e08-rewind.ts';
import MindGame from './events/e09-mind-game.ts';
import TalentSearch from './events/e10-talent-search.ts';
import Rehearsal from './events/e11-rehearsal.ts';
import Blackout from './events/e12-blackout.ts';
import Recycle from './events/e13-recycle.ts';
import FinalEncore from './events/e14-final-encore.ts';
import LuckyGuess from './events/e15-lucky-guess.ts';
import DebutStage from './missions/m01-debut-stage.ts';
import LevelUpLive from './missions/m02-level-up-live.ts';
import FullHouse from './missions/m03-full-house.ts';
import NightRaid from './missions/m04-night-raid.ts';
import SmokeAndMirrors from './missions/m05-smoke-and-mirrors.ts';
import IronMarch from './missions/m06-iron-march.ts';
import BackstagePass from './missions/m07-backstage-pass.ts';
import type { CardModule } from './schema.ts';

export const ALL_CARDS: readonly CardModule[] = [
  AuroraStage,
  NightParade,
  DebutStage,
  LevelUpLive,
  FullHouse,
  NightRaid,
  SmokeAndMirrors,
  IronMarch,
  BackstagePass,
  RookieIdol,
  RisingStar,
  EncoreSinger,
  ChorusLeader,
  PrismProducer,
  SpotlightAce,
  TwinVoice,
  AccelDancer,
  PhoenixIdol,
  BassWall,
  DrumCaptain,
  UnderdogGuitarist,
  StageGuard,
  Roadie,
  TallyKeeper,
  StageManager,
  ShadowScout,
  BladeDancer,
  AshCollector,
  PaperLantern,
  SmokeNinja,
  EchoWraith,
  MirrorBlade,
  NightStalker,
  IronRecruit,
  SteelBulwark,
  GuardianDrone,
  SalvageCrane,
  JammerUnit,
  OverclockMech,
  WanderingBard,
  GlitchCat,
  StageDiver,
  SparkShower,
  FreezeFrame,
  CurtainCall,
  Encore,
  SmokeBomb,
  Ambush,
  TimeBomb,
  Rewind,
  MindGame,
  TalentSearch,
  Rehearsal,
  Blackout,
  Recycle,
  FinalEncore,
  LuckyGuess,
];
