const numberFormat = new Intl.NumberFormat('en-US');

/** 10234 → '10,234' (the same on the server and in every browser locale). */
export function formatCount(value: number): string {
  return numberFormat.format(value);
}
