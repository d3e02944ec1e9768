import pino, { type Logger } from 'pino';
import { logSerializers } from './request-log.ts';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/**
 * The process's one logger: a JSON object per line (errors under `err` with their type, message and stack), ISO
 * times, URLs with their tokens redacted. Fastify logs through it too (buildApp's `logger` dependency).
 */
export function createLogger(level: LogLevel, stream?: { write: (line: string) => void }): Logger {
  return pino(
    { level, serializers: logSerializers, timestamp: pino.stdTimeFunctions.isoTime },
    stream ?? process.stdout,
  );
}
