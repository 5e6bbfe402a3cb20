/** The stats worker: queries over the local database, answering only the rows a screen shows. */
import { expose } from 'comlink';
import { BaTimesDb } from '../app/data/db';
import { createStatsService } from './stats/service';

expose(createStatsService(new BaTimesDb()));
