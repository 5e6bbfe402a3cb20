import type { Knex } from 'knex';

/** The columns an outbox row is claimed, retried and settled by (see api/outbox). */
function outboxColumns(t: Knex.CreateTableBuilder): void {
  t.string('state', 16).notNullable();
  t.integer('attempts').notNullable().defaultTo(0);
  t.string('next_attempt_at', 32).notNullable();
  t.string('lease_until', 32).nullable();
  t.text('last_error').nullable();
  t.string('created_at', 32).notNullable();
  t.string('updated_at', 32).notNullable();
  t.index(['state', 'next_attempt_at']);
}

export async function up(knex: Knex): Promise<void> {
  // What may be worth a push: a round that came to count, or a live round just begun. Written in its
  // own transaction, then fanned out to devices once teammates' reports have had time to merge.
  await knex.schema.createTable('push_events', (t) => {
    t.increments('id');
    t.string('source', 16).notNullable();
    t.integer('source_id').notNullable();
    outboxColumns(t);
    t.unique(['source', 'source_id']);
  });

  // One push to one device. The unique event key per device is what sends each event once, whichever
  // process fans it out; a device's rows go with it.
  await knex.schema.createTable('push_deliveries', (t) => {
    t.increments('id');
    t.integer('subscription_id').notNullable().references('id').inTable('push_subscriptions').onDelete('CASCADE');
    t.string('event_key', 120).notNullable();
    // pbs, records or live: the device's choice it was sent under.
    t.string('kind', 16).notNullable();
    // The followed player (their leaderboard key) a PB or live push is of.
    t.string('subject', 64).nullable();
    t.integer('round_id').nullable();
    t.text('payload').notNullable();
    t.integer('ttl_seconds').notNullable();
    t.string('sent_at', 32).nullable();
    outboxColumns(t);
    t.unique(['subscription_id', 'event_key']);
    t.index(['subscription_id', 'subject', 'created_at']);
    t.index(['updated_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('push_deliveries');
  await knex.schema.dropTableIfExists('push_events');
}
