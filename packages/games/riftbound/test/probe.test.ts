import { kernelChecks } from '@arbiter/kernel';
import { it } from 'vitest';
import { duel } from './kit.ts';

const CUB = 'ogn-135-298',
  PORO = 'ogn-013-298',
  BODY = 'ogn-126-298';
function dump(t: any, n = 14) {
  for (let i = 0; i < n && t.kind; i++) {
    console.log(
      i,
      t.kind,
      t.decision()!.player,
      t.labels(),
      JSON.stringify(t.state.stack?.map((x: any) => [x.status, x.controller, x.ability])),
      JSON.stringify(t.state.g.battlefields[0]),
    );
    if (t.kind === 'action') break;
    if (t.kind === 'priority' && t.labels().length === 1) {
      t.pass();
      continue;
    }
    if (t.kind === 'priority') {
      const l = t.labels().find((x: string) => x.includes('Pakaa'));
      if (l) {
        t.act(l);
        continue;
      }
      t.pass();
      continue;
    }
    t.choose([(t.decision()!.domain as any).options[0].id]);
  }
  console.log(t.log.map((l: any) => l.rule).join(' '));
}
it('showdown', () => {
  kernelChecks.windows = true;
  const t = duel(
    { base: [{ card: PORO, tag: 'p' }], deck: [PORO] },
    { facedown0: CUB, runes: [BODY, BODY, BODY], deck: [PORO] },
    { control: [1, null] },
  );
  t.choose(['move-bf0']);
  t.choose([`u${t.tagged('p').id}`]);
  dump(t);
});
