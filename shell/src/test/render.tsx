import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ReactElement, StrictMode } from 'react';
import { MemoryRouter } from 'react-router-dom';

/** Renders a shell component as main.tsx does (StrictMode at the root), with a fresh query client and a router at `path`. */
export function renderShell(ui: ReactElement, path = '/') {
  const client = new QueryClient();
  return render(
    <StrictMode>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}

/** The error text shown under an input (the element its aria-describedby names for the error). */
export function fieldError(input: HTMLElement): string | null {
  const errorId = input
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((id) => id.endsWith('-error'));
  return errorId ? (document.getElementById(errorId)?.textContent ?? null) : null;
}
