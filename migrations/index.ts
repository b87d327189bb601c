import * as migration_20261122_152739_initial from './20261122_152739_initial';
import * as migration_20261122_152800_seed_catalogue from './20261122_152800_seed_catalogue';

export const migrations = [
  {
    up: migration_20261122_152739_initial.up,
    down: migration_20261122_152739_initial.down,
    name: '20261122_152739_initial'
  },
  {
    up: migration_20261122_152800_seed_catalogue.up,
    down: migration_20261122_152800_seed_catalogue.down,
    name: '20261122_152800_seed_catalogue'
  },
];
