// listPackages, getMyPackage, changePackage, createContactMessage
import type { FastifyInstance } from 'fastify';
import { CreateContactMessageBody } from '@/api/generated/zod/contacts/contacts.zod';
import { ChangePackageBody } from '@/api/generated/zod/packages/packages.zod';
import { publicOperation, securedOperation, type ServerDeps } from '../http/operation';
import * as packages from '../services/packages';

export function packagesRoutes(app: FastifyInstance, deps: ServerDeps): void {
  publicOperation(app, deps, 'listPackages', {}, async () => ({ data: await packages.listPackages(deps.db) }));

  securedOperation(app, deps, 'getMyPackage', {}, async ({ user }) => ({
    data: await packages.myPackage(deps.db, user),
  }));

  securedOperation(app, deps, 'changePackage', { body: ChangePackageBody }, async ({ user, body }) =>
    packages.changePackage(deps.db, user, body.package_name),
  );

  publicOperation(
    app,
    deps,
    'createContactMessage',
    { body: CreateContactMessageBody, rateLimit: 'contact' },
    async ({ body }) => {
      await deps.db
        .insertInto('contact_messages')
        .values({ name: body.name.trim(), email: body.email.trim(), message: body.message })
        .execute();
      return { status: 201, message: 'contactThanks' };
    },
  );
}
