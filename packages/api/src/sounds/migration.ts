import {sql} from 'kysely';
import type {Migration} from 'kysely/migration';
import {doubleType, isPostgres, timestamp} from '../db/dialect.ts';
import {SOUND_LIBRARY_OWNER_ID} from '../db/schema.ts';

// Migration 0012 (listed in db/migrations.ts): the sound library's tables, full-text index and owner.

/** `0012_sounds`: the library account, `sounds` with its full-text index, `sound_audit` and `sound_seeding`. */
export const soundsMigration: Migration = {
  async up(db) {
    const double = doubleType(db);
    // The sound library's files belong to this account, never signed in to: a sound outlives the
    // admin who uploaded it, and its storage keys sit under its own `users/<id>/` prefix.
    const now = new Date().toISOString();
    await db
      .insertInto('users')
      .values({
        id: SOUND_LIBRARY_OWNER_ID,
        firebase_uid: 'nada-system:sound-library',
        email: null,
        display_name: 'Nada',
        created_at: now,
        updated_at: now,
      })
      .execute();

    // One sound of the library (src/sounds/): its audio and peaks are rows of `files`.
    await db.schema
      .createTable('sounds')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('file_id', 'text', (c) => c.notNull().references('files.id'))
      .addColumn('peaks_file_id', 'text', (c) => c.references('files.id').onDelete('set null'))
      .addColumn('title_id', 'text', (c) => c.notNull())
      .addColumn('title_en', 'text', (c) => c.notNull())
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('genre', 'text')
      // Space-separated lowercase words, searched with the titles.
      .addColumn('tags', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('mood', 'text')
      .addColumn('bpm', double)
      .addColumn('musical_key', 'text')
      .addColumn('duration_seconds', double, (c) => c.notNull())
      .addColumn('loudness_lufs', double)
      .addColumn('licence', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('published', 'integer', (c) => c.notNull().defaultTo(0))
      // The starter set's own name of the sound, so seeding again adds only what is missing.
      .addColumn('starter_slug', 'text', (c) => c.unique())
      .addColumn('created_at', timestamp(db), (c) => c.notNull())
      .addColumn('updated_at', timestamp(db), (c) => c.notNull())
      .addCheckConstraint(
        'sounds_category',
        sql`category in ('drums', 'bass', 'chords', 'pads', 'melody', 'fx', 'one-shot', 'vocal')`,
      )
      .addCheckConstraint('sounds_kind', sql`kind in ('loop', 'one-shot')`)
      .execute();
    await db.schema
      .createIndex('sounds_published_created')
      .on('sounds')
      .columns(['published', 'created_at', 'id'])
      .execute();
    await db.schema.createIndex('sounds_category').on('sounds').column('category').execute();
    await db.schema.createIndex('sounds_bpm').on('sounds').column('bpm').execute();
    await db.schema.createIndex('sounds_file').on('sounds').column('file_id').execute();

    if (isPostgres(db)) {
      // 'simple' (no stemming, no stop words) matches Indonesian words as they are written.
      await sql`alter table sounds add column search tsvector generated always as (
        to_tsvector('simple', title_id || ' ' || title_en || ' ' || tags)) stored`.execute(db);
      await sql`create index sounds_search on sounds using gin (search)`.execute(db);
    } else {
      // FTS5 beside the table, kept in step by triggers; diacritics fold so "ketipung" finds "kétipung".
      await sql`create virtual table sounds_fts using fts5(
        sound_id unindexed, title_id, title_en, tags,
        tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3')`.execute(db);
      await sql`create trigger sounds_fts_insert after insert on sounds begin
        insert into sounds_fts (sound_id, title_id, title_en, tags)
        values (new.id, new.title_id, new.title_en, new.tags); end`.execute(db);
      await sql`create trigger sounds_fts_update after update of title_id, title_en, tags on sounds begin
        update sounds_fts set title_id = new.title_id, title_en = new.title_en, tags = new.tags
        where sound_id = old.id; end`.execute(db);
      await sql`create trigger sounds_fts_delete after delete on sounds begin
        delete from sounds_fts where sound_id = old.id; end`.execute(db);
    }

    // Who changed which sound, when and how; kept after the sound (and its admin) is gone.
    await db.schema
      .createTable('sound_audit')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('sound_id', 'text', (c) => c.notNull())
      .addColumn('sound_title', 'text', (c) => c.notNull())
      .addColumn('actor_id', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('actor_email', 'text')
      .addColumn('action', 'text', (c) => c.notNull())
      // JSON: {field: {from, to}} for an edit, the sound's fields for a creation.
      .addColumn('changes', 'text', (c) => c.notNull())
      .addColumn('created_at', timestamp(db), (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('sound_audit_sound_created')
      .on('sound_audit')
      .columns(['sound_id', 'created_at', 'id'])
      .execute();
    await db.schema
      .createIndex('sound_audit_created')
      .on('sound_audit')
      .columns(['created_at', 'id'])
      .execute();

    // The starter set's seeding, once per database: a lease so one process renders at a time,
    // and when it finished (a sound an admin deletes afterwards is not brought back).
    await db.schema
      .createTable('sound_seeding')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('lease_owner', 'text')
      .addColumn('lease_until', timestamp(db))
      .addColumn('finished_at', timestamp(db))
      .execute();
  },
};
