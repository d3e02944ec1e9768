import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { documentedVariables, KUBERNETES_DIR, type Manifest, readManifests } from './manifests.ts';

const files = readManifests();
const all = files.flatMap((file) => file.documents.map((document) => ({ file: file.file, document })));
const resources = all.filter(({ document }) => document.kind !== 'Kustomization');
const one = (kind: string, name?: string): Manifest => {
  const found = resources.filter(
    ({ document }) => document.kind === kind && (!name || document.metadata.name === name),
  );
  expect(found, `${kind} ${name ?? ''}`).toHaveLength(1);
  return found[0]?.document as Manifest;
};

/** The published models of each API group, generated from the Kubernetes OpenAPI and the operators' CRDs. */
function modelModule(apiVersion: string, kind: string): string {
  if (apiVersion === 'postgresql.cnpg.io/v1') return `@kubernetes-models/cloudnative-pg/${apiVersion}/${kind}`;
  if (apiVersion === 'monitoring.coreos.com/v1') return `@kubernetes-models/prometheus-operator/${apiVersion}/${kind}`;
  return `kubernetes-models/${apiVersion}/${kind}`;
}

describe('the Kubernetes manifests', () => {
  it.each(resources.map(({ file, document }) => [`${file}: ${document.kind} ${document.metadata?.name}`, document]))(
    'validate against their schema: %s',
    async (_name, document) => {
      const module = (await import(modelModule(document.apiVersion, document.kind))) as Record<
        string,
        new (
          data: unknown,
        ) => { validate(): void }
      >;
      const Model = module[document.kind];
      expect(Model, `no model for ${document.apiVersion} ${document.kind}`).toBeDefined();
      expect(() => new (Model as NonNullable<typeof Model>)(document).validate()).not.toThrow();
    },
  );

  it('a schema check catches a wrong type (the check can fail)', async () => {
    const { Deployment } = await import('kubernetes-models/apps/v1/Deployment');
    const broken = structuredClone(one('Deployment'));
    broken.spec.replicas = 'three';
    expect(() => new Deployment(broken).validate()).toThrow(/replicas/);
  });

  it('each kustomization lists exactly the YAML files beside it (the recovery cluster is applied by hand)', () => {
    for (const { file, documents } of files.filter((f) => f.file.endsWith('kustomization.yaml'))) {
      const folder = path.join(KUBERNETES_DIR, path.dirname(file));
      const beside = readdirSync(folder).filter((name) => name.endsWith('.yaml') && name !== 'kustomization.yaml');
      expect([...(documents[0]?.resources ?? [])].sort(), file).toEqual(beside.sort());
    }
  });

  it('one workload: selectors, the service, the budget, the policy and the autoscaler all find its pods', () => {
    const deployment = one('Deployment', 'job-portal');
    const labels = deployment.spec.template.metadata.labels;
    expect(deployment.spec.selector.matchLabels).toEqual(labels);
    expect(one('Service', 'job-portal').spec.selector).toEqual(labels);
    expect(one('PodDisruptionBudget').spec.selector.matchLabels).toEqual(labels);
    expect(one('NetworkPolicy').spec.podSelector.matchLabels).toEqual(labels);
    expect(one('HorizontalPodAutoscaler').spec.scaleTargetRef).toMatchObject({
      kind: 'Deployment',
      name: 'job-portal',
    });
    expect(one('ServiceMonitor').spec.selector.matchLabels).toEqual(labels);
    const ingress = one('Ingress').spec.rules[0].http.paths[0].backend.service;
    expect(ingress).toEqual({ name: 'job-portal', port: { name: 'http' } });
    expect(deployment.spec.strategy.rollingUpdate.maxUnavailable).toBe(0);
  });

  it('pods drain before they are killed: preStop, then SHUTDOWN_TIMEOUT_MS, within the grace period', () => {
    const pod = one('Deployment').spec.template.spec;
    const [web] = pod.containers;
    const config = one('ConfigMap', 'portal-config').data;
    expect(web.readinessProbe.httpGet.path).toBe('/api/health/ready');
    expect(web.livenessProbe.httpGet.path).toBe('/api/health/live');
    const preStop = web.lifecycle.preStop.sleep.seconds;
    expect(preStop).toBeGreaterThan(0);
    expect(pod.terminationGracePeriodSeconds).toBeGreaterThan(preStop + Number(config.SHUTDOWN_TIMEOUT_MS) / 1000);
  });

  it('every variable given to the portal is one the server documents, and every secret it names exists', () => {
    const documented = documentedVariables();
    expect(documented.has('DATABASE_URL')).toBe(true);
    const secrets = new Map(
      resources
        .filter(({ document }) => document.kind === 'Secret')
        .map(({ document }) => [document.metadata.name, Object.keys(document.stringData ?? {})]),
    );
    // Made by CloudNativePG for the cluster's application owner.
    secrets.set('portal-db-app', ['username', 'password', 'uri']);
    const given = new Set([
      ...Object.keys(one('ConfigMap', 'portal-config').data),
      ...(secrets.get('portal-secrets') ?? []),
    ]);
    for (const { document } of resources.filter(({ document }) => ['Deployment', 'Job'].includes(document.kind))) {
      for (const container of document.spec.template.spec.containers) {
        for (const env of container.env ?? []) {
          const ref = env.valueFrom?.secretKeyRef;
          if (ref) expect(secrets.get(ref.name), `${ref.name}.${ref.key}`).toContain(ref.key);
          else given.add(env.name);
        }
        for (const from of container.envFrom ?? []) {
          if (from.secretRef) expect(secrets.has(from.secretRef.name)).toBe(true);
          if (from.configMapRef) expect(from.configMapRef.name).toBe('portal-config');
        }
      }
    }
    const undocumented = [...given].filter((name) => !documented.has(name));
    expect(undocumented).toEqual([]);
  });

  it('the migration job migrates with the same image; the database has a replica, a pooler and backups', () => {
    const job = one('Job').spec.template.spec.containers[0];
    expect(job.args).toEqual(['migrate']);
    expect(job.image).toBe(one('Deployment').spec.template.spec.containers[0].image);
    const cluster = one('Cluster', 'portal-db').spec;
    expect(cluster.instances).toBeGreaterThanOrEqual(2);
    expect(cluster.backup.barmanObjectStore.destinationPath).toMatch(/^s3:\/\//);
    expect(one('Pooler').spec).toMatchObject({ cluster: { name: 'portal-db' }, type: 'rw' });
    expect(one('Pooler').spec.pgbouncer.poolMode).toBe('transaction');
    expect(one('ScheduledBackup').spec.cluster.name).toBe('portal-db');
    const recovery = one('Cluster', 'portal-db-recovered').spec;
    expect(recovery.bootstrap.recovery.recoveryTarget.targetTime).toBeTruthy();
  });
});
