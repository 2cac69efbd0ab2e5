import { defineContract } from '../core/api-route.ts';
import {
  AdminPackageActionSchema,
  AdminPackagesSchema,
  PackageIdParamsSchema,
  PackageInputSchema,
} from './admin-packages.ts';
import {
  createAdminPackageRoute,
  deleteAdminPackageRoute,
  listAdminPackagesRoute,
  updateAdminPackageRoute,
} from './admin-packages.routes.ts';

export const listAdminPackages = defineContract(listAdminPackagesRoute, {
  schema: {
    tags: ['admin'],
    summary: "The listing packages ('Paketler'), active first, with how many were sold",
    response: { 200: AdminPackagesSchema },
  },
});

export const createAdminPackage = defineContract(createAdminPackageRoute, {
  schema: {
    tags: ['admin'],
    summary: 'Create a listing package (name, listings, validity in days, price in kuruş)',
    body: PackageInputSchema,
    response: { 201: AdminPackageActionSchema },
  },
});

export const updateAdminPackage = defineContract(updateAdminPackageRoute, {
  errorCodes: ['PACKAGE_NOT_FOUND'],
  schema: {
    tags: ['admin'],
    summary: 'Edit a listing package; purchases keep the terms they were bought with',
    params: PackageIdParamsSchema,
    body: PackageInputSchema,
    response: { 200: AdminPackageActionSchema },
  },
});

export const deleteAdminPackage = defineContract(deleteAdminPackageRoute, {
  errorCodes: ['PACKAGE_NOT_FOUND'],
  schema: {
    tags: ['admin'],
    summary: 'Delete a package never bought; one with purchases is deactivated instead',
    params: PackageIdParamsSchema,
    response: { 200: AdminPackageActionSchema },
  },
});
