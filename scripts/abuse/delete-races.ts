// Each write against a comparison sent at the same moment as its delete, 80 times each: prints how
// many answered ≥ 500. The vote's race shows on PostgreSQL (separate connections):
// Rerun: bash scripts/with-postgres.sh npx tsx scripts/abuse/delete-races.ts
// eslint-disable-next-line no-restricted-imports -- server/ has no alias; the abuse scripts drive the reference server itself
import { SEED_EMAILS } from '../../server/db/demo-accounts';
import { isMain, printFigure, type Figure } from './figure';
import { driverName, startProbe } from './server';

export async function deleteRaces({ rounds = 80 } = {}): Promise<Figure> {
  const probe = await startProbe();
  try {
    const token = await probe.login(SEED_EMAILS.premium);
    const body = { query: 'Spotify vs Deezer', features: [], isDetailed: false };
    const option = 'Spotify';
    const writes: Record<string, (id: string) => Promise<{ status: number }>> = {
      vote: (id) => probe.call('POST', `/api/comparisons/${id}/poll-votes`, { token, body: { option } }),
      share: (id) => probe.call('PUT', `/api/comparisons/${id}/share`, { token }),
      chat: (id) => probe.call('POST', '/api/chat', { token, body: { content: 'Which is better?', comparisonId: id } }),
      cancel: (id) => probe.call('POST', `/api/comparisons/${id}/cancel`, { token }),
    };
    const failures: Record<string, number> = {};
    for (const [name, write] of Object.entries(writes)) {
      failures[name] = 0;
      for (let round = 0; round < rounds; round++) {
        const id = (await probe.call('POST', '/api/comparisons', { token, body })).body.data.id as string;
        // A written report for the vote, share and chat; the cancel races a report still queued or writing.
        if (name !== 'cancel')
          for (let read = 0; read < 500; read++) {
            const state = (await probe.call('GET', `/api/comparisons/${id}`, { token })).body.data.status;
            if (state === 'done') break;
            await new Promise((resolve) => setTimeout(resolve, 10));
          }
        const answers = await Promise.all([write(id), probe.call('DELETE', `/api/comparisons/${id}`, { token })]);
        if (answers.some((answer) => answer.status >= 500)) failures[name] += 1;
      }
      console.log(`${driverName(probe)} ${name} racing delete: ${failures[name]} of ${rounds} answered ≥ 500`);
    }
    const each = Object.entries(failures).map(([name, count]) => `${name} ${count}/${rounds}`);
    return {
      name: `races (${driverName(probe)})`,
      measured: `writes racing their comparison's delete that answered ≥ 500: ${each.join(', ')}`,
      bound: '0 each',
      ok: Object.values(failures).every((count) => count === 0),
    };
  } finally {
    await probe.close();
  }
}

if (isMain(import.meta.url)) printFigure(await deleteRaces());
