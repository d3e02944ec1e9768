import { useSearchParams } from 'react-router-dom';

/**
 * A list's filter kept in the page's address (`?state=expired`), so a link (the dashboard's counts) opens the list
 * filtered and a reload keeps it. A value the list does not offer counts as no filter.
 */
export function useUrlFilter<V extends string>(name: string, values: readonly V[]) {
  const [params, setParams] = useSearchParams();
  const raw = params.get(name);
  const value = values.find((offered) => offered === raw);
  const setValue = (next: V | undefined) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set(name, next);
        else updated.delete(name);
        return updated;
      },
      { replace: true },
    );
  return [value, setValue] as const;
}
