// Row types of the tables in migrations/*.sql, for Kysely. Keep them in step with the SQL.
import type { ColumnType, Generated } from 'kysely';

/** timestamptz: read as a Date (pg and PGlite both), written as a Date or an ISO string. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** jsonb: read as the parsed value, written as a JSON string (so pg never turns arrays into SQL arrays). */
type Json<T> = ColumnType<T, string, string>;

export interface PackagesTable {
  id: number;
  name: string;
  description: string;
  price: number | null;
  currency: string;
  compare_limit: number | null;
  message_limit: number | null;
  conversation_limit: number | null;
  features: Json<string[]>;
  detail_level: string;
  priority_support: boolean;
  advanced_reporting: boolean;
  custom_enterprise_solutions: boolean;
}

export interface UsersTable {
  id: string;
  email: string;
  email_key: string;
  name: string;
  password_hash: string;
  language: string;
  package_name: string;
  profile_pic: string | null;
  phone: string | null;
  linkedin: string | null;
  package_end_date: Timestamp | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface SessionsTable {
  token_hash: string;
  user_id: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  expires_at: Timestamp;
}

export interface UsageCountersTable {
  user_id: string;
  period: string;
  compares: ColumnType<number, number | undefined, number>;
  messages: ColumnType<number, number | undefined, number>;
  conversations: ColumnType<number, number | undefined, number>;
}

export interface ComparisonsTable {
  id: string;
  user_id: string;
  query: string;
  items: Json<string[]>;
  features: Json<string[]>;
  is_detailed: boolean;
  language: string;
  result: Json<unknown>;
  source: Json<unknown>;
  search_text: string;
  created_at: Timestamp;
  share_id: string | null;
  shared_at: Timestamp | null;
}

export interface PollVotesTable {
  user_id: string;
  comparison_id: string;
  option: string;
}

export interface ConversationsTable {
  id: string;
  user_id: string;
  title: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ChatMessagesTable {
  id: string;
  conversation_id: string;
  seq: Generated<string>;
  role: string;
  content: string;
  created_at: Timestamp;
}

export interface PackageChangesTable {
  id: Generated<string>;
  user_id: string;
  from_package: string;
  to_package: string;
  changed_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface ContactMessagesTable {
  id: Generated<string>;
  name: string;
  email: string;
  message: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface DemoMessagesTable {
  id: Generated<string>;
  conversation_id: string;
  content: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface RateLimitsTable {
  key: string;
  window_start: ColumnType<string, number, number | string>;
  count: number;
}

export interface PopularComparisonsTable {
  id: string;
  query: string;
  items: Json<string[]>;
  votes: number;
}

export interface SchemaMigrationsTable {
  version: string;
  applied_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface Database {
  packages: PackagesTable;
  users: UsersTable;
  sessions: SessionsTable;
  usage_counters: UsageCountersTable;
  comparisons: ComparisonsTable;
  poll_votes: PollVotesTable;
  conversations: ConversationsTable;
  chat_messages: ChatMessagesTable;
  package_changes: PackageChangesTable;
  contact_messages: ContactMessagesTable;
  demo_messages: DemoMessagesTable;
  rate_limits: RateLimitsTable;
  popular_comparisons: PopularComparisonsTable;
  schema_migrations: SchemaMigrationsTable;
}
