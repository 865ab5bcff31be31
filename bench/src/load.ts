/**
 * The load generator, in its own process (forked by run.ts): autocannon in the server's process would
 * share its event loop and measure itself. Receives one LoadRequest, answers with one LoadSummary.
 */
import autocannon from 'autocannon';

export interface LoadRequest {
  url: string;
  paths: string[];
  headers?: Record<string, string>;
  connections: number;
  duration: number;
  warmup: number;
  timeout: number;
}

export interface LoadSummary {
  requestsPerSecond: number;
  totalRequests: number;
  latencyP50: number;
  latencyP90: number;
  latencyP99: number;
  latencyMax: number;
  latencyAverage: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodes: Record<string, number>;
  bytesPerSecond: number;
}

async function runLoad(request: LoadRequest): Promise<LoadSummary> {
  const result = await autocannon({
    url: request.url,
    connections: request.connections,
    duration: request.duration,
    timeout: request.timeout,
    pipelining: 1,
    // Each connection cycles through the paths in order.
    requests: request.paths.map((path) => ({ method: 'GET', path })),
    ...(request.headers ? { headers: request.headers } : {}),
    ...(request.warmup > 0 ? { warmup: { connections: request.connections, duration: request.warmup } } : {}),
  });
  return {
    requestsPerSecond: result.requests.average,
    totalRequests: result.requests.total,
    latencyP50: result.latency.p50,
    latencyP90: result.latency.p90,
    latencyP99: result.latency.p99,
    latencyMax: result.latency.max,
    latencyAverage: result.latency.average,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats).map(([code, stats]) => [code, stats.count]),
    ),
    bytesPerSecond: result.throughput.average,
  };
}

process.once('message', (message: LoadRequest) => {
  runLoad(message).then(
    (summary) => process.send?.({ ok: true, summary }, () => process.disconnect()),
    (error: unknown) =>
      process.send?.({ ok: false, error: error instanceof Error ? error.message : String(error) }, () =>
        process.disconnect(),
      ),
  );
});
