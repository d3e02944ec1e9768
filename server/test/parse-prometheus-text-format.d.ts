declare module 'parse-prometheus-text-format' {
  /** Metric families in prom2json's shape: `{ name, help, type, metrics: [{ labels?, value? | buckets? }] }`. */
  export default function parsePrometheusTextFormat(text: string): unknown[];
}
