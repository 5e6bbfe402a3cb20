import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('users', (t) => {
    t.increments('id');
    t.string('discord_id', 32).notNullable().unique();
    t.string('discord_username', 64).notNullable();
    t.string('role', 16).notNullable().defaultTo('user');
    t.string('uuid_key', 36).notNullable().unique();
    t.integer('main_account_id').nullable();
    t.string('region', 8).nullable();
    t.string('created_at', 32).notNullable();
    t.string('updated_at', 32).notNullable();
  });

  await knex.schema.createTable('accounts', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('character_name', 32).notNullable();
    // Lower-cased name: a character belongs to at most one user, whatever its capitals.
    t.string('name_key', 32).notNullable().unique();
    t.string('created_at', 32).notNullable();
    t.index(['user_id']);
  });

  await knex.schema.createTable('rounds', (t) => {
    t.increments('id');
    t.string('format', 16).notNullable();
    t.double('round_time').notNullable();
    // UTC 'YYYY-MM-DDTHH:mm:ss.SSSSSS': sorts lexically and leaves the server exactly as stored.
    t.string('round_date', 32).nullable();
    t.boolean('scroller').notNullable().defaultTo(false);
    t.string('submitted_by', 32).nullable();
    t.string('world_region', 8).nullable();
    t.string('source', 16).notNullable();
    // Sorted lower-case names of the team: finds the same team's other uploads.
    t.string('team_key', 200).notNullable();
    t.string('created_at', 32).notNullable();
    t.string('updated_at', 32).notNullable();
    t.index(['format', 'round_time']);
    t.index(['format', 'team_key']);
  });

  await knex.schema.createTable('round_players', (t) => {
    t.increments('id');
    t.integer('round_id').notNullable().references('id').inTable('rounds').onDelete('CASCADE');
    t.integer('position').notNullable();
    t.string('character_name', 32).notNullable();
    t.string('name_key', 32).notNullable();
    t.string('role', 16).notNullable();
    t.index(['round_id']);
    t.index(['name_key']);
  });

  await knex.schema.createTable('waves', (t) => {
    t.increments('id');
    t.integer('round_id').notNullable().references('id').inTable('rounds').onDelete('CASCADE');
    t.integer('wave_number').notNullable();
    t.double('wave_time').notNullable();
    t.integer('qs_time').nullable();
    // null is "unknown".
    t.boolean('good_premove').nullable();
    t.boolean('reset').notNullable().defaultTo(false);
    t.double('reset_wave_time').nullable();
    t.integer('reset_qs_time').nullable();
    t.integer('x_qs_spawn').nullable();
    t.integer('y_qs_spawn').nullable();
    t.double('ranger_death_time').nullable();
    t.double('fighter_death_time').nullable();
    t.double('runner_death_time').nullable();
    t.double('healer_death_time').nullable();
    t.double('queen_spawn_time').nullable();
    t.unique(['round_id', 'wave_number']);
  });

  // Replays live apart so that lists never read them.
  await knex.schema.createTable('replays', (t) => {
    t.integer('round_id').primary().references('id').inTable('rounds').onDelete('CASCADE');
    t.text('data').notNullable();
    t.integer('size_bytes').notNullable();
  });

  await knex.schema.createTable('api_tokens', (t) => {
    t.increments('id');
    t.string('token_hash', 64).notNullable().unique();
    // The key as the admin table shows it, encrypted with APP_SECRET.
    t.text('token_encrypted').notNullable();
    t.string('description', 200).notNullable().defaultTo('');
    t.string('type', 16).notNullable();
    t.boolean('active').notNullable().defaultTo(true);
    t.string('created_at', 32).notNullable();
    t.string('expires_at', 32).nullable();
    t.integer('created_by').nullable().references('id').inTable('users').onDelete('SET NULL');
  });

  await knex.schema.createTable('sessions', (t) => {
    t.increments('id');
    t.string('token_hash', 64).notNullable().unique();
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('created_at', 32).notNullable();
    t.string('expires_at', 32).notNullable();
    t.index(['user_id']);
  });

  // Sync cursor: every write to rounds, accounts and users appends here in its own transaction.
  await knex.schema.createTable('changes', (t) => {
    t.increments('seq');
    t.string('entity', 16).notNullable();
    t.integer('entity_id').notNullable();
    t.string('op', 8).notNullable();
    t.string('created_at', 32).notNullable();
    t.index(['entity', 'seq']);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['changes', 'sessions', 'api_tokens', 'replays', 'waves', 'round_players', 'rounds', 'accounts', 'users']) {
    await knex.schema.dropTableIfExists(table);
  }
}
