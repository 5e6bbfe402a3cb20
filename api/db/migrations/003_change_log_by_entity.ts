import type { Knex } from 'knex';

// The offline copy's blocks are versioned by the newest change to their rounds: a range of entity
// ids, read from this index alone.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('changes', (t) => {
    t.index(['entity', 'entity_id', 'seq'], 'changes_entity_id_seq_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('changes', (t) => {
    t.dropIndex(['entity', 'entity_id', 'seq'], 'changes_entity_id_seq_index');
  });
}
