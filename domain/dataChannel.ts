/** Every tab's page hears here when local data moved, whichever tab's worker wrote it. */
export const DATA_CHANNEL = 'ba-times-data';

export interface DataMoved {
  version: number;
}
