// A test server whose reports and chat answers come from a stand-in OpenAI-compatible model
// (stub-model.ts) on its own port: the setup every "a real model" test file shares.
import { afterAll, beforeAll } from 'vitest';
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

/**
 * One model server for the calling test file: started before its first test (signed in as
 * `account` when one is given), stopped after its last. Read its fields inside the tests.
 */
export function modelServerForFile(
  options: ModelServerOptions,
  account?: string,
): { readonly stub: StubModel; readonly server: TestServer; readonly token: string } {
  let running: ModelServer | undefined;
  let token = '';
  beforeAll(async () => {
    running = await startModelServer(options);
    if (account) token = await running.server.login(account);
  });
  afterAll(async () => {
    await running?.close();
  });
  const started = (): ModelServer => {
    if (!running) throw new Error("the model server is read before the file's first test");
    return running;
  };
  return {
    get stub() {
      return started().stub;
    },
    get server() {
      return started().server;
    },
    get token() {
      return token;
    },
  };
}
