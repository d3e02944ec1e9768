import { describe, expect, it } from 'vitest';
import { defaultInsightsSearch, insightsSearchOf } from './insights-search.ts';

describe('insights search', () => {
  it('defaults to the twelve months up to today, by category', () => {
    expect(defaultInsightsSearch('2026-11-27')).toEqual({ from: '2025-12-01', to: '2026-11-27', by: 'category' });
    expect(defaultInsightsSearch('2026-01-31')).toEqual({ from: '2025-02-01', to: '2026-01-31', by: 'category' });
  });

  it('reads the address, and falls back where a value is not one', () => {
    const params = new URLSearchParams('from=2026-01-01&to=2026-03-31&by=district');
    expect(insightsSearchOf(params, '2026-11-27')).toEqual({ from: '2026-01-01', to: '2026-03-31', by: 'district' });
    expect(insightsSearchOf(new URLSearchParams('from=x&by=people'), '2026-11-27')).toEqual(
      defaultInsightsSearch('2026-11-27'),
    );
  });
});
