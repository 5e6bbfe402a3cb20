import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // A sign-in is bound to whoever started it: the hash of a verifier only that browser was given.
  await knex.schema.alterTable('oauth_states', (t) => {
    t.string('verifier_hash', 64).notNullable().defaultTo('');
  });

  // One-time codes that hand a finished sign-in to the app, which trades one for a session.
  await knex.schema.createTable('sign_in_codes', (t) => {
    t.string('code_hash', 64).primary();
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('verifier_hash', 64).notNullable();
    t.string('expires_at', 32).notNullable();
  });

  // Discord interaction ids already answered, kept past the timestamp window so a replay is refused.
  await knex.schema.createTable('discord_interactions_seen', (t) => {
    t.string('interaction_id', 32).primary();
    t.string('seen_at', 32).notNullable().index();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('discord_interactions_seen');
  await knex.schema.dropTableIfExists('sign_in_codes');
  await knex.schema.alterTable('oauth_states', (t) => {
    t.dropColumn('verifier_hash');
  });
}
