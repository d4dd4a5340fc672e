/** Minor units of a shown amount such as "1 250.00 USD" (digit groups set apart by a narrow space). */
export function cents(text: string | null): number {
  const value = (text ?? '').replace(/\u202f/g, '').split(' ')[0];
  return Math.round(Number(value) * 100);
}
