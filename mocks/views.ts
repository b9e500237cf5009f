// Turns stored records into the exact response models of the contract (no password, no usage
// internals), so handlers never leak storage-only fields.
import type {
  Comparison,
  ComparisonSummary,
  Count,
  MyPackage,
  Package,
  PackageName,
  Poll,
  User,
} from '@/api/generated/model';
import { PACKAGES } from './seed-data';
import type { MockDb, MockUser } from './store';

export function toUser(user: MockUser): User {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    language: user.language,
    package_name: user.package_name,
    profilePic: user.profilePic,
    phone: user.phone,
    linkedin: user.linkedin,
  };
}

export function packageOf(level: PackageName): Package {
  return PACKAGES.find((p) => p.name === level) ?? PACKAGES[0];
}

/** limit − used, never negative; unlimited stays unlimited. */
export function remaining(limit: Count, used: number): Count {
  return limit === 'unlimited' ? 'unlimited' : Math.max(0, limit - used);
}

export function myPackageOf(user: MockUser): MyPackage {
  const pkg = packageOf(user.package_name);
  return {
    package: pkg,
    end_date: user.packageEndDate,
    remaining_compares: remaining(pkg.compare_limit, user.usage.compares),
    remaining_messages: remaining(pkg.message_limit, user.usage.messages),
    remaining_conversations: remaining(pkg.conversation_limit, user.usage.conversations),
  };
}

export function toSummary(comparison: Comparison): ComparisonSummary {
  return {
    id: comparison.id,
    query: comparison.query,
    items: comparison.items,
    features: comparison.features,
    isDetailed: comparison.isDetailed,
    createdAt: comparison.createdAt,
    summary: comparison.result.summary,
  };
}

export const pollVoteKey = (userId: string, comparisonId: string): string => `${userId}:${comparisonId}`;

/** The stored poll plus this user's vote (stored separately so it can move between options). */
export function pollFor(state: MockDb, userId: string, comparison: Comparison): Poll | undefined {
  const poll = comparison.result.poll;
  if (!poll) return undefined;
  const vote = state.pollVotes[pollVoteKey(userId, comparison.id)] ?? null;
  const options = poll.options.map((o) => ({ label: o.label, votes: o.votes + (o.label === vote ? 1 : 0) }));
  return { ...poll, options, total_votes: poll.total_votes + (vote ? 1 : 0), user_vote: vote };
}

export function withUserVote(state: MockDb, userId: string, comparison: Comparison): Comparison {
  const poll = pollFor(state, userId, comparison);
  return poll ? { ...comparison, result: { ...comparison.result, poll } } : comparison;
}
