import { z } from 'zod';
import type { ApiRoute } from './route.ts';

export const healthResponseSchema = z.object({ status: z.literal('ok'), database: z.literal('ok') });

export const healthContract = {
  health: { method: 'GET', path: '/health', response: healthResponseSchema },
} as const satisfies Record<string, ApiRoute>;
