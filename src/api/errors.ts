import type { FieldError } from '@/api/generated/model';

/**
 * Why a call got no usable answer (status 0): the server was not reached, or its answer was cut
 * off part-way (bytes arrived, then the connection closed).
 */
export type TransportFailure = 'unreachable' | 'cut-off';

/** A response the server sent on purpose: `success: false` or a non-2xx status (0: no answer). */
export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: FieldError[];
  readonly operationId: string | undefined;
  readonly transport: TransportFailure | undefined;

  constructor(params: { message?: string; status: number; fieldErrors?: FieldError[]; operationId?: string; transport?: TransportFailure }) {
    super(params.message || 'API Error');
    this.name = 'ApiError';
    this.status = params.status;
    this.fieldErrors = params.fieldErrors ?? [];
    this.operationId = params.operationId;
    this.transport = params.transport;
  }
}

/** A response that does not match openapi.yaml: a bug on the server side, never the user's fault. */
export class ContractError extends Error {
  readonly operationId: string;
  readonly field: string;

  constructor(operationId: string, field: string, detail: string) {
    super(`Response of ${operationId} breaks the contract at ${field || '(root)'}: ${detail}`);
    this.name = 'ContractError';
    this.operationId = operationId;
    this.field = field;
  }
}

/** The server's own message when it sent one (ApiError), else undefined. */
export function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiError && error.message !== 'API Error' ? error.message : undefined;
}
