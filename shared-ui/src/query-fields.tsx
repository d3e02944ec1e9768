/**
 * A page's query string as hidden fields, for a GET form that goes back to the same page and must keep it (a
 * form's GET replaces the whole query). `omit` leaves out the parameters the form sets itself.
 */
export function QueryFields({ search, omit = [] }: { search: string; omit?: readonly string[] }) {
  const kept = [...new URLSearchParams(search)].filter(([name]) => !omit.includes(name));
  return kept.map(([name, value], index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the query's own order; a name can repeat.
    <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
  ));
}
