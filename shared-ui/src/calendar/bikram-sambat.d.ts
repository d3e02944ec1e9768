/** The part of `bikram-sambat` (no bundled types) the calendar cross-check uses; months are 1-based. */
declare module 'bikram-sambat' {
  type Day = { year: number; month: number; day: number };
  const bikramSambat: {
    toBik(gregorian: string): Day;
    toGreg(year: number, month: number, day: number): Day;
    daysInMonth(year: number, month: number): number;
  };
  export default bikramSambat;
}
