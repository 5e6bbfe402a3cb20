// The rounds in memory: other modules reach them only through what this file exports.
export { createRoundIndex, type IndexedRounds, type RoundIndex } from './roundIndex';
export type { RoundSource } from './changePages';
