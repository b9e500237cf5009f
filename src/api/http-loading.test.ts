import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { config } from 'zod';
import { server } from '@mocks/node';
import { listPackages } from '@/api/generated/query/packages/packages';
import { ContractError } from '@/api/errors';
import { operations } from '@shared/api/generated/operation-index';

describe('how the HTTP layer loads the transport and the validators', () => {
  it('every operation has its own lazily loaded validators, one schema per documented JSON status', async () => {
    // One entry per operation of the contract: 30 since resetPassword, getSiteStats and checkPasswordResetLink.
    expect(operations).toHaveLength(30);
    const listPackagesRoute = operations.find((operation) => operation.operationId === 'listPackages');
    const { responses } = await (listPackagesRoute as (typeof operations)[number]).load();
    expect(Object.keys(responses).sort()).toEqual(['200', '429', '500']);
  });

  it('parses responses without the JIT (no per-schema compile on the first parse), still against the contract', async () => {
    server.use(http.get('*/api/packages', () => HttpResponse.json({ success: true, data: [{ id: 'one' }] })));
    await expect(listPackages()).rejects.toBeInstanceOf(ContractError);
    expect(config().jitless).toBe(true);
  });
});
