import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // OAuth2 `state` values: single use, short-lived, tied to where the sign-in returns.
  await knex.schema.createTable('oauth_states', (t) => {
    t.string('state_hash', 64).primary();
    t.text('redirect_uri').notNullable();
    t.string('expires_at', 32).notNullable();
  });

  // Plugin token requests' nonces, kept long enough to refuse any replay within the timestamp window.
  await knex.schema.createTable('plugin_nonces', (t) => {
    t.string('nonce', 64).primary();
    t.string('created_at', 32).notNullable();
    t.index(['created_at']);
  });

  // Fixed-window request counters, shared by every process through the database.
  await knex.schema.createTable('rate_limits', (t) => {
    t.string('bucket', 200).notNullable();
    t.bigInteger('window_start').notNullable();
    t.integer('count').notNullable();
    t.primary(['bucket', 'window_start']);
  });

  // A row per kind of write that must run one at a time across processes (see serializeWrites).
  await knex.schema.createTable('write_locks', (t) => {
    t.string('name', 32).primary();
    t.integer('version').notNullable().defaultTo(0);
  });
  await knex('write_locks').insert({ name: 'uploads', version: 0 });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['write_locks', 'rate_limits', 'plugin_nonces', 'oauth_states']) {
    await knex.schema.dropTableIfExists(table);
  }
}
