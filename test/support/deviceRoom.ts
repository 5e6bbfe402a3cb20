import type { DBCoreKeyRange, DBCoreRangeType } from 'dexie';
import type { BaTimesDb } from '../../workers/baTimesDb';

// DBCoreRangeType.Any: Dexie declares the enum const, which isolated modules cannot read.
const EVERY_KEY = { type: 3 as DBCoreRangeType, lower: undefined, upper: undefined } satisfies DBCoreKeyRange;

/**
 * A device with room for `room` kept replays and no more: a write that would add a replay past it
 * fails as IndexedDB's does on a full disk, with a QuotaExceededError; rewriting a kept one fits.
 * Call before the database opens.
 */
export function limitReplayRoom(db: BaTimesDb, room: number): void {
  db.use({
    stack: 'dbcore',
    name: 'replay-room',
    create: (down) => ({
      ...down,
      table(name) {
        const table = down.table(name);
        if (name !== 'replays') return table;
        return {
          ...table,
          async mutate(req) {
            if (req.type === 'put' || req.type === 'add') {
              const keys = req.keys ?? req.values.map((value) => table.schema.primaryKey.extractKey!(value));
              const added = (await table.getMany({ trans: req.trans, keys })).filter((kept) => kept === undefined).length;
              const held = await table.count({ trans: req.trans, query: { index: table.schema.primaryKey, range: EVERY_KEY } });
              if (held + added > room) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
            }
            return table.mutate(req);
          },
        };
      },
    }),
  });
}
