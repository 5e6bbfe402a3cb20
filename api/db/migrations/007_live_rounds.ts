import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // When a round began and the real time it took, as the plugin's newest release reports them.
  await knex.schema.alterTable('rounds', (t) => {
    t.string('round_started_at', 32).nullable();
    t.double('elapsed_real_time').nullable();
  });

  // A round being played: one team with one start, followed by the scroller's QS checkpoints.
  await knex.schema.createTable('live_rounds', (t) => {
    t.increments('id');
    t.string('format', 16).notNullable();
    t.string('team_key', 200).notNullable();
    t.string('round_started_at', 32).notNullable();
    t.text('players').notNullable();
    t.string('reporter', 32).notNullable();
    // live, finished (round_id set) or abandoned (nothing heard for a while).
    t.string('state', 16).notNullable();
    t.integer('round_id').nullable();
    t.string('last_heard_at', 32).notNullable();
    t.string('finished_at', 32).nullable();
    t.unique(['team_key', 'round_started_at']);
    t.index(['state', 'last_heard_at']);
    t.index(['round_id']);
  });

  await knex.schema.createTable('live_checkpoints', (t) => {
    t.increments('id');
    t.integer('live_round_id').notNullable().references('id').inTable('live_rounds').onDelete('CASCADE');
    t.integer('wave_number').notNullable();
    t.integer('qs_time').notNullable();
    t.boolean('good_premove').notNullable();
    t.integer('x_qs_spawn').nullable();
    t.integer('y_qs_spawn').nullable();
    t.string('received_at', 32).notNullable();
    // A retried checkpoint is the same one: stored once.
    t.unique(['live_round_id', 'wave_number']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('live_checkpoints');
  await knex.schema.dropTableIfExists('live_rounds');
  await knex.schema.alterTable('rounds', (t) => {
    t.dropColumn('elapsed_real_time');
    t.dropColumn('round_started_at');
  });
}
