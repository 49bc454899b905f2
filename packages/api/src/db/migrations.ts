import {sql} from 'kysely';
import type {Migration, MigrationProvider} from 'kysely/migration';
import {soundsMigration} from '../sounds/migration.ts';
import {doubleType, timestamp} from './dialect.ts';

// Forward-only: each migration has `up` and no `down`; a mistake is fixed by a new migration.
// They live in code, not in a folder read at run time, so they ship inside whatever bundles the API.
// The schema sticks to types both SQLite and PostgreSQL have; see schema.ts for the conventions.

const migrations: Record<string, Migration> = {
  '0001_users_and_files': {
    async up(db) {
      await db.schema
        .createTable('users')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('firebase_uid', 'text', (c) => c.notNull().unique())
        .addColumn('email', 'text')
        .addColumn('display_name', 'text')
        .addColumn('photo_key', 'text')
        .addColumn('locale', 'text', (c) => c.notNull().defaultTo('id'))
        .addColumn('theme', 'text', (c) => c.notNull().defaultTo('system'))
        .addColumn('is_admin', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', timestamp(db), (c) => c.notNull())
        .addColumn('updated_at', timestamp(db), (c) => c.notNull())
        .addColumn('deleted_at', timestamp(db))
        .execute();
      await db.schema.createIndex('users_email').on('users').column('email').execute();

      await db.schema
        .createTable('files')
        .addColumn('id', 'text', (c) => c.primaryKey())
        // Deleting a user deletes their file rows; the sweeper removes the bytes.
        .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('storage_key', 'text', (c) => c.notNull().unique())
        .addColumn('original_name', 'text', (c) => c.notNull())
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('size_bytes', 'bigint', (c) => c.notNull())
        .addColumn('sha256', 'text', (c) => c.notNull())
        .addColumn('created_at', timestamp(db), (c) => c.notNull())
        .addColumn('expires_at', timestamp(db))
        .execute();
      await db.schema.createIndex('files_owner_id').on('files').column('owner_id').execute();
      await db.schema.createIndex('files_expires_at').on('files').column('expires_at').execute();
    },
  },
  '0002_file_audio_details': {
    async up(db) {
      // What ffprobe read at upload; null for rows made before this migration.
      const double = doubleType(db);
      await db.schema.alterTable('files').addColumn('duration_seconds', double).execute();
      await db.schema.alterTable('files').addColumn('codec', 'text').execute();
      await db.schema.alterTable('files').addColumn('channels', 'integer').execute();
      await db.schema.alterTable('files').addColumn('sample_rate_hz', 'integer').execute();
      // The listing pages through one owner's files newest first.
      await db.schema
        .createIndex('files_owner_created')
        .on('files')
        .columns(['owner_id', 'created_at', 'id'])
        .execute();
    },
  },
  '0003_bot_check_challenges': {
    async up(db) {
      // Proof-of-work challenges of the bot check: each is answered once, within minutes.
      await db.schema
        .createTable('bot_check_challenges')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('salt', 'text', (c) => c.notNull())
        .addColumn('difficulty', 'integer', (c) => c.notNull())
        .addColumn('expires_at', timestamp(db), (c) => c.notNull())
        .addColumn('used_at', timestamp(db))
        .execute();
      await db.schema
        .createIndex('bot_check_challenges_expires_at')
        .on('bot_check_challenges')
        .column('expires_at')
        .execute();
    },
  },
  '0004_jobs': {
    async up(db) {
      // One row per job of any kind; the row is the source of truth on both queue back-ends.
      await db.schema
        .createTable('jobs')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('input_file_ids', 'text', (c) => c.notNull())
        .addColumn('params', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('stage', 'text')
        .addColumn('percent', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('result', 'text')
        .addColumn('error_code', 'text')
        .addColumn('error_message', 'text')
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('max_attempts', 'integer', (c) => c.notNull())
        .addColumn('idempotency_key', 'text')
        .addColumn('lease_owner', 'text')
        .addColumn('lease_expires_at', timestamp(db))
        // A retried job waits here until its backoff is over.
        .addColumn('available_at', timestamp(db), (c) => c.notNull())
        .addColumn('last_event_id', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', timestamp(db), (c) => c.notNull())
        .addColumn('started_at', timestamp(db))
        .addColumn('finished_at', timestamp(db))
        .addColumn('updated_at', timestamp(db), (c) => c.notNull())
        .execute();
      // Both dialects treat NULLs as distinct here, so jobs without a key never collide.
      await db.schema
        .createIndex('jobs_owner_idempotency_key')
        .on('jobs')
        .columns(['owner_id', 'idempotency_key'])
        .unique()
        .execute();
      await db.schema
        .createIndex('jobs_owner_created')
        .on('jobs')
        .columns(['owner_id', 'created_at', 'id'])
        .execute();
      await db.schema
        .createIndex('jobs_status_available')
        .on('jobs')
        .columns(['status', 'available_at'])
        .execute();

      // Every change of a job, numbered per job, so an event stream resumes from Last-Event-ID.
      await db.schema
        .createTable('job_events')
        .addColumn('job_id', 'text', (c) => c.notNull().references('jobs.id').onDelete('cascade'))
        .addColumn('id', 'integer', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('data', 'text', (c) => c.notNull())
        .addColumn('created_at', timestamp(db), (c) => c.notNull())
        .addPrimaryKeyConstraint('job_events_pk', ['job_id', 'id'])
        .execute();
    },
  },
  '0005_credits': {
    async up(db) {
      // One row per user that has touched credits: the row every reservation locks, so the
      // balance check and the reservation it allows happen one user-transaction at a time.
      await db.schema
        .createTable('credit_accounts')
        .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('created_at', timestamp(db), (c) => c.notNull())
        .addColumn('updated_at', timestamp(db), (c) => c.notNull())
        .execute();
      // Append-only: grant (a period's minutes), reserve (a job submitted), then exactly one of
      // charge (it succeeded) or release (it failed or was canceled). No FK to jobs: the ledger
      // outlives the job rows it names.
      await db.schema
        .createTable('credit_ledger')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('job_id', 'text')
        .addColumn('entry', 'text', (c) => c.notNull())
        .addColumn('seconds', 'integer', (c) => c.notNull())
        .addColumn('period_start', timestamp(db), (c) => c.notNull())
        .addColumn('created_at', timestamp(db), (c) => c.notNull())
        .addCheckConstraint('credit_ledger_seconds', sql`seconds >= 0`)
        .addCheckConstraint('credit_ledger_entry', sql`entry in ('grant', 'reserve', 'charge', 'release')`)
        .execute();
      // A job reserves once, is charged once, is released once (grants have no job: NULLs are distinct).
      await db.schema
        .createIndex('credit_ledger_job_entry')
        .on('credit_ledger')
        .columns(['job_id', 'entry'])
        .unique()
        .execute();
      // ... and is either charged or released, never both.
      await db.schema
        .createIndex('credit_ledger_job_settled_once')
        .on('credit_ledger')
        .column('job_id')
        .unique()
        .where(sql<boolean>`entry in ('charge', 'release')`)
        .execute();
      await db.schema
        .createIndex('credit_ledger_user_period')
        .on('credit_ledger')
        .columns(['user_id', 'period_start'])
        .execute();
    },
  },
  '0006_user_phone_and_photo': {
    async up(db) {
      // E.164 text, set from the profile; unique so one number belongs to one account (NULLs are
      // distinct on both dialects, so users without a number never collide).
      await db.schema.alterTable('users').addColumn('phone_number', 'text').execute();
      await db.schema.createIndex('users_phone_number').on('users').column('phone_number').unique().execute();
      // The Content-Type the uploaded photo (users.photo_key) is served with.
      await db.schema.alterTable('users').addColumn('photo_content_type', 'text').execute();
    },
  },
  '0007_playlists': {
    async up(db) {
      // A user's playlists; deleting the user deletes them (deleteAccount also does it itself).
      await db.schema
        .createTable('playlists')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('visibility', 'text', (c) => c.notNull().defaultTo('private'))
        .addColumn('created_at', timestamp(db), (c) => c.notNull())
        .addColumn('updated_at', timestamp(db), (c) => c.notNull())
        .addCheckConstraint('playlists_visibility', sql`visibility in ('private', 'public')`)
        .execute();
      // The listing pages through one owner's playlists newest first.
      await db.schema
        .createIndex('playlists_owner_created')
        .on('playlists')
        .columns(['owner_id', 'created_at', 'id'])
        .execute();

      // No foreign key on file_id: a file deleted or swept leaves its items, shown as unavailable
      // (the file row is looked up when the playlist is read); title, content type and duration
      // are copied at adding, so an unavailable item still has a name.
      await db.schema
        .createTable('playlist_items')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('playlist_id', 'text', (c) => c.notNull().references('playlists.id').onDelete('cascade'))
        .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('file_id', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('duration_seconds', doubleType(db))
        // 0 to count - 1, dense: every change of the list rewrites it in one transaction.
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('added_at', timestamp(db), (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('playlist_items_playlist_file')
        .on('playlist_items')
        .columns(['playlist_id', 'file_id'])
        .unique()
        .execute();
      await db.schema
        .createIndex('playlist_items_playlist_position')
        .on('playlist_items')
        .columns(['playlist_id', 'position'])
        .execute();
      // "Which of my playlists hold this file" and account deletion.
      await db.schema
        .createIndex('playlist_items_owner_file')
        .on('playlist_items')
        .columns(['owner_id', 'file_id'])
        .execute();
    },
  },
  '0008_subscriptions': {
    async up(db) {
      // The plan a user is on, and until when (an unrenewed or canceled period ends there, after
      // which planOf answers free). Mirrors the user's active subscription, so planOf stays a read
      // of the users row every request already has.
      await db.schema
        .alterTable('users')
        .addColumn('plan_id', 'text', (c) => c.notNull().defaultTo('free'))
        .execute();
      await db.schema.alterTable('users').addColumn('plan_ends_at', timestamp(db)).execute();
      // One row per checkout: 'pending' until the provider confirms payment, then 'active' (or
      // 'failed'); 'replaced' when a later checkout of the user was paid (an upgrade or downgrade).
      // The row's id is the order id the providers see.
      await db.schema
        .createTable('subscriptions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('plan_id', 'text', (c) => c.notNull())
        .addColumn('period', 'text', (c) => c.notNull())
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('amount', 'integer', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        // The provider's own id of what recurs (a Stripe subscription), once known.
        .addColumn('provider_subscription_id', 'text')
        .addColumn('current_period_start', timestamp(db))
        .addColumn('current_period_end', timestamp(db))
        .addColumn('cancel_at_period_end', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', timestamp(db), (c) => c.notNull())
        .addColumn('updated_at', timestamp(db), (c) => c.notNull())
        .addCheckConstraint(
          'subscriptions_status',
          sql`status in ('pending', 'active', 'failed', 'replaced')`,
        )
        .addCheckConstraint('subscriptions_period', sql`period in ('monthly', 'yearly')`)
        .execute();
      await db.schema
        .createIndex('subscriptions_user_status')
        .on('subscriptions')
        .columns(['user_id', 'status'])
        .execute();
      await db.schema
        .createIndex('subscriptions_provider_subscription')
        .on('subscriptions')
        .columns(['provider', 'provider_subscription_id'])
        .execute();
      // Every webhook delivery that was acted on, by the provider's event id: a replay finds its
      // row and changes nothing. No user column: it names a subscription, deleted with it.
      await db.schema
        .createTable('payment_events')
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('event_id', 'text', (c) => c.notNull())
        .addColumn('subscription_id', 'text', (c) =>
          c.notNull().references('subscriptions.id').onDelete('cascade'),
        )
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('received_at', timestamp(db), (c) => c.notNull())
        .addPrimaryKeyConstraint('payment_events_pk', ['provider', 'event_id'])
        .execute();
    },
  },
  '0009_support': {
    async up(db) {
      // A user's support tickets; deleting the user deletes them and their thread.
      await db.schema
        .createTable('support_tickets')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('category', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
        .addColumn('created_at', timestamp(db), (c) => c.notNull())
        .addColumn('updated_at', timestamp(db), (c) => c.notNull())
        .addCheckConstraint('support_tickets_status', sql`status in ('open', 'answered', 'closed')`)
        .execute();
      await db.schema
        .createIndex('support_tickets_user_updated')
        .on('support_tickets')
        .columns(['user_id', 'updated_at'])
        .execute();
      await db.schema
        .createIndex('support_tickets_updated')
        .on('support_tickets')
        .column('updated_at')
        .execute();

      // One message of a ticket's thread: the user's or an admin's (author_id is kept null when
      // the admin's account is deleted, so the thread stays whole).
      await db.schema
        .createTable('support_messages')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('ticket_id', 'text', (c) =>
          c.notNull().references('support_tickets.id').onDelete('cascade'),
        )
        .addColumn('author_id', 'text', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('from_staff', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('attachment_key', 'text')
        .addColumn('attachment_name', 'text')
        .addColumn('attachment_type', 'text')
        .addColumn('attachment_bytes', 'integer')
        .addColumn('created_at', timestamp(db), (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('support_messages_ticket_created')
        .on('support_messages')
        .columns(['ticket_id', 'created_at'])
        .execute();

      // Emails waiting to go out, sent in the background with retries (src/outbox/).
      await db.schema
        .createTable('outbox')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
        .addColumn('recipient', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', timestamp(db), (c) => c.notNull())
        .addColumn('sent_at', timestamp(db))
        .addColumn('failed_at', timestamp(db))
        .addColumn('last_error', 'text')
        .addColumn('created_at', timestamp(db), (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('outbox_due')
        .on('outbox')
        .columns(['sent_at', 'failed_at', 'next_attempt_at'])
        .execute();
    },
  },
  '0010_generated_tracks': {
    async up(db) {
      // A finished `generate` job as a track: its title (renamable) and who may listen. The row is
      // the job's (same id): deleting the job deletes it, and deleting the user deletes both.
      await db.schema
        .createTable('generated_tracks')
        .addColumn('id', 'text', (c) => c.primaryKey().references('jobs.id').onDelete('cascade'))
        .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('visibility', 'text', (c) => c.notNull().defaultTo('private'))
        .addColumn('mix_file_id', 'text', (c) => c.notNull())
        .addColumn('peaks_file_id', 'text')
        .addColumn('duration_seconds', doubleType(db), (c) => c.notNull())
        .addColumn('created_at', timestamp(db), (c) => c.notNull())
        .addColumn('updated_at', timestamp(db), (c) => c.notNull())
        .addCheckConstraint('generated_tracks_visibility', sql`visibility in ('private', 'public')`)
        .execute();
      // The owner's list, and a public profile's list of their public tracks, newest first.
      await db.schema
        .createIndex('generated_tracks_owner_created')
        .on('generated_tracks')
        .columns(['owner_id', 'visibility', 'created_at', 'id'])
        .execute();
    },
  },
  '0011_job_mixes': {
    async up(db) {
      // The playground's mix of a job's stems, one row per job, written only by its owner (src/mixes/).
      await db.schema
        .createTable('job_mixes')
        .addColumn('job_id', 'text', (c) => c.primaryKey().references('jobs.id').onDelete('cascade'))
        .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('settings', 'text', (c) => c.notNull())
        .addColumn('updated_at', timestamp(db), (c) => c.notNull())
        .execute();
    },
  },
  '0012_sounds': soundsMigration,
  '0013_storage_reservations': {
    async up(db) {
      // Bytes promised against a user's storage quota before they are stored: an upload in progress
      // (its Upload-Length) or the results a job is about to write. Reserving takes the owner's lock
      // and counts files plus unexpired reservations, so side-by-side uploads and jobs cannot
      // together pass the quota (issue 41); a reservation is removed when its file row is written,
      // and one left behind by a crash stops counting at its expiry.
      await db.schema
        .createTable('storage_reservations')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('bytes', 'bigint', (c) => c.notNull())
        .addColumn('created_at', timestamp(db), (c) => c.notNull())
        .addColumn('expires_at', timestamp(db), (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('storage_reservations_owner')
        .on('storage_reservations')
        .columns(['owner_id', 'expires_at'])
        .execute();
    },
  },
};

/** Supplies the migrations above to Kysely's `Migrator`, in name order. */
export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
