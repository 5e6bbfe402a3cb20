import type { Knex } from 'knex';

/**
 * Shared links' pictures as drawn, keyed by a hash of what they show (api/unfurl/): each is drawn
 * once, whichever process is asked first, and answered from here after that.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('unfurl_pictures', (t) => {
    t.string('version', 64).primary();
    // The picture's address without its version (/og/round/12.png): a version answers for that address only.
    t.string('subject', 160).notNullable();
    t.binary('png').notNullable();
    t.string('created_at', 32).notNullable();
    t.index(['created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('unfurl_pictures');
}
