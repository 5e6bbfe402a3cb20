import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.boolean('announce_pbs').notNullable().defaultTo(false);
  });

  // Discord announcements to send: a row per round, written in the round's own transaction, so a
  // round is announced once however many reports merge into it and whichever process sends it.
  await knex.schema.createTable('announcements', (t) => {
    t.increments('id');
    // No foreign key: a round deleted before its post keeps its row, cancelled, for the admins' view.
    t.integer('round_id').notNullable().unique();
    t.string('state', 16).notNullable();
    t.string('reason', 32).nullable();
    t.integer('attempts').notNullable().defaultTo(0);
    t.string('next_attempt_at', 32).notNullable();
    // While one process sends, the others leave the row alone until this passes.
    t.string('lease_until', 32).nullable();
    t.text('last_error').nullable();
    t.string('discord_message_id', 32).nullable();
    t.string('created_at', 32).notNullable();
    t.string('updated_at', 32).notNullable();
    t.string('sent_at', 32).nullable();
    t.index(['state', 'next_attempt_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('announcements');
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('announce_pbs');
  });
}
