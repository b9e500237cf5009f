// A report read for free: as a new Free user, queue a report, read it (as the report page does)
// until at most one section is still to come, then cancel it — and once more deleting instead.
// Prints how many of the reports received beyond their first section were not counted.
// Rerun: npx tsx scripts/abuse/free-reads.ts
import { isMain, printFigure, type Figure } from './figure';
import { driverName, startProbe } from './server';

export async function freeReads({ reports = 4 } = {}): Promise<Figure> {
  // A demo writer slow enough for its sections to arrive one by one.
  const probe = await startProbe({ demoTokensPerSecond: 400 });
  try {
    const email = `free-reads-${Date.now()}@example.com`;
    const password = 'Passw0rd!x';
    await probe.call('POST', '/api/register', { body: { name: 'Free Reads', email, password, language: 'en' } });
    const token = (await probe.call('POST', '/api/login', { body: { email, password } })).body.data.token as string;
    const remaining = async () => (await probe.call('GET', '/api/packages/me', { token })).body.data.remaining_compares;
    const before = await remaining();
    let received = 0;
    let sections = 0;
    for (let index = 0; index < reports; index++) {
      const body = { query: 'Kindle Paperwhite vs Kobo Clara 2E', features: [], isDetailed: false };
      const id = (await probe.call('POST', '/api/comparisons', { token, body })).body.data.id as string;
      let seen = 0;
      for (let read = 0; read < 600; read++) {
        const data = (await probe.call('GET', `/api/comparisons/${id}`, { token })).body.data;
        if (data.status !== 'queued' && data.status !== 'writing') break;
        seen = Object.keys(data.draft ?? {}).length;
        if (data.status === 'writing' && data.progress.pending.length <= 1) break;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      if (index % 2 === 0) await probe.call('POST', `/api/comparisons/${id}/cancel`, { token });
      else await probe.call('DELETE', `/api/comparisons/${id}`, { token });
      if (seen > 1) received += 1;
      sections += seen;
    }
    const counted = before - (await remaining());
    const free = Math.max(0, received - counted);
    return {
      name: `reads for free (${driverName(probe)})`,
      measured:
        `${reports} reports cancelled or deleted after reading ${sections} sections; ` +
        `${received} received beyond their first section, ${counted} counted: ${free} read for free`,
      bound: '0',
      ok: free === 0 && received > 0,
    };
  } finally {
    await probe.close();
  }
}

if (isMain(import.meta.url)) printFigure(await freeReads());
