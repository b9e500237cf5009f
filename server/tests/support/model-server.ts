// A test server whose reports and chat answers come from a stand-in OpenAI-compatible model
// (stub-model.ts) on its own port: the setup every "a real model" test file shares.
import { startTestServer, type TestServer } from '../harness';
import { startStubModel, type StubModel } from './stub-model';

export interface ModelServerOptions {
  /** The stub's pace (0: as fast as possible). */
  tokensPerSecond: number;
  /** The server's limits on the model: silence, whole call, calls at once. */
  idleTimeoutMs: number;
  totalTimeoutMs: number;
  concurrency: number;
}

export interface ModelServer {
  stub: StubModel;
  server: TestServer;
  /** Stops the server, then the model. */
  close(): Promise<void>;
}

export async function startModelServer(options: ModelServerOptions): Promise<ModelServer> {
  const { tokensPerSecond, ...limits } = options;
  const stub = await startStubModel({ tokensPerSecond });
  let server: TestServer;
  try {
    server = await startTestServer({ ai: { baseUrl: stub.url, apiKey: 'test-key', model: 'stub-model', ...limits } });
  } catch (error) {
    await stub.close();
    throw error;
  }
  return {
    stub,
    server,
    async close() {
      await server.close();
      await stub.close();
    },
  };
}
