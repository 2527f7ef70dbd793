import 'server-only';

/**
 * Sets `key` in a Map kept as a bounded cache: the key becomes the most recent, and past `max` entries the least
 * recent goes (a Map iterates in insertion order, so its first key is that one).
 */
export function setBounded<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  map.delete(key);
  if (map.size >= max) map.delete(map.keys().next().value as K);
  map.set(key, value);
}
