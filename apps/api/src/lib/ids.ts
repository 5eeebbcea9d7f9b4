const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a path id can be a database id; anything else is simply not found, without a query. */
export function isUuid(id: string): boolean {
  return UUID.test(id);
}
