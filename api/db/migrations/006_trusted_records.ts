import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // How far a round is trusted (domain/trust.ts): confirmed and reported rounds count, held and rejected ones do not.
  await knex.schema.alterTable('rounds', (t) => {
    t.string('status', 16).notNullable().defaultTo('reported');
    t.text('review_reason').nullable();
    t.integer('reviewed_by').nullable();
    t.string('reviewed_at', 32).nullable();
    // The report an admin chose for the round to show; null lets the derivation rule choose.
    t.integer('shown_report_id').nullable();
    t.index(['status']);
  });
  await knex('rounds').where({ source: 'admin' }).update({ status: 'confirmed' });

  // Every report of a round, kept as it was sent: the round is derived from them, never overwritten by one.
  await knex.schema.createTable('round_reports', (t) => {
    t.increments('id');
    t.integer('round_id').notNullable().references('id').inTable('rounds').onDelete('CASCADE');
    t.string('received_at', 32).notNullable();
    // The API key that sent it (a plugin token or an admin's key), kept after the key is disabled.
    t.integer('token_id').nullable();
    t.string('key_type', 16).notNullable();
    // The registered user whose UUID key the report carried for its own character, if any.
    t.integer('identified_user_id').nullable();
    t.boolean('scroller').notNullable();
    t.boolean('dropped').notNullable().defaultTo(false);
    t.text('content').notNullable();
    t.index(['round_id']);
  });

  // How a character came to its user, for the Account page ("linked by the plugin on …").
  await knex.schema.alterTable('accounts', (t) => {
    t.string('linked_via', 16).nullable();
  });

  // A character someone tried to link while another user held it: kept for the admins, naming both.
  await knex.schema.createTable('account_claims', (t) => {
    t.increments('id');
    t.string('character_name', 32).notNullable();
    t.string('name_key', 32).notNullable();
    t.integer('owner_user_id').nullable();
    t.integer('claimant_user_id').notNullable();
    t.string('via', 16).notNullable();
    t.string('created_at', 32).notNullable();
    t.string('resolved_at', 32).nullable();
    t.index(['resolved_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('account_claims');
  await knex.schema.alterTable('accounts', (t) => t.dropColumn('linked_via'));
  await knex.schema.dropTableIfExists('round_reports');
  await knex.schema.alterTable('rounds', (t) => {
    t.dropIndex(['status']);
    t.dropColumn('shown_report_id');
    t.dropColumn('reviewed_at');
    t.dropColumn('reviewed_by');
    t.dropColumn('review_reason');
    t.dropColumn('status');
  });
}
