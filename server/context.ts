import type { Config } from './config';
import type { Db } from './db/types';
import type { MediaStore } from './media/store';

/** What every route module gets. `now` is the server clock (injected by tests to move time). */
export interface AppContext {
  config: Config;
  db: Db;
  now: () => number;
  media: MediaStore;
}
