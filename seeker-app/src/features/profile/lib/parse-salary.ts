/** Expected salary as typed: a number, or 0 when it is not one (spec section 5). Negative becomes 0. */
export function parseSalary(text: string): number {
  const value = Number(text.replace(/,/g, '').trim());
  return Number.isFinite(value) && value > 0 ? value : 0;
}
