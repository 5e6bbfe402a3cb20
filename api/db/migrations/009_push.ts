import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // The site's own VAPID key pair, made on first start when the environment gives none: one row.
  await knex.schema.createTable('push_keys', (t) => {
    t.integer('id').primary();
    t.string('public_key', 100).notNullable();
    t.string('private_key', 100).notNullable();
    t.string('created_at', 32).notNullable();
  });

  // A device's Web Push subscription, and what its user asked to be told on it.
  await knex.schema.createTable('push_subscriptions', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('endpoint', 1000).notNullable().unique();
    t.string('p256dh', 200).notNullable();
    t.string('auth', 100).notNullable();
    t.boolean('notify_pbs').notNullable();
    t.boolean('notify_records').notNullable();
    t.boolean('notify_live').notNullable();
    t.string('created_at', 32).notNullable();
    t.index(['user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('push_subscriptions');
  await knex.schema.dropTableIfExists('push_keys');
}
