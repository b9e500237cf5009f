// listPackages, getMyPackage, changePackage, getUsageReport, createContactMessage
import type { FastifyInstance } from 'fastify';
import { CreateContactMessageBody } from '@shared/api/generated/zod/contacts/contacts.zod';
import { ChangePackageBody } from '@shared/api/generated/zod/packages/packages.zod';
import { publicOperation, securedOperation, type ServerDeps } from '../http/operation';
import * as packages from '../services/packages';
import * as support from '../services/support';
import * as usage from '../services/usage-report';

export function packagesRoutes(app: FastifyInstance, deps: ServerDeps): void {
  publicOperation(app, deps, 'listPackages', {}, async () => ({ data: await packages.listPackages(deps.db) }));

  securedOperation(app, deps, 'getMyPackage', {}, async ({ user }) => ({
    data: await packages.myPackage(deps.db, user),
  }));

  securedOperation(app, deps, 'changePackage', { body: ChangePackageBody }, async ({ user, body }) =>
    packages.changePackage(deps.db, user, body.package_name),
  );

  securedOperation(app, deps, 'getUsageReport', {}, async ({ user }) => ({
    data: await usage.usageReport(deps.db, user),
  }));

  publicOperation(
    app,
    deps,
    'createContactMessage',
    { body: CreateContactMessageBody, rateLimit: 'contact', optionalUser: true },
    async ({ body, user }) => support.sendContactMessage(deps.db, body, user),
  );
}
