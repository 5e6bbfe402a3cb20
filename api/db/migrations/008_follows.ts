import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // The players a user follows, by the character name they followed; a linked character stands for its user.
  await knex.schema.createTable('follows', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('character_name', 32).notNullable();
    t.string('name_key', 32).notNullable();
    t.string('created_at', 32).notNullable();
    t.unique(['user_id', 'name_key']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('follows');
}
