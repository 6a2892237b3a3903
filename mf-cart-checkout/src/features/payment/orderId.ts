/** The `{id}` of `/order/{id}/…`: a positive whole number, else null (the page says the order is not found). */
export function orderIdOf(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}
