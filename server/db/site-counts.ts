// What the home page counts, read from the tables themselves: accounts, comparisons written in
// full, poll votes, and each popular comparison's votes (those cast in reports of its items).
import { sql } from 'kysely';
import type { Db } from './connect';

export async function siteCounts(db: Db): Promise<{ accounts: number; comparisons: number; votes: number }> {
  const row = await db
    .selectNoFrom((eb) => [
      eb.selectFrom('users').select(eb.fn.countAll<string>().as('n')).as('accounts'),
      eb
        .selectFrom('comparisons')
        .select(eb.fn.countAll<string>().as('n'))
        .where('status', '=', 'done')
        .as('comparisons'),
      eb.selectFrom('poll_votes').select(eb.fn.countAll<string>().as('n')).as('votes'),
    ])
    .executeTakeFirstOrThrow();
  return { accounts: Number(row.accounts), comparisons: Number(row.comparisons), votes: Number(row.votes) };
}

/**
 * The popular comparisons with their votes: a vote counts for a popular comparison when the report
 * it was cast in compares the same items, in any order and letter case. Most voted first, then the
 * catalogue's order (so a fresh installation lists them as curated).
 */
export async function popularWithVotes(
  db: Db,
  limit: number,
): Promise<{ id: string; query: string; items: string[]; votes: number }[]> {
  const itemsKey = (column: string) =>
    sql`(select coalesce(jsonb_agg(lower(trim(item)) order by lower(trim(item))), '[]'::jsonb) from jsonb_array_elements_text(${sql.ref(column)}) as item)`;
  const { rows } = await sql<{ id: string; query: string; items: string[]; votes: string }>`
    with voted as (
      select ${itemsKey('comparisons.items')} as key, count(*) as votes
      from poll_votes join comparisons on comparisons.id = poll_votes.comparison_id
      group by 1
    )
    select popular.id, popular.query, popular.items, coalesce(voted.votes, 0) as votes
    from popular_comparisons as popular
    left join voted on voted.key = ${itemsKey('popular.items')}
    order by votes desc, popular.id
    limit ${limit}`.execute(db);
  return rows.map((row) => ({ id: row.id, query: row.query, items: row.items, votes: Number(row.votes) }));
}
