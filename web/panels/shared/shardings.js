// The ways the model's state is sharded, as the core names them, with the
// names a reader knows them by: the vocabulary of a job that the estimator's
// select and the layout advisor's table share. Proper nouns: no translation.
export const SHARDINGS = [
  { id: 'none', name: 'DDP' },
  { id: 'zero1', name: 'ZeRO-1' },
  { id: 'zero2', name: 'ZeRO-2' },
  { id: 'zero3', name: 'ZeRO-3 / FSDP' },
  { id: 'hybrid', name: 'HSDP' },
];

/**
 * The name of sharding `id`.
 * @param {string} id
 */
export const shardingName = (id) => SHARDINGS.find((s) => s.id === id)?.name ?? id;
