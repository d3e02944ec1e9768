import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { freePort } from '../../test/free-port.ts';
import { queueMail } from '../mail/outbox.ts';
import { startMetricsServer } from './register-metrics.ts';

const TOKEN = 'metrics-token-for-the-test-0123456789';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ metrics: { host: '127.0.0.1', token: TOKEN } });
  await ctx.app.publicCache.whenServing();
});
afterAll(async () => {
  await ctx.close();
});

type Family = {
  name: string;
  type: string;
  metrics: { labels?: Record<string, string>; value?: string; buckets?: object }[];
};

async function scrape(): Promise<Family[]> {
  const res = await ctx.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('text/plain');
  return parsePrometheusTextFormat(res.body) as Family[];
}

const family = (families: Family[], name: string) => {
  const found = families.find((one) => one.name === name);
  if (!found) throw new Error(`no ${name} in the scrape`);
  return found;
};

describe('GET /metrics', () => {
  it('answers only with the bearer token', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'unauthorized' });
    }
  });

  it('holds the series an operator needs, in the Prometheus text format', async () => {
    await ctx.app.inject({ method: 'GET', url: '/api/jobs' });
    await ctx.app.inject({ method: 'GET', url: '/api/jobs' });
    await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    await queueMail(ctx.db, { to: 'waiting@example.com', subject: 's', text: 't', html: '<p>t</p>' });
    const families = await scrape();

    const duration = family(families, 'portal_http_request_duration_seconds');
    expect(duration.type).toBe('HISTOGRAM');
    expect(duration.metrics[0]?.buckets).toHaveProperty('+Inf');
    // The parser merges a histogram's labelled series into one (its flattening); the labels, from the registry:
    const [timed] = await ctx.app.operations.metrics.registry
      .getMetricsAsJSON()
      .then((all) => all.filter((metric) => metric.name === 'portal_http_request_duration_seconds'));
    const labels = (timed?.values ?? []).map((value) => value.labels).filter((label) => label.le === undefined);
    expect(labels).toContainEqual({ method: 'GET', route: '/api/jobs', status_code: '200' });
    expect(labels).toContainEqual({ method: 'GET', route: '(unmatched)', status_code: '404' });
    // Route templates, never raw URLs.
    expect(labels.every((label) => !String(label.route).includes('no-such-thing'))).toBe(true);

    for (const name of [
      'portal_db_pool_connections_in_use',
      'portal_db_pool_connections_idle',
      'portal_db_pool_waiting_requests',
      'portal_db_pool_max_connections',
      'portal_mail_outbox_depth',
      'portal_mail_outbox_oldest_age_seconds',
      'portal_mail_sent_total',
      'portal_mail_send_failures_total',
      'portal_mail_given_up_total',
      'portal_db_read_retries_total',
      'portal_draining',
      'process_cpu_seconds_total',
      'nodejs_eventloop_lag_seconds',
    ]) {
      expect(family(families, name).metrics.length, name).toBeGreaterThan(0);
    }
    const value = (name: string, labels?: Record<string, string>) =>
      Number(
        family(families, name).metrics.find((metric) =>
          Object.entries(labels ?? {}).every(([key, want]) => metric.labels?.[key] === want),
        )?.value,
      );
    expect(value('portal_mail_outbox_depth')).toBeGreaterThanOrEqual(1);
    expect(value('portal_mail_outbox_oldest_age_seconds')).toBeGreaterThanOrEqual(0);
    expect(value('portal_db_pool_max_connections')).toBe(5);
    expect(value('portal_listener_connected', { listener: 'cache' })).toBe(1);
    expect(value('portal_cache_lookups_total', { cache: 'api', result: 'hit' })).toBeGreaterThanOrEqual(1);
    expect(value('portal_cache_lookups_total', { cache: 'api', result: 'miss' })).toBeGreaterThanOrEqual(1);
    expect(value('portal_cache_lookups_total', { cache: 'page', result: 'hit' })).toBe(0);
    // The scheduled tasks (closing-soon reminders, digests, alerts) are known before their first run.
    const tasks = family(families, 'portal_scheduled_task_last_success_timestamp_seconds').metrics.map(
      (metric) => metric.labels?.task,
    );
    expect(tasks).toEqual(expect.arrayContaining(['job-closing-reminders', 'application-digests', 'job-alerts']));
  });

  it('is served on a port of its own too, and nothing else there', async () => {
    const port = await freePort();
    const server = await startMetricsServer(ctx.app.operations.scrape, 'text/plain; version=0.0.4', {
      port,
      host: '127.0.0.1',
    });
    try {
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.status).toBe(200);
      const families = parsePrometheusTextFormat(await res.text()) as Family[];
      expect(family(families, 'portal_http_request_duration_seconds').metrics.length).toBeGreaterThan(0);
      expect((await fetch(`http://127.0.0.1:${port}/api/jobs`)).status).toBe(404);
    } finally {
      server.close();
    }
  });
});
